import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/common/ErrorScreen';
import { isConsolePath } from '@/lib/i18n/locales';
import { followRedirect } from '@/lib/redirects/follow';
import { storeSettings } from '@/lib/store/queries';
import { shopTitle } from '@/lib/store/seo';

/*
 * An address outside every route is most often a shopper's old or mistyped link, so the tab and any search result
 * name the shop, as its pages do; console addresses keep the platform's name.
 */
export async function generateMetadata(): Promise<Metadata> {
  const title = (await getTranslations('errors'))('notFoundTitle');
  const shop = isConsolePath((await headers()).get('x-pathname') ?? '/') ? null : await storeSettings();
  return { title: shop ? { absolute: shopTitle(title, shop.name) } : title, robots: { index: false } };
}

export default async function NotFound() {
  await followRedirect();
  const t = await getTranslations();
  return <ErrorScreen code={404} title={t('errors.notFoundTitle')} message={t('errors.notFound')} actions={[{ href: '/home', label: t('common.backHome') }]} />;
}
