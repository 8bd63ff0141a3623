import 'server-only';
import { headers } from 'next/headers';
import type { Metadata } from 'next';
import { config } from '@/lib/config';
import { storeSettings } from './queries';

/** The site's origin for canonical links, sitemaps and structured data: PUBLIC_URL, else the request's host. */
export async function siteOrigin(): Promise<string> {
  const configured = config().PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const host = h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/**
 * Structured data for a <script type="application/ld+json">. JSON.stringify alone would let a product name
 * containing "</script>" close the tag; escaping <, > and & keeps every database text inside it.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** schema.org BreadcrumbList for the trail a page shows. */
export function breadcrumbLd(crumbs: { name: string; href: string }[], origin: string) {
  return {
    '@context': 'https://schema.org', '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: `${origin}${b.href}` })),
  };
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

/**
 * A storefront page's title as search results, tabs and shared links show it: the page, then the shop's own name
 * (store.name, as its administrators set it), not the platform's. The shop's home is the shop's name itself.
 */
export const shopTitle = (title: string, shopName: string) => (title === shopName ? title : `${title} - ${shopName}`);

/** Title, description, canonical URL, Open Graph and Twitter cards, the same way on every storefront page. */
export async function pageMetadata(m: { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article'; noindex?: boolean }): Promise<Metadata> {
  const [origin, info] = await Promise.all([siteOrigin(), storeSettings()]);
  const url = `${origin}${m.path}`;
  const images = m.image ? [{ url: m.image.startsWith('http') ? m.image : `${origin}${m.image}` }] : undefined;
  const shown = shopTitle(m.title, info.name);
  return {
    title: { absolute: shown }, description: m.description,
    alternates: { canonical: url },
    openGraph: { title: shown, description: m.description, url, siteName: info.name, type: m.type ?? 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: shown, description: m.description, images: images?.map((i) => i.url) },
    ...(m.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
