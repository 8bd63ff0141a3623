import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { storeSettings } from '@/lib/store/queries';
import { getDb } from '@/lib/db';
import { lowStockThreshold } from '@/lib/catalog/low-stock';
import { ProductsScreen } from '@/components/console/catalog/ProductsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalog'))('productsTitle') };
}

export default async function Page() {
  const session = await requirePage('catalog.read');
  return <ProductsScreen canWrite={can(session.roles, 'catalog.write')} currency={(await storeSettings()).currency} lowStock={await lowStockThreshold(await getDb())} />;
}
