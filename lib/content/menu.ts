import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { menuItems } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import type { TAudience } from '@/lib/catalog/products';
import type { ZMenuItem, ZMenuItemUpdate } from './schemas';

const order = [asc(menuItems.order), asc(menuItems.title)];

export async function listMenu(db: Db, audience: TAudience = 'public') {
  return db.select().from(menuItems).where(audience === 'public' ? eq(menuItems.hidden, false) : undefined).orderBy(...order);
}

export function pageMenu(db: Db, page: number, limit: number) {
  return pageOf(db, menuItems, undefined, (offset, n) => db.select().from(menuItems).orderBy(...order).offset(offset).limit(n), page, limit);
}

export async function getMenuItem(db: Db, id: string, audience: TAudience = 'public') {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  if (!row || (audience === 'public' && row.hidden)) throw E.notFound('Menu item');
  return row;
}

/** A parent must exist, and an item may not sit under itself or under one of its own children. */
async function checkParent(db: Db, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  const all = await db.select({ id: menuItems.id, parentId: menuItems.parentId }).from(menuItems);
  if (!all.some((m) => m.id === parentId)) throw E.invalid('parentId', 'no such menu item');
  for (let at: string | null | undefined = parentId, hops = 0; at && hops < 100; hops++) {
    if (at === selfId) throw E.invalid('parentId', 'menuLoop');
    at = all.find((m) => m.id === at)?.parentId;
  }
}

const dupLink = () => E.conflict('to', 'menuLinkTaken');

export async function createMenuItem(db: Db, input: z.infer<typeof ZMenuItem>, actor: TActor) {
  await checkParent(db, input.parentId);
  try {
    const [row] = await db.insert(menuItems).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'menu', id: row.id, detail: { title: row.title } });
    invalidate(tags.menu);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw dupLink();
    throw err;
  }
}

export async function updateMenuItem(db: Db, id: string, input: z.infer<typeof ZMenuItemUpdate>, actor: TActor) {
  await getMenuItem(db, id, 'console');
  await checkParent(db, input.parentId, id);
  try {
    const [row] = await db.update(menuItems).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(menuItems.id, id)).returning();
    await logUserAction(db, actor, 'UPDATE', { type: 'menu', id, detail: { changed: Object.keys(input) } });
    invalidate(tags.menu);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw dupLink();
    throw err;
  }
}

/** Children move up to the removed item's parent rather than vanish with it. */
export async function removeMenuItem(db: Db, id: string, actor: TActor) {
  const cur = await getMenuItem(db, id, 'console');
  await db.update(menuItems).set({ parentId: cur.parentId }).where(eq(menuItems.parentId, id));
  await db.delete(menuItems).where(eq(menuItems.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'menu', id, detail: { title: cur.title } });
  invalidate(tags.menu);
  return { id };
}
