import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { CollectionsScreen } from '@/components/console/catalog/CollectionsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalog'))('collectionsTitle') };
}

export default async function Page() {
  const session = await requirePage('catalog.read');
  return <CollectionsScreen canWrite={can(session.roles, 'catalog.write')} />;
}
