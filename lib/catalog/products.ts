import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { collectionProducts, collections, products, reviewFeedback, searchWords as searchWordsTable } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPage } from '@/lib/api/envelope';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { invalidate, tags } from '@/lib/store/cache';
import { pathTaken, slugMoved, storePath, targetGone } from '@/lib/redirects/service';
import { checkOptionGroups, derived, foldText, normaliseVariants, slugify } from './derive';
import type { TProductFilter, TProductInput } from './schemas';

type TRow = typeof products.$inferSelect;
export type TProduct = Omit<TRow, 'searchText' | 'optionValues'> & { collectionIds: string[] };
export type TAudience = 'public' | 'console';


const { searchText: _s, optionValues: _o, ...publicColumns } = getTableColumns(products);
/** A product as the API shows it: its collections come in the same statement, not a second round trip. */
const productColumns = {
  ...publicColumns,
  collectionIds: sql<string[]>`array(select ${collectionProducts.collectionId}::text from ${collectionProducts} where ${collectionProducts.productId} = ${products.id})`,
};

function searchWords(text: string | undefined): string[] {
  return text ? foldText(text).split(' ').filter((w) => w.length > 0).slice(0, 8) : [];
}

/**
 * How search words match. Each word has alternatives (itself, or itself and the shop's words it may be a typo of),
 * matched as substrings on the trigram index. `fuzzy` adds pg_trgm `<%` (word similarity, threshold set per
 * connection in lib/db/client.ts): it catches what correction cannot, such as two words typed as one, and costs most.
 */
type TSearch = { terms: string[][]; fuzzy: boolean };
function whereOf(f: TProductFilter, audience: TAudience, search: TSearch = { terms: searchWords(f.text).map((w) => [w]), fuzzy: false }): SQL | undefined {
  const status = audience === 'public' ? 'published' : f.status;
  const parts: (SQL | undefined)[] = [status === 'all' ? undefined : eq(products.status, status)];
  if (f.collectionId) {
    parts.push(sql`exists (select 1 from ${collectionProducts} where ${collectionProducts.productId} = ${products.id} and ${collectionProducts.collectionId} = ${f.collectionId})`);
  }
  for (const alternatives of search.terms) {
    // Every word must match, in any order (any one of its alternatives).
    const likes = alternatives.map((w) => sql`${products.searchText} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    parts.push(search.fuzzy ? or(...likes, sql`${alternatives[0]} <% ${products.searchText}`) : or(...likes));
  }
  if (f.minPrice !== undefined) parts.push(gte(products.minPrice, f.minPrice));
  if (f.maxPrice !== undefined) parts.push(lte(products.minPrice, f.maxPrice));
  if (f.inStock) parts.push(sql`${products.stockTotal} > 0`);
  if (f.soldOut) parts.push(sql`${products.stockTotal} = 0`);
  if (f.stockAtMost !== undefined) parts.push(lowStockWhere(f.stockAtMost));
  // Any of a name's values, and every name: `option_values && array[…]` per name, on the array's GIN index.
  for (const [name, values] of Object.entries(f.options ?? {})) {
    if (values.length) parts.push(sql`${products.optionValues} && array[${sql.join(values.map((v) => sql`${`${name}:${v}`}`), sql`, `)}]::text[]`);
  }
  if (f.isFeatured !== undefined) parts.push(eq(products.isFeatured, f.isFeatured));
  if (f.ids) parts.push(f.ids.length ? inArray(products.id, f.ids) : sql`false`);
  return and(...parts);
}

/** In stock, with a variant at or below `n` (one size sold out counts): what to restock before it runs out. */
export const lowStockWhere = (n: number) =>
  sql`${products.stockTotal} > 0 and exists (select 1 from jsonb_array_elements(${products.variants}) v where (v->>'stock')::int <= ${n})`;

function orderOf(f: TProductFilter, rankBySimilarity = true): SQL[] {
  const words = rankBySimilarity ? searchWords(f.text) : [];
  switch (f.sort) {
    case 'newest': return [desc(products.createdDate), asc(products.id)];
    case 'price-asc': return [asc(products.minPrice), asc(products.name)];
    case 'price-desc': return [desc(products.minPrice), asc(products.name)];
    case 'name': return [asc(products.name), asc(products.id)];
    default:
      // Ranked by the name alone: search text begins with the folded name (folding never lengthens text), and the
      // whole text, with every variant's SKU, costs ten times as much per match (EXPLAIN: 10 ms for 112 matches).
      if (words.length) return [sql`word_similarity(${words.join(' ')}, left(${products.searchText}, char_length(${products.name}))) desc`, asc(products.name)];
      if (f.collectionId) {
        return [sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.productId} = ${products.id} and ${collectionProducts.collectionId} = ${f.collectionId})`, desc(products.createdDate)];
      }
      // All descending, so products_status_featured_idx serves it in index order and a listing stops after a page.
      return [desc(products.isFeatured), desc(products.createdDate), desc(products.id)];
  }
}

