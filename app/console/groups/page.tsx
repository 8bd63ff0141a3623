import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { GroupsScreen } from '@/components/console/groups/GroupsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groups'))('title') };
}

export default async function Page() {
  const session = await requirePage('groups.read');
  return <GroupsScreen canWrite={can(session.roles, 'groups.write')} />;
}
