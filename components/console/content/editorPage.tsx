import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { isUuid } from '@/lib/api/ids';
import type { TContentType } from './ContentScreen';
import { ContentEditor } from './ContentEditor';

type TProps = { params: Promise<{ id: string }> };

/** The route of `/console/pages/{id}` and `/console/posts/{id}` (or `new`), which differ only in the type. */
export function contentEditorPage(type: TContentType) {
  return {
    async generateMetadata({ params }: TProps): Promise<Metadata> {
      const t = await getTranslations('content');
      return { title: (await params).id === 'new' ? t(`${type}.new`) : t(`${type}.edit`) };
    },
    async Page({ params }: TProps) {
      const session = await requirePage('content.read');
      const { id } = await params;
      if (id !== 'new' && !isUuid(id)) notFound();
      return <ContentEditor type={type} id={id} canWrite={can(session.roles, 'content.write')} />;
    },
  };
}
