import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { CONSOLE_LOCALE_COOKIE, isConsolePath, STORE_LOCALES, type TStoreLocale } from './locales';
import { storeSettings } from '@/lib/store/queries';
import { messagesFor } from './messages';

/** The shop's language setting, from the cached store settings (a change to it expires them at once). */
async function storeLocale(): Promise<TStoreLocale> {
  const raw = (await storeSettings()).locale;
  return (STORE_LOCALES as readonly string[]).includes(raw) ? (raw as TStoreLocale) : 'en-US';
}

export default getRequestConfig(async () => {
  // The build never opens the database: this marks every page as rendered at request time.
  await connection();
  const path = (await headers()).get('x-pathname') ?? '/';
  let locale: string;
  if (isConsolePath(path)) locale = (await cookies()).get(CONSOLE_LOCALE_COOKIE)?.value === 'en' ? 'en' : 'vi';
  else locale = await storeLocale();
  return {
    locale,
    messages: messagesFor(locale),
    timeZone: 'Asia/Ho_Chi_Minh',
    onError: () => undefined,
    getMessageFallback: ({ key, namespace }) => `${namespace ? `${namespace}.` : ''}${key}`,
  };
});
