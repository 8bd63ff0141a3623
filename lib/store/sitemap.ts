import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { collections, pages, products } from '@/lib/db/schema';

/** The sitemap protocol's limit per file; past it, /sitemap.xml becomes an index of /sitemaps/{n}.xml. */
export const SITEMAP_LIMIT = 50_000;

type TEntry = { path: string; lastmod: Date | null };

/** Every public URL: the fixed pages, visible collections, published products, pages and posts. */
export async function sitemapEntries(db: Db): Promise<TEntry[]> {
  const [prods, cols, content] = await Promise.all([
    db.select({ slug: products.slug, at: products.updatedDate }).from(products).where(eq(products.status, 'published')).orderBy(products.slug),
    db.select({ slug: collections.slug, at: collections.updatedDate }).from(collections).where(eq(collections.isVisiable, true)).orderBy(collections.slug),
    db.select({ slug: pages.slug, type: pages.type, at: pages.updatedDate }).from(pages).where(and(eq(pages.status, 'published'))).orderBy(pages.slug),
  ]);
  return [
    { path: '/home', lastmod: null }, { path: '/shop', lastmod: null }, { path: '/blogs', lastmod: null },
    ...cols.map((c) => ({ path: `/collections/${c.slug}`, lastmod: c.at })),
    ...prods.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.at })),
    ...content.map((p) => ({ path: `${p.type === 'post' ? '/blog-view' : '/page'}/${p.slug}`, lastmod: p.at })),
  ];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlset(origin: string, entries: TEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${esc(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: number): string {
  const items = Array.from({ length: files }, (_, i) => `<sitemap><loc>${esc(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
