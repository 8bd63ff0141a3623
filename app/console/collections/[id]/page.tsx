import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { isUuid } from '@/lib/api/ids';
import { storeSettings } from '@/lib/store/queries';
import { CollectionProductsScreen } from '@/components/console/catalog/CollectionProductsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalog'))('orderProducts') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePage('catalog.read');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  return <CollectionProductsScreen id={id} canWrite={can(session.roles, 'catalog.write')} currency={(await storeSettings()).currency} />;
}
