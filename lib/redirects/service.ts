import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { redirects, type TRedirectOrigin } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { keepQuery, pathKey, targetKey, type TRedirectInput } from './paths';

type TRow = typeof redirects.$inferSelect;

/** The shop's addresses of the things whose slug can change. */
export const storePath = {
  product: (slug: string) => `/product/${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
  page: (slug: string) => `/page/${slug}`,
  post: (slug: string) => `/blog-view/${slug}`,
};

export async function pageRedirects(db: Db, q: TPageQuery & { origin?: TRedirectOrigin }) {
  const text = q.query ? or(ilike(redirects.fromPath, likePattern(q.query)), ilike(redirects.toPath, likePattern(q.query))) : undefined;
  const where = and(text, q.origin ? eq(redirects.origin, q.origin) : undefined);
  return pageOf(db, redirects, where, (offset, limit) =>
    db.select().from(redirects).where(where).orderBy(desc(redirects.createdDate), desc(redirects.id)).offset(offset).limit(limit), q.page, q.limit);
}

export async function getRedirect(db: Db, id: string) {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
  if (!row) throw E.notFound('Redirect');
  return row;
}

/**
 * Keeps every redirect one hop long, so no visitor is bounced twice and no loop can form: a target is never itself
 * an old path. A new `from → to` takes over the redirects that led to `from`. Where `to` is itself redirected,
 * an administrator is told where it leads; a slug change instead means `to` answers again, so that redirect goes.
 */
async function oneHop(db: Db, fromPath: string, toPath: string, origin: TRedirectOrigin, exceptId?: string) {
  const to = targetKey(toPath);
  if (to === fromPath) throw E.invalid('toPath', 'redirectSelf');
  if (to) {
    const [onward] = await db.select().from(redirects).where(and(eq(redirects.fromPath, to), exceptId ? ne(redirects.id, exceptId) : undefined)).limit(1);
    if (onward && origin === 'manual') throw E.conflict('toPath', 'redirectChain');
    if (onward) await db.delete(redirects).where(eq(redirects.id, onward.id));
  }
  const leading = await db.select().from(redirects).where(sql`regexp_replace(${redirects.toPath}, '[?#].*$', '') = ${fromPath}`);
  for (const r of leading) {
    if (r.id === exceptId) continue;
    await db.update(redirects).set({ toPath: keepQuery(toPath, r.toPath), updatedDate: new Date() }).where(eq(redirects.id, r.id));
  }
}

/** `log: false` for a bulk import, which writes one user-log line for the whole file. */
export async function createRedirect(db: Db, input: TRedirectInput, actor: TActor, { log = true } = {}) {
  const [taken] = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, input.fromPath)).limit(1);
  if (taken) throw E.conflict('fromPath', 'redirectTaken');
  await oneHop(db, input.fromPath, input.toPath, 'manual');
  try {
    const [row] = await db.insert(redirects).values({ ...input, origin: 'manual', createdBy: actor.username, updatedBy: actor.username }).returning();
    if (log) await logUserAction(db, actor, 'CREATE', { type: 'redirect', id: row.id, detail: { fromPath: row.fromPath, toPath: row.toPath } });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('fromPath', 'redirectTaken');
    throw err;
  }
}

export async function updateRedirect(db: Db, id: string, input: Partial<TRedirectInput>, actor: TActor, { log = true } = {}) {
  const cur = await getRedirect(db, id);
  const next = { fromPath: input.fromPath ?? cur.fromPath, toPath: input.toPath ?? cur.toPath };
  if (next.fromPath !== cur.fromPath) {
    const [taken] = await db.select({ id: redirects.id }).from(redirects).where(and(eq(redirects.fromPath, next.fromPath), ne(redirects.id, id))).limit(1);
    if (taken) throw E.conflict('fromPath', 'redirectTaken');
  }
  await oneHop(db, next.fromPath, next.toPath, 'manual', id);
  try {
    // An edited redirect is the administrator's own from then on: a later slug change no longer rewrites it silently.
    const [row] = await db.update(redirects).set({ ...next, origin: 'manual', updatedDate: new Date(), updatedBy: actor.username }).where(eq(redirects.id, id)).returning();
    if (log) await logUserAction(db, actor, 'UPDATE', { type: 'redirect', id, detail: { fromPath: row.fromPath, toPath: row.toPath, was: { fromPath: cur.fromPath, toPath: cur.toPath } } });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('fromPath', 'redirectTaken');
    throw err;
  }
}

export async function removeRedirect(db: Db, id: string, actor: TActor) {
  const cur = await getRedirect(db, id);
  await db.delete(redirects).where(eq(redirects.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'redirect', id, detail: { fromPath: cur.fromPath, toPath: cur.toPath } });
  return { id };
}

/**
 * A slug changed: the old address sends visitors on to the new one (308), so search results, shared links and
 * running ads keep working. Part of the product's, collection's, page's or post's own update, logged there.
 */
export async function slugMoved(db: Db, oldPath: string, newPath: string, actor: TActor) {
  const fromPath = pathKey(oldPath);
  if (!fromPath || fromPath === pathKey(newPath)) return;
  await oneHop(db, fromPath, newPath, 'slug');
  await db.insert(redirects).values({ fromPath, toPath: newPath, origin: 'slug', createdBy: actor.username, updatedBy: actor.username })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: newPath, origin: 'slug', updatedDate: new Date(), updatedBy: actor.username } });
}

/** A new thing answers at `path` again: a redirect the shop made from there would never be reached, so it goes. */
export async function pathTaken(db: Db, path: string) {
  const key = pathKey(path);
  if (key) await db.delete(redirects).where(and(eq(redirects.fromPath, key), eq(redirects.origin, 'slug')));
}

/** The thing at `path` was deleted: the redirects the shop made to it would only lead to a 404. */
export async function targetGone(db: Db, path: string) {
  await db.delete(redirects).where(and(eq(redirects.toPath, path), eq(redirects.origin, 'slug')));
}

/** The redirect for a request path that answered nothing, if any. */
export async function findRedirect(db: Db, requestPath: string): Promise<TRow | null> {
  const key = pathKey(requestPath);
  if (!key) return null;
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, key)).limit(1);
  return row ?? null;
}

export async function countHit(db: Db, id: string) {
  await db.update(redirects).set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() }).where(eq(redirects.id, id));
}
