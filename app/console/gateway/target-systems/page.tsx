import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { TargetSystemsScreen } from '@/components/console/gateway/TargetSystemsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gateway'))('targetsTitle') };
}

export default async function Page() {
  const session = await requirePage('gateway.read');
  return <TargetSystemsScreen canWrite={can(session.roles, 'gateway.write')} />;
}
