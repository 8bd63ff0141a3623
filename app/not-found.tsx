import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/common/ErrorScreen';
import { followRedirect } from '@/lib/redirects/follow';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errors'))('notFoundTitle'), robots: { index: false } };
}

export default async function NotFound() {
  await followRedirect();
  const t = await getTranslations();
  return <ErrorScreen code={404} title={t('errors.notFoundTitle')} message={t('errors.notFound')} actions={[{ href: '/home', label: t('common.backHome') }]} />;
}
