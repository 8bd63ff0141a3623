import { connection } from 'next/server';
import { getDb } from '@/lib/db';
import { siteOrigin } from '@/lib/store/seo';
import { SITEMAP_LIMIT, sitemapEntries, sitemapIndex, urlset } from '@/lib/store/sitemap';

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });

/** One sitemap while the shop has up to 50,000 URLs; above that, an index of numbered files. */
export async function GET() {
  await connection();
  const [entries, origin] = await Promise.all([sitemapEntries(await getDb()), siteOrigin()]);
  if (entries.length <= SITEMAP_LIMIT) return xml(urlset(origin, entries));
  return xml(sitemapIndex(origin, Math.ceil(entries.length / SITEMAP_LIMIT)));
}
