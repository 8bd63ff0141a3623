import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db';
import { paramValue } from '@/lib/params/service';
import { DiscountsScreen } from '@/components/console/discounts/DiscountsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('discounts'))('title') };
}

export default async function Page() {
  const session = await requirePage('discounts.read');
  const currency = await paramValue(await getDb(), 'store.currency', 'VND');
  return <DiscountsScreen canWrite={can(session.roles, 'discounts.write')} currency={currency} />;
}
