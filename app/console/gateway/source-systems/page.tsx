import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { SourceSystemsScreen } from '@/components/console/gateway/SourceSystemsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gateway'))('sourcesTitle') };
}

export default async function Page() {
  const session = await requirePage('gateway.read');
  return <SourceSystemsScreen canWrite={can(session.roles, 'gateway.write')} />;
}
