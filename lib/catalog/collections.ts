import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { collectionProducts, collections, products } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import { slugify } from './derive';
import { pathTaken, slugMoved, storePath, targetGone } from '@/lib/redirects/service';
import type { TAudience } from './products';
import type { ZCollection, ZCollectionFilter, ZCollectionUpdate } from './schemas';

type TRow = typeof collections.$inferSelect;
export type TCollection = TRow & { productCount: number };

const withCount = (db: Db, audience: TAudience) => db.select({
  c: collections,
  // The storefront counts what a shopper can see; the console counts every member.
  n: audience === 'public'
    ? sql<number>`(select count(*)::int from ${collectionProducts} join ${products} on ${products.id} = ${collectionProducts.productId} where ${collectionProducts.collectionId} = ${collections.id} and ${products.status} = 'published')`
    : sql<number>`(select count(*)::int from ${collectionProducts} where ${collectionProducts.collectionId} = ${collections.id})`,
}).from(collections);
const dto = (r: { c: TRow; n: number }): TCollection => ({ ...r.c, productCount: Number(r.n) });

function whereOf(f: z.infer<typeof ZCollectionFilter>, audience: TAudience) {
  const parts: (SQL | undefined)[] = [audience === 'public' || !f.all ? eq(collections.isVisiable, true) : undefined];
  if (f.text) parts.push(or(ilike(collections.name, likePattern(f.text)), ilike(collections.description, likePattern(f.text))));
  if (f.slug) parts.push(eq(collections.slug, f.slug));
  if (f.isFeatured !== undefined) parts.push(eq(collections.isFeatured, f.isFeatured));
  return and(...parts);
}
const order = [asc(collections.order), asc(collections.name), asc(collections.id)];

export async function listCollections(db: Db, f: z.infer<typeof ZCollectionFilter>, audience: TAudience = 'public') {
  return (await withCount(db, audience).where(whereOf(f, audience)).orderBy(...order)).map(dto);
}

/** The console's grid: the same filters, a page at a time. */
export async function pageCollections(db: Db, f: z.infer<typeof ZCollectionFilter>, page: number, limit: number, audience: TAudience) {
  const where = whereOf(f, audience);
  const fetch = async (offset: number, n: number) => (await withCount(db, audience).where(where).orderBy(...order).offset(offset).limit(n)).map(dto);
  return pageOf(db, collections, where, fetch, page, limit);
}

export async function getCollection(db: Db, id: string, audience: TAudience = 'public') {
  const [row] = await withCount(db, audience).where(eq(collections.id, id)).limit(1);
  if (!row || (audience === 'public' && !row.c.isVisiable)) throw E.notFound('Collection');
  return { ...dto(row), productIds: await memberIds(db, id) };
}

export async function findVisibleBySlug(db: Db, slug: string) {
  const [row] = await withCount(db, 'public').where(and(eq(collections.slug, slug), eq(collections.isVisiable, true))).limit(1);
  return row ? dto(row) : null;
}

async function memberIds(db: Db, id: string) {
  return (await db.select({ id: collectionProducts.productId }).from(collectionProducts)
    .where(eq(collectionProducts.collectionId, id)).orderBy(asc(collectionProducts.position))).map((r) => r.id);
}

async function setMembers(db: Db, id: string, productIds: string[]) {
  const unique = [...new Set(productIds)];
  if (unique.length) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
    const missing = unique.find((p) => !found.some((f) => f.id === p));
    if (missing) throw E.invalid('productIds', `product ${missing} does not exist`);
  }
  const before = await memberIds(db, id);
  // One step: a shopper never sees the collection empty between the two, and a failure keeps the old order.
  await db.transaction(async (tx) => {
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (unique.length) await tx.insert(collectionProducts).values(unique.map((productId, position) => ({ collectionId: id, productId, position })));
  });
  invalidate(...[...new Set([...before, ...unique])].map(tags.product), tags.products);
}

async function slugFor(db: Db, wanted: string, exceptId?: string) {
  const [f] = await db.select({ id: collections.id }).from(collections).where(eq(collections.slug, wanted)).limit(1);
  if (f && f.id !== exceptId) throw E.conflict('slug', 'collectionSlugTaken');
  return wanted;
}

export async function createCollection(db: Db, input: z.infer<typeof ZCollection>, actor: TActor) {
  const { productIds, ...fields } = input;
  const slug = await slugFor(db, input.slug ?? slugify(input.name));
  try {
    const [row] = await db.insert(collections).values({ ...fields, slug, createdBy: actor.username, updatedBy: actor.username }).returning({ id: collections.id });
    if (productIds) await setMembers(db, row.id, productIds);
    await pathTaken(db, storePath.collection(slug));
    await logUserAction(db, actor, 'CREATE', { type: 'collection', id: row.id, detail: { name: input.name } });
    invalidate(tags.collections, tags.collection(row.id));
    return getCollection(db, row.id, 'console');
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('slug', 'collectionSlugTaken');
    throw err;
  }
}

export async function updateCollection(db: Db, id: string, input: z.infer<typeof ZCollectionUpdate>, actor: TActor) {
  const cur = await getCollection(db, id, 'console');
  const { productIds, ...fields } = input;
  if (input.slug) await slugFor(db, input.slug, id);
  try {
    await db.update(collections).set({ ...fields, updatedDate: new Date(), updatedBy: actor.username }).where(eq(collections.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('slug', 'collectionSlugTaken');
    throw err;
  }
  if (input.slug && input.slug !== cur.slug) await slugMoved(db, storePath.collection(cur.slug), storePath.collection(input.slug), actor);
  if (productIds) await setMembers(db, id, productIds);
  await logUserAction(db, actor, 'UPDATE', { type: 'collection', id, detail: { changed: Object.keys(input) } });
  invalidate(tags.collections, tags.collection(id));
  return getCollection(db, id, 'console');
}

export async function removeCollection(db: Db, id: string, actor: TActor) {
  const cur = await getCollection(db, id, 'console');
  await db.delete(collections).where(eq(collections.id, id));
  await targetGone(db, storePath.collection(cur.slug));
  await logUserAction(db, actor, 'DELETE', { type: 'collection', id, detail: { name: cur.name } });
  invalidate(tags.collections, tags.collection(id), tags.products, ...cur.productIds.map(tags.product));
  return { id };
}
