import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { pages } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import { slugify } from '@/lib/catalog/derive';
import { pathTaken, slugMoved, storePath, targetGone } from '@/lib/redirects/service';
import type { TAudience } from '@/lib/catalog/products';
import { plainText, sanitizeRichText } from './sanitize';
import type { TPageFilter, ZContentPage, ZContentPageUpdate } from './schemas';

export type TContentPage = typeof pages.$inferSelect;

function whereOf(f: TPageFilter, audience: TAudience): SQL | undefined {
  const status = audience === 'public' ? 'published' : f.status;
  return and(
    status === 'all' ? undefined : eq(pages.status, status),
    f.type ? eq(pages.type, f.type) : undefined,
    f.slug ? eq(pages.slug, f.slug) : undefined,
    f.collectionId ? sql`${pages.collectionIds} @> ${JSON.stringify([f.collectionId])}::jsonb` : undefined,
    f.isFeatured !== undefined ? eq(pages.isFeatured, f.isFeatured) : undefined,
    f.text ? or(ilike(pages.title, likePattern(f.text)), ilike(pages.excerpt, likePattern(f.text))) : undefined,
  );
}
const newestFirst = [sql`${pages.publishedAt} desc nulls last`, desc(pages.createdDate)];

export async function listPages(db: Db, f: TPageFilter, audience: TAudience = 'public', limit = 200) {
  return db.select().from(pages).where(whereOf(f, audience)).orderBy(...newestFirst).limit(limit);
}

export function pagePages(db: Db, f: TPageFilter, page: number, limit: number, audience: TAudience = 'public') {
  const where = whereOf(f, audience);
  return pageOf(db, pages, where, (offset, n) => db.select().from(pages).where(where).orderBy(...newestFirst).offset(offset).limit(n), page, limit);
}

export async function getPage(db: Db, id: string, audience: TAudience = 'public') {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row || (audience === 'public' && row.status !== 'published')) throw E.notFound('Page');
  return row;
}

export async function findPublishedPage(db: Db, type: 'page' | 'post', slug: string) {
  const [row] = await db.select().from(pages).where(and(eq(pages.type, type), eq(pages.slug, slug), eq(pages.status, 'published'))).limit(1);
  return row ?? null;
}

/** A view of a post or page: one cheap update, run after the response is sent. */
export async function countView(db: Db, id: string) {
  await db.update(pages).set({ viewCount: sql`${pages.viewCount} + 1` }).where(eq(pages.id, id));
}

function prepared<T extends { content?: string; excerpt?: string; status?: string }>(input: T, wasPublishedAt: Date | null) {
  const content = input.content === undefined ? undefined : sanitizeRichText(input.content);
  return {
    ...input,
    ...(content === undefined ? {} : { content }),
    ...(input.excerpt === undefined && content !== undefined ? { excerpt: plainText(content, 240) } : {}),
    ...(input.status === 'published' && !wasPublishedAt ? { publishedAt: new Date() } : {}),
  };
}

const slugConflict = () => E.conflict('slug', 'pageSlugTaken');

export async function createPage(db: Db, input: z.infer<typeof ZContentPage>, actor: TActor) {
  const slug = input.slug ?? slugify(input.title);
  const [dup] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.type, input.type), eq(pages.slug, slug))).limit(1);
  if (dup) throw slugConflict();
  try {
    const [row] = await db.insert(pages).values({ ...prepared(input, null), slug, createdBy: actor.username, updatedBy: actor.username }).returning();
    await pathTaken(db, storePath[row.type](row.slug));
    await logUserAction(db, actor, 'CREATE', { type: input.type, id: row.id, detail: { title: row.title } });
    invalidate(tags.pages, tags.page(row.id));
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugConflict();
    throw err;
  }
}

export async function updatePage(db: Db, id: string, input: z.infer<typeof ZContentPageUpdate>, actor: TActor) {
  const cur = await getPage(db, id, 'console');
  try {
    const [row] = await db.update(pages).set({ ...prepared(input, cur.publishedAt), updatedDate: new Date(), updatedBy: actor.username })
      .where(eq(pages.id, id)).returning();
    await slugMoved(db, storePath[cur.type](cur.slug), storePath[row.type](row.slug), actor);
    await logUserAction(db, actor, 'UPDATE', { type: row.type, id, detail: { changed: Object.keys(input) } });
    invalidate(tags.pages, tags.page(id));
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugConflict();
    throw err;
  }
}

export async function removePage(db: Db, id: string, actor: TActor) {
  const cur = await getPage(db, id, 'console');
  await db.delete(pages).where(eq(pages.id, id));
  await targetGone(db, storePath[cur.type](cur.slug));
  await logUserAction(db, actor, 'DELETE', { type: cur.type, id, detail: { title: cur.title } });
  invalidate(tags.pages, tags.page(id));
  return { id };
}
