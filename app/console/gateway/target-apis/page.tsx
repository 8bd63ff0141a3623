import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { TargetApisScreen } from '@/components/console/gateway/TargetApisScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gateway'))('apisTitle') };
}

export default async function Page() {
  const session = await requirePage('gateway.read');
  return <TargetApisScreen canWrite={can(session.roles, 'gateway.write')} />;
}
