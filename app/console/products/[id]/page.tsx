import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { isUuid } from '@/lib/api/ids';
import { ProductEditor } from '@/components/console/catalog/ProductEditor';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = await getTranslations('catalog');
  return { title: (await params).id === 'new' ? t('newProduct') : t('editProduct') };
}

export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ from?: string | string[] }> }) {
  const session = await requirePage('catalog.read');
  const { id } = await params;
  if (id !== 'new' && !isUuid(id)) notFound();
  // `/new?from={id}` starts from a copy of that product (the editor's Duplicate).
  const { from } = await searchParams;
  const copyFrom = id === 'new' && typeof from === 'string' && isUuid(from) ? from.toLowerCase() : undefined;
  return <ProductEditor id={id} from={copyFrom} canWrite={can(session.roles, 'catalog.write')} />;
}
