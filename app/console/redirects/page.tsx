import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { RedirectsScreen } from '@/components/console/redirects/RedirectsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('redirects'))('title') };
}

export default async function Page() {
  const session = await requirePage('content.read');
  return <RedirectsScreen canWrite={can(session.roles, 'content.write')} />;
}
