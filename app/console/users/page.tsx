import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { UsersScreen } from '@/components/console/users/UsersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('title') };
}

export default async function Page() {
  const session = await requirePage('users.read');
  return <UsersScreen canWrite={can(session.roles, 'users.write')} />;
}
