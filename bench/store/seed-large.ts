/* Seeds the benchmark catalogue: 10,000 products, 200 collections, 2,000 posts, 50,000 reviews.
   `DATA_DIR=/tmp/big npx tsx bench/store/seed-large.ts` (or with DATABASE_URL). Rows go in with bulk inserts, the
   derived columns computed by the same code the API uses. Idempotent: does nothing when the catalogue is large. */
import 'next/dist/server/node-environment-baseline';
import { count, sql } from 'drizzle-orm';
import { dbHandle } from '@/lib/db';
import { collectionProducts, collections, pages, products, reviewFeedback } from '@/lib/db/schema';
import { derived } from '@/lib/catalog/derive';

const N = { products: 10_000, collections: 200, posts: 2_000, reviews: 50_000 };
const WORDS = ['linen', 'silk', 'cotton', 'bamboo', 'rattan', 'lacquer', 'ceramic', 'celadon', 'indigo', 'lotus', 'jade', 'sand',
  'shirt', 'dress', 'scarf', 'bowl', 'tray', 'basket', 'box', 'cup', 'teapot', 'vase', 'lamp', 'bag', 'hat', 'mat', 'robe', 'coffee', 'tea'];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Sand', 'Indigo', 'Sage', 'Crimson', 'Jade', 'Ivory'];

let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

process.env.DEMO_SEED ??= 'false';
const handle = await dbHandle();
const db = handle.db;
const [{ n }] = await db.select({ n: count() }).from(products);
if (n >= N.products) {
  console.log(`catalogue already has ${n} products`);
  process.exit(0);
}
const t0 = Date.now();
const cols = await db.insert(collections).values(Array.from({ length: N.collections }, (_, i) => ({
  name: `Collection ${i + 1} ${pick(WORDS)}`, slug: `bench-collection-${i + 1}`, description: 'Benchmark collection', order: i, isFeatured: i < 6,
}))).returning({ id: collections.id });

const productRows = Array.from({ length: N.products }, (_, i) => {
  const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i + 1}`.replace(/^./, (c) => c.toUpperCase());
  const base = Math.round(50 + rnd() * 2000) * 1000;
  const optionGroups = [{ name: 'Size', values: SIZES }, { name: 'Colour', values: COLOURS.slice(0, 2 + Math.floor(rnd() * 4)) }];
  const variants = optionGroups[0].values.flatMap((s) => optionGroups[1].values.map((c, j) => ({
    id: `${i}-${s}-${j}`, sku: `B${i}-${s}-${j}`, options: { Size: s, Colour: c }, price: base + (SIZES.indexOf(s) * 20_000), stock: rnd() < 0.2 ? 0 : Math.floor(rnd() * 20),
  })));
  return {
    name, slug: `bench-product-${i + 1}`, description: `<p>${name}. Benchmark product.</p>`, images: [], price: base,
    status: (i % 50 === 0 ? 'draft' : 'published') as 'draft' | 'published', optionGroups, variants, isFeatured: i % 97 === 0,
    createdDate: new Date(Date.now() - i * 60_000), ...derived({ name, variants, optionGroups }),
  };
});
const ids: string[] = [];
await inBatches(productRows, 500, async (b) => ids.push(...(await db.insert(products).values(b).returning({ id: products.id })).map((r) => r.id)));
// Each product in one to three collections.
const links = ids.flatMap((productId, i) => [...new Set([i % N.collections, (i * 7) % N.collections, (i * 13) % N.collections].slice(0, 1 + (i % 3)))]
  .map((c, k) => ({ collectionId: cols[c].id, productId, position: i * 3 + k })));
await inBatches(links, 2000, (b) => db.insert(collectionProducts).values(b).onConflictDoNothing());
await inBatches(Array.from({ length: N.posts }, (_, i) => ({
  type: 'post' as const, title: `Journal post ${i + 1}`, slug: `bench-post-${i + 1}`, content: '<p>Benchmark post.</p>', excerpt: 'Benchmark post.',
  status: 'published' as const, publishedAt: new Date(Date.now() - i * 3_600_000),
})), 500, (b) => db.insert(pages).values(b));
await inBatches(Array.from({ length: N.reviews }, (_, i) => ({
  productId: ids[Math.floor(rnd() * ids.length)], rating: 1 + Math.floor(rnd() * 5), authorName: `Reviewer ${i}`, content: 'Benchmark review.', isApproved: (rnd() < 0.8 ? 'Y' : 'N') as 'Y' | 'N',
})), 2000, (b) => db.insert(reviewFeedback).values(b));
await db.execute(sql`insert into search_words (word) select distinct w from products, unnest(string_to_array(search_text, ' ')) w where w ~ '^[a-z]{3,}$' on conflict do nothing`);
await db.execute(sql`analyze`);
console.log(`seeded ${N.products} products, ${N.collections} collections, ${N.posts} posts, ${N.reviews} reviews in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await handle.close();
process.exit(0);
