import type { Metadata, Viewport } from 'next';
import { getLocale } from 'next-intl/server';
import { layoutInitScript } from '@/lib/theme/init-script';
import { config } from '@/lib/config';

export async function generateMetadata(): Promise<Metadata> {
  const cfg = config();
  return {
    title: { template: `%s - ${cfg.APP_TITLE}`, default: cfg.APP_TITLE },
    applicationName: cfg.APP_TITLE,
    ...(cfg.PUBLIC_URL ? { metadataBase: new URL(cfg.PUBLIC_URL) } : {}),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/* The bare document. Providers live in the sections that need them (components/common/MuiRoot.tsx), and so do the
   theme's CSS rules. The inline script sets the console's saved theme choices on <html> before first paint: it is
   under 1 KB and must run before any section paints, so it stays here. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: layoutInitScript() }} />
      </head>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
