import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { products, reviewFeedback } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import type { TAudience } from './products';
import type { ZReview, ZReviewFilter, ZReviewUpdate } from './schemas';

type TFilter = z.infer<typeof ZReviewFilter>;

/** Shoppers only ever see approved reviews ('Y'); the console filters as it likes. */
function whereOf(f: TFilter, audience: TAudience): SQL | undefined {
  const approved = audience === 'public' ? 'Y' : f.isApproved;
  return and(
    f.productId ? eq(reviewFeedback.productId, f.productId) : undefined,
    approved && approved !== 'all' ? eq(reviewFeedback.isApproved, approved) : undefined,
  );
}

export function pageReviews(db: Db, f: TFilter, page: number, limit: number, audience: TAudience = 'public') {
  const where = whereOf(f, audience);
  return pageOf(db, reviewFeedback, where, async (offset, n) => {
    const rows = await db.select().from(reviewFeedback).where(where).orderBy(desc(reviewFeedback.createdDate), desc(reviewFeedback.id)).offset(offset).limit(n);
    if (audience === 'public' || !rows.length) return rows;
    // The console moderates reviews of many products at once, so each row names its product.
    const ids = [...new Set(rows.map((r) => r.productId))];
    const names = new Map((await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map((p) => [p.id, p.name]));
    return rows.map((r) => ({ ...r, productName: names.get(r.productId) ?? null }));
  }, page, limit);
}

export async function getReview(db: Db, id: string, audience: TAudience = 'public') {
  const [row] = await db.select().from(reviewFeedback).where(eq(reviewFeedback.id, id)).limit(1);
  if (!row || (audience === 'public' && row.isApproved !== 'Y')) throw E.notFound('Review');
  return row;
}

/** Anyone may post a review of a published product. It waits for approval, whatever the body says. */
export async function postReview(db: Db, input: z.infer<typeof ZReview>, actor: TActor) {
  const [p] = await db.select({ status: products.status }).from(products).where(eq(products.id, input.productId)).limit(1);
  if (!p || p.status !== 'published') throw E.invalid('productId', 'no such product');
  const [row] = await db.insert(reviewFeedback).values({ ...input, isApproved: 'N', createdBy: actor.username ?? 'shopper', updatedBy: actor.username ?? 'shopper' }).returning();
  return row;
}

export async function updateReview(db: Db, id: string, input: z.infer<typeof ZReviewUpdate>, actor: TActor) {
  const cur = await getReview(db, id, 'console');
  const [row] = await db.update(reviewFeedback).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(reviewFeedback.id, id)).returning();
  await logUserAction(db, actor, 'UPDATE', { type: 'review', id, detail: { changed: Object.keys(input), isApproved: row.isApproved } });
  invalidate(tags.reviews(cur.productId), tags.product(cur.productId));
  return row;
}

export async function removeReview(db: Db, id: string, actor: TActor) {
  const cur = await getReview(db, id, 'console');
  await db.delete(reviewFeedback).where(eq(reviewFeedback.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'review', id, detail: { productId: cur.productId } });
  invalidate(tags.reviews(cur.productId), tags.product(cur.productId));
  return { id };
}
