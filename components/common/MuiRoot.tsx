import { NextIntlClientProvider } from 'next-intl';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { layoutCss } from '@/lib/theme/css';
import { Providers } from './Providers';

/**
 * MUI, Emotion and the next-intl client provider, for the console, sign-in and error screens only. The storefront
 * renders without them: server components and CSS modules, so a product page downloads none of this. The
 * configurator's theme rules (26 KB) come with it: React hoists the style into <head> and adds it once, also when
 * a client-side navigation first enters one of these sections.
 */
export function MuiRoot({ children }: { children: React.ReactNode }) {
  return (
    <>
      <style href="layout-vars" precedence="default">{layoutCss()}</style>
      <InitColorSchemeScript attribute="class" defaultMode="light" />
      <NextIntlClientProvider>
        <Providers>{children}</Providers>
      </NextIntlClientProvider>
    </>
  );
}
