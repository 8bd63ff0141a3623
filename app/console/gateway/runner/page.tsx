import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { RunnerScreen } from '@/components/console/runner/RunnerScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('runner'))('title') };
}

export default async function Page() {
  const session = await requirePage('gateway.read');
  return <RunnerScreen canWrite={can(session.roles, 'gateway.write')} />;
}
