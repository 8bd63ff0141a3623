/* Listing, filtering and search on the large catalogue: p50/p95 per query kind, as a ratio to a primary-key lookup
   measured in the same run, and the plan of each. `DATA_DIR=/tmp/big npx tsx bench/store/queries.ts` after
   seed-large.ts (or with DATABASE_URL). Target: each p95 under 20 ms. */
import 'next/dist/server/node-environment-baseline';
import { eq, sql } from 'drizzle-orm';
import { dbHandle } from '@/lib/db';
import { collections, products } from '@/lib/db/schema';
import { listProducts } from '@/lib/catalog/products';
import type { TProductFilter } from '@/lib/catalog/schemas';

process.env.DEMO_SEED ??= 'false';
const RUNS = Number(process.env.RUNS ?? 200);
const handle = await dbHandle();
const db = handle.db;
const cols = await db.select({ id: collections.id }).from(collections).limit(200);
const ids = (await db.select({ id: products.id }).from(products).limit(500)).map((r) => r.id);
const base: TProductFilter = { status: 'published', sort: 'featured', page: 1, limit: 24 };
const TYPOS = ['linnen shrt', 'celadn bowl', 'silk scraf', 'bambo baskt', 'lacqer box', 'indgo dres', 'coffe cup', 'lotus tea'];

const kinds: [string, (i: number) => Promise<unknown>][] = [
  ['baseline: product by id', (i) => db.select({ id: products.id }).from(products).where(eq(products.id, ids[i % ids.length]))],
  ['all products, newest', (i) => listProducts(db, { ...base, sort: 'newest', page: 1 + (i % 20) })],
  ['collection, its own order', (i) => listProducts(db, { ...base, collectionId: cols[i % cols.length].id })],
  ['collection, price up', (i) => listProducts(db, { ...base, collectionId: cols[i % cols.length].id, sort: 'price-asc' })],
  ['filter: price range + in stock + option', (i) => listProducts(db, { ...base, minPrice: 200_000 + (i % 10) * 50_000, maxPrice: 1_500_000, inStock: true, options: { Colour: ['Indigo'] }, sort: 'price-asc' })],
  ['collection + filter', (i) => listProducts(db, { ...base, collectionId: cols[i % cols.length].id, inStock: true, options: { Size: ['M'] } })],
  ['search, typo-tolerant', (i) => listProducts(db, { ...base, text: TYPOS[i % TYPOS.length] })],
  ['search + collection', (i) => listProducts(db, { ...base, text: 'silk', collectionId: cols[i % cols.length].id })],
];

const pct = (a: number[], p: number) => a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))];
const results: { kind: string; p50: number; p95: number }[] = [];
for (const [kind, run] of kinds) {
  for (let i = 0; i < 10; i++) await run(i); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  results.push({ kind, p50: pct(times, 50), p95: pct(times, 95) });
}
const baseP95 = results[0].p95;
console.log(`${handle.kind}, ${RUNS} runs each (ms)`);
console.log('kind'.padEnd(44), 'p50'.padStart(8), 'p95'.padStart(8), 'p95 / baseline'.padStart(16));
for (const r of results) console.log(r.kind.padEnd(44), r.p50.toFixed(2).padStart(8), r.p95.toFixed(2).padStart(8), `${(r.p95 / baseP95).toFixed(1)}×`.padStart(16));

if (process.env.EXPLAIN) {
  // The plans of the two heaviest statements, as PostgreSQL runs them.
  const f = `'published'`;
  for (const q of [
    sql.raw(`explain analyze select id from products where status = ${f} and stock_total > 0 and min_price between 200000 and 1500000 and variants @> '[{"options":{"Colour":"Indigo"}}]' order by min_price limit 24`),
    sql.raw(`explain analyze select id from products where status = ${f} and (search_text like '%celadn%' or word_similarity('celadn', search_text) >= 0.4) order by name limit 24`),
  ]) {
    const r = await db.execute(q);
    console.log((r as unknown as { rows: Record<string, string>[] }).rows.map((x) => Object.values(x)[0]).join('\n'), '\n');
  }
}
await handle.close();
process.exit(0);
