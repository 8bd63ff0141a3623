import { getTranslations } from 'next-intl/server';
import type en from '@/messages/en.json';
import { storeSettings } from './queries';
import { pageMetadata } from './seo';

/** What the cart and checkout islands need from the server: their words and the shop's money. */
export async function checkoutProps() {
  const [t, info] = await Promise.all([getTranslations(), storeSettings()]);
  return {
    labels: t.raw('checkout') as (typeof en)['checkout'],
    money: { currency: info.currency, locale: info.locale },
  };
}

/** Cart and checkout pages are for the shopper only: not indexed. */
export async function checkoutMetadata(key: 'cartTitle' | 'stepShipping' | 'stepPayment' | 'lookupTitle', path: string) {
  const t = await getTranslations('checkout');
  return pageMetadata({ title: t(key), description: t(key), path, noindex: true });
}
