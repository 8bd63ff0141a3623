import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { ParamsScreen } from '@/components/console/params/ParamsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('params'))('title') };
}

export default async function Page() {
  const session = await requirePage('params.read');
  return <ParamsScreen canWrite={can(session.roles, 'params.write')} canBackup={can(session.roles, 'system.backup')} />;
}
