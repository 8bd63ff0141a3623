import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { StoreMenuScreen } from '@/components/console/content/StoreMenuScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('menuScreenTitle') };
}

export default async function Page() {
  const session = await requirePage('content.read');
  return <StoreMenuScreen canWrite={can(session.roles, 'content.write')} />;
}
