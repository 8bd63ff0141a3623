/* Client-safe locale facts. The console speaks vi (default) or en; the storefront speaks the shop's setting,
   en-US (default) or vi. There is no locale in the URL. */

export const CONSOLE_LOCALES = ['vi', 'en'] as const;
export type TConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const CONSOLE_LOCALE_COOKIE = 'console-locale';
export const STORE_LOCALES = ['en-US', 'vi'] as const;
export type TStoreLocale = (typeof STORE_LOCALES)[number];

/** Paths that belong to the console (and so speak the console's language). */
export const isConsolePath = (p: string) => /^\/(console|auth|user|print)(\/|$)/.test(p);
