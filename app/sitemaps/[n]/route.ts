import { connection } from 'next/server';
import { getDb } from '@/lib/db';
import { siteOrigin } from '@/lib/store/seo';
import { SITEMAP_LIMIT, sitemapEntries, urlset } from '@/lib/store/sitemap';

export async function GET(_req: Request, ctx: { params: Promise<{ n: string }> }) {
  await connection();
  const m = /^(\d{1,4})\.xml$/.exec((await ctx.params).n);
  const n = m ? Number(m[1]) : 0;
  const [entries, origin] = await Promise.all([sitemapEntries(await getDb()), siteOrigin()]);
  const part = entries.slice((n - 1) * SITEMAP_LIMIT, n * SITEMAP_LIMIT);
  if (n < 1 || part.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlset(origin, part), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
