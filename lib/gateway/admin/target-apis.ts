import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { targetApis, targetSystems } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { notifyGatewayChange } from '../runtime';
import type { ZTargetApi, ZTargetApiQuery, ZTargetApiUpdate } from '../schemas';

async function assertTarget(db: Db, id: string | undefined) {
  if (!id) return;
  const [t] = await db.select({ id: targetSystems.id }).from(targetSystems).where(eq(targetSystems.id, id)).limit(1);
  if (!t) throw E.invalid('target_system_id', 'no such target system');
}

export async function listTargetApis(db: Db, targetSystemId?: string) {
  return db.select().from(targetApis).where(targetSystemId ? eq(targetApis.target_system_id, targetSystemId) : undefined)
    .orderBy(asc(targetApis.api_name));
}

export async function pageTargetApis(db: Db, q: z.infer<typeof ZTargetApiQuery>) {
  const p = q.query ? likePattern(q.query) : null;
  const where = and(
    q.target_system_id ? eq(targetApis.target_system_id, q.target_system_id) : undefined,
    p ? or(ilike(targetApis.api_name, p), ilike(targetApis.path, p), ilike(targetApis.description, p)) : undefined,
  );
  return pageOf(db, targetApis, where, (offset, limit) =>
    db.select().from(targetApis).where(where).orderBy(desc(targetApis.createdDate)).offset(offset).limit(limit), q.page, q.limit);
}

export async function getTargetApi(db: Db, id: string) {
  const [row] = await db.select().from(targetApis).where(eq(targetApis.id, id)).limit(1);
  if (!row) throw E.notFound('Target API');
  return row;
}

const duplicate = () => E.conflict('path', 'apiTaken');

export async function createTargetApi(db: Db, input: z.infer<typeof ZTargetApi>, actor: TActor) {
  await assertTarget(db, input.target_system_id);
  try {
    const [row] = await db.insert(targetApis).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'targetApi', id: row.id, detail: { method: row.method, path: row.path } });
    await notifyGatewayChange(db);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function updateTargetApi(db: Db, id: string, input: z.infer<typeof ZTargetApiUpdate>, actor: TActor) {
  await getTargetApi(db, id);
  await assertTarget(db, input.target_system_id);
  try {
    await db.update(targetApis).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(targetApis.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  await logUserAction(db, actor, 'UPDATE', { type: 'targetApi', id, detail: { changed: Object.keys(input) } });
  await notifyGatewayChange(db);
  return getTargetApi(db, id);
}

export async function removeTargetApi(db: Db, id: string, actor: TActor) {
  const a = await getTargetApi(db, id);
  await db.delete(targetApis).where(eq(targetApis.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'targetApi', id, detail: { method: a.method, path: a.path } });
  await notifyGatewayChange(db);
  return { id };
}
