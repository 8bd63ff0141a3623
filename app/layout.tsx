import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { Providers } from '@/components/common/Providers';
import { layoutCss } from '@/lib/theme/css';
import { layoutInitScript } from '@/lib/theme/init-script';
import { config } from '@/lib/config';

export async function generateMetadata(): Promise<Metadata> {
  const title = config().APP_TITLE;
  return { title: { template: `%s - ${title}`, default: title }, applicationName: title };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <style id="layout-vars" dangerouslySetInnerHTML={{ __html: layoutCss() }} />
        <script dangerouslySetInnerHTML={{ __html: layoutInitScript() }} />
      </head>
      <body>
        <InitColorSchemeScript attribute="class" defaultMode="light" />
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
