import createNextIntlPlugin from 'next-intl/plugin';
import imageWidths from './lib/attachments/image-widths.json' with { type: 'json' };
import { addCompileHints } from './scripts/compile-hints.mjs';

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
  // exceljs too: bundled, its zip writer's `new Buffer()` runs from .next/ instead of node_modules/, where Node
  // warns about it (DEP0005) on every Excel export.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'fast-geoip', 'sharp', 'exceljs'],
  // The data cache stays in memory: a cache on disk would outlive the database it came from (another DATA_DIR,
  // a test run) and serve its rows. Each process starts cold and fills as pages are visited.
  // Turbopack's build cache on disk speeds up the next build in this folder; CI builds a fresh clone once, and writing
  // the cache cost it 30 s of a 98 s build (67 without, session 49).
  experimental: { authInterrupts: true, isrFlushToDisk: false, turbopackFileSystemCacheForBuild: !process.env.CI },
  // The framework scripts every page runs at load are compiled off the main thread (scripts/compile-hints.mjs).
  compiler: { runAfterProductionCompile: async ({ distDir }) => void (await addCompileHints(distDir)) },
  // Attachments resize themselves (lib/attachments/variants.ts) and keep each width in the data folder; Next's own
  // optimiser would re-encode every request, since its disk cache needs isrFlushToDisk. /_next/image answers 404.
  images: { loader: 'custom', loaderFile: './lib/attachments/image-loader.ts', ...imageWidths },
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
