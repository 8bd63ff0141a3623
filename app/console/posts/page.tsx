import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { ContentScreen } from '@/components/console/content/ContentScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('post.title') };
}

export default async function Page() {
  const session = await requirePage('content.read');
  return <ContentScreen type="post" canWrite={can(session.roles, 'content.write')} />;
}
