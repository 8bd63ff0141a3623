import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { ReviewsScreen } from '@/components/console/reviews/ReviewsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('reviews'))('title') };
}

export default async function Page() {
  const session = await requirePage('catalog.read');
  return <ReviewsScreen canWrite={can(session.roles, 'catalog.write')} />;
}
