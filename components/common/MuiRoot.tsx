import { NextIntlClientProvider } from 'next-intl';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { Providers } from './Providers';

/**
 * MUI, Emotion and the next-intl client provider, for the console, sign-in and error screens only. The storefront
 * renders without them: server components and CSS modules, so a product page downloads none of this.
 */
export function MuiRoot({ children }: { children: React.ReactNode }) {
  return (
    <>
      <InitColorSchemeScript attribute="class" defaultMode="light" />
      <NextIntlClientProvider>
        <Providers>{children}</Providers>
      </NextIntlClientProvider>
    </>
  );
}
