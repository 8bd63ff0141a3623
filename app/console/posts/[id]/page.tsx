import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { isUuid } from '@/lib/api/ids';
import { ContentEditor } from '@/components/console/content/ContentEditor';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = await getTranslations('content');
  return { title: (await params).id === 'new' ? t('post.new') : t('post.edit') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePage('content.read');
  const { id } = await params;
  if (id !== 'new' && !isUuid(id)) notFound();
  return <ContentEditor type="post" id={id} canWrite={can(session.roles, 'content.write')} />;
}
