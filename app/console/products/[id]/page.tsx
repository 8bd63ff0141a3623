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

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePage('catalog.read');
  const { id } = await params;
  if (id !== 'new' && !isUuid(id)) notFound();
  return <ProductEditor id={id} canWrite={can(session.roles, 'catalog.write')} />;
}
