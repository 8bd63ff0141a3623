import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/common/ErrorScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errors'))('unauthorizedTitle'), robots: { index: false } };
}

export default async function Unauthorized() {
  const t = await getTranslations();
  return (
    <ErrorScreen code={401} title={t('errors.unauthorizedTitle')} message={t('errors.unauthorized')}
      actions={[{ href: '/auth/login', label: t('common.signIn') }, { href: '/home', label: t('common.backHome') }]} />
  );
}