/** Counting stops here: past it a listing says "1,000+" (totalCapped), and counting never reads the whole table. */
export const COUNT_CAP = 1000;
/** A text search counts to less: its words are matched row by row, and past a couple of hundred results a shopper
 *  refines the words rather than pages on ("200+ products"). */
export const SEARCH_COUNT_CAP = 200;

export type TProductPage = TPage<TProduct> & { totalCapped: boolean };

/** Searches exactly; then, only when nothing matched, with typos corrected; then, still nothing, fuzzily. */
export async function listProducts(db: Db, f: TProductFilter, audience: TAudience = 'public'): Promise<TProductPage> {
  return (await searchProducts(db, f, audience)).page;
}

/** The page, and the condition that found it (the Excel export reads on with the same one). */
async function searchProducts(db: Db, f: TProductFilter, audience: TAudience): Promise<{ page: TProductPage; where: SQL | undefined }> {
  let where = whereOf(f, audience);
  const exact = await pageWhere(db, f, where);
  if (exact.total > 0 || !f.text) return { page: exact, where };
  const terms = await corrections(db, searchWords(f.text));
  if (terms.some((t) => t.length > 1)) {
    where = whereOf(f, audience, { terms, fuzzy: false });
    const corrected = await pageWhere(db, f, where);
    if (corrected.total > 0) return { page: corrected, where };
  }
  where = whereOf(f, audience, { terms, fuzzy: true });
  return { page: await pageWhere(db, f, where), where };
}

/**
 * Every product the console's filter selects, in the listing's order (the id breaking ties), up to `max`, read in
 * chunks. Offsets are fine here: a catalogue does not grow by hundreds during an export, as orders might.
 */
export async function* productsMatching(db: Db, f: TProductFilter, max: number, chunk = 500): AsyncGenerator<TProduct> {
  const { page, where } = await searchProducts(db, { ...f, page: 1, limit: 1 }, 'console');
  if (page.total === 0) return;
  const order = [...orderOf(f, false), asc(products.id)];
  for (let offset = 0; offset < max; offset += chunk) {
    const rows = await db.select(productColumns).from(products).where(where).orderBy(...order).offset(offset).limit(Math.min(chunk, max - offset));
    yield* rows;
    if (rows.length < chunk) return;
  }
}

/** For each word the shop does not know, the known words most like it (up to three, close to the best): "shrt" →
 *  shirt, short. One statement for all the words. */
async function corrections(db: Db, words: string[]): Promise<string[][]> {
  const candidates = words.filter((w) => /^[a-z]{3,}$/.test(w));
  if (!candidates.length) return words.map((w) => [w]);
  const res = await db.execute(sql`select q.w as query, s.word, s.sim from unnest(array[${sql.join(candidates.map((w) => sql`${w}`), sql`, `)}]::text[]) as q(w)
    cross join lateral (select ${searchWordsTable.word} as word, similarity(${searchWordsTable.word}, q.w) as sim from ${searchWordsTable}
      where ${searchWordsTable.word} % q.w order by sim desc limit 3) s`);
  const rows = (res as unknown as { rows: { query: string; word: string; sim: number }[] }).rows;
  return words.map((w) => {
    const found = rows.filter((r) => r.query === w);
    if (!found.length || found.some((r) => r.word === w)) return [w];
    // Only the close runners-up of the best guess: "baskt" → basket (0.44), not bag (0.25).
    const best = Math.max(...found.map((r) => Number(r.sim)));
    return [w, ...found.filter((r) => Number(r.sim) >= best * 0.75).map((r) => r.word)];
  });
}

