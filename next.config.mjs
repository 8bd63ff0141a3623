import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const dev = process.env.NODE_ENV !== 'production';

/* Next's hydration and MUI's colour-scheme script are inline, and storefront pages are cached and shared, so a
   per-request nonce is not an option: scripts are limited to our origin plus inline. Everything else is tight. */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'fast-geoip', 'sharp'],
  // The data cache stays in memory: a cache on disk would outlive the database it came from (another DATA_DIR,
  // a test run) and serve its rows. Each process starts cold and fills as pages are visited.
  experimental: { authInterrupts: true, isrFlushToDisk: false, inlineCss: true },
  // Attachments are served by the API with long cache headers; next/image resizes them for each page.
  images: {
    localPatterns: [{ pathname: '/api/v1/attachment/**' }, { pathname: '/icon.svg' }],
    formats: ['image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1600],
    imageSizes: [96, 160, 240, 320],
    minimumCacheTTL: 31_536_000,
  },
  async headers() {
    return [{
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: csp },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      ],
    }];
  },
};

export default withNextIntl(nextConfig);