/** Keeps the search dictionary in step with product names and options (words are never removed: harmless). */
async function rememberWords(db: Db, searchText: string) {
  const words = [...new Set(searchText.split(' ').filter((w) => /^[a-z]{3,}$/.test(w)))];
  if (words.length) await db.insert(searchWordsTable).values(words.map((word) => ({ word }))).onConflictDoNothing();
}

async function pageWhere(db: Db, f: TProductFilter, where: SQL | undefined): Promise<TProductPage> {
  const cap = f.text ? SEARCH_COUNT_CAP : COUNT_CAP;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` })
    .from(db.select({ one: sql`1` }).from(products).where(where).limit(cap + 1).as('capped'));
  const totalCapped = Number(n) > cap;
  if (Number(n) === 0) return { items: [], total: 0, totalCapped, page: f.page, limit: f.limit };
  // Ranking by similarity reads every match; past the cap the listing's own order serves as well, and costs nothing.
  const items = await db.select(productColumns).from(products).where(where).orderBy(...orderOf(f, !totalCapped))
    .offset((f.page - 1) * f.limit).limit(f.limit);
  return { items, total: Math.min(Number(n), cap), totalCapped, page: f.page, limit: f.limit };
}

/** Products a shopper may see: published only. The console sees every status. */
export async function getProduct(db: Db, id: string, audience: TAudience = 'public'): Promise<TProduct> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  if (!row || (audience === 'public' && row.status !== 'published')) throw E.notFound('Product');
  return row;
}

export async function findPublishedBySlug(db: Db, slug: string): Promise<TProduct | null> {
  const [row] = await db.select(productColumns).from(products).where(and(eq(products.slug, slug), eq(products.status, 'published'))).limit(1);
  return row ?? null;
}

/** Average of approved reviews, for the product page and its structured data. */
export async function ratingOf(db: Db, productId: string) {
  const [r] = await db.select({ count: sql<number>`count(*)::int`, avg: sql<number | null>`avg(${reviewFeedback.rating})::float` })
    .from(reviewFeedback).where(and(eq(reviewFeedback.productId, productId), eq(reviewFeedback.isApproved, 'Y')));
  return { count: Number(r.count), average: r.avg === null ? null : Math.round(Number(r.avg) * 10) / 10 };
}

async function assertCollectionsExist(db: Db, ids: string[]) {
  if (!ids.length) return;
  const found = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing) throw E.invalid('collectionIds', `collection ${missing} does not exist`);
}

async function uniqueSlug(db: Db, wanted: string, exceptId?: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const slug = i === 0 ? wanted : `${wanted}-${i + 1}`;
    const [f] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
    if (!f || f.id === exceptId) return slug;
  }
  throw E.conflict('slug', 'slugTaken');
}

/** Sets the product's collections, appending it at the end of any collection it newly joins. */
async function setMembership(db: Db, productId: string, collectionIds: string[]) {
  const current = await db.select({ collectionId: collectionProducts.collectionId }).from(collectionProducts).where(eq(collectionProducts.productId, productId));
  const drop = current.filter((c) => !collectionIds.includes(c.collectionId)).map((c) => c.collectionId);
  if (drop.length) await db.delete(collectionProducts).where(and(eq(collectionProducts.productId, productId), inArray(collectionProducts.collectionId, drop)));
  for (const collectionId of collectionIds.filter((id) => !current.some((c) => c.collectionId === id))) {
    await db.insert(collectionProducts).values({
      collectionId, productId,
      position: sql`(select coalesce(max(${collectionProducts.position}), -1) + 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId})`,
    }).onConflictDoNothing();
  }
  return [...new Set([...current.map((c) => c.collectionId), ...collectionIds])];
}

function touched(id: string, collectionIds: string[]) {
  invalidate(tags.product(id), tags.products, ...collectionIds.map(tags.collection));
}

export async function createProduct(db: Db, input: TProductInput, actor: TActor): Promise<TProduct> {
  checkOptionGroups(input.optionGroups);
  const variants = normaliseVariants(input.optionGroups, input.variants, input.price);
  await assertCollectionsExist(db, input.collectionIds);
  const slug = await uniqueSlug(db, input.slug ?? slugify(input.name));
  const { collectionIds, ...fields } = input;
  try {
    const [row] = await db.insert(products).values({
      ...fields, slug, variants, description: sanitizeRichText(input.description),
      ...derived({ name: input.name, variants, optionGroups: input.optionGroups }),
      createdBy: actor.username, updatedBy: actor.username,
    }).returning({ id: products.id });
    await setMembership(db, row.id, collectionIds);
    await rememberWords(db, derived({ name: input.name, variants, optionGroups: input.optionGroups }).searchText);
    await pathTaken(db, storePath.product(slug));
    await logUserAction(db, actor, 'CREATE', { type: 'product', id: row.id, detail: { name: input.name } });
    touched(row.id, collectionIds);
    return getProduct(db, row.id, 'console');
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('slug', 'slugTaken');
    throw err;
  }
}

export async function updateProduct(db: Db, id: string, input: Partial<TProductInput>, actor: TActor): Promise<TProduct> {
  const cur = await getProduct(db, id, 'console');
  const optionGroups = input.optionGroups ?? cur.optionGroups;
  checkOptionGroups(optionGroups);
  // Variants are re-checked whenever the groups change, even when the list itself was not sent.
  const variants = input.variants || input.optionGroups
    ? normaliseVariants(optionGroups, input.variants ?? cur.variants, input.price ?? cur.price)
    : cur.variants;
  if (input.collectionIds) await assertCollectionsExist(db, input.collectionIds);
  const slug = input.slug && input.slug !== cur.slug ? await uniqueSlug(db, input.slug, id) : cur.slug;
  const { collectionIds, ...fields } = input;
  try {
    await db.update(products).set({
      ...fields, slug, optionGroups, variants,
      ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
      ...derived({ name: input.name ?? cur.name, variants, optionGroups }),
      updatedDate: new Date(), updatedBy: actor.username,
    }).where(eq(products.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('slug', 'slugTaken');
    throw err;
  }
  if (slug !== cur.slug) await slugMoved(db, storePath.product(cur.slug), storePath.product(slug), actor);
  const all = collectionIds ? await setMembership(db, id, collectionIds) : cur.collectionIds;
  await rememberWords(db, derived({ name: input.name ?? cur.name, variants, optionGroups }).searchText);
  await logUserAction(db, actor, 'UPDATE', { type: 'product', id, detail: { changed: Object.keys(input) } });
  touched(id, all);
  return getProduct(db, id, 'console');
}

export async function removeProduct(db: Db, id: string, actor: TActor) {
  const cur = await getProduct(db, id, 'console');
  await db.delete(products).where(eq(products.id, id));
  await targetGone(db, storePath.product(cur.slug));
  await logUserAction(db, actor, 'DELETE', { type: 'product', id, detail: { name: cur.name } });
  touched(id, cur.collectionIds);
  return { id };
}

/** The option values on sale in a listing (all published products, or one collection's), for its filters. */
export async function optionFacets(db: Db, collectionId?: string) {
  const rows = await db.select({ groups: products.optionGroups }).from(products).where(whereOf({ status: 'published', collectionId } as TProductFilter, 'public'));
  const facets = new Map<string, Set<string>>();
  for (const r of rows) for (const g of r.groups) for (const v of g.values) (facets.get(g.name) ?? facets.set(g.name, new Set()).get(g.name)!).add(v);
  return [...facets].map(([name, values]) => ({ name, values: [...values] })).sort((a, b) => a.name.localeCompare(b.name));
}
