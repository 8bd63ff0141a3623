import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { apiCollections, apiRequests } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { hint, seal } from '@/lib/crypto/secret-box';
import { logUserAction, type TActor } from '@/lib/logs/write';
import type { ZApiCollection, ZApiCollectionUpdate, ZApiRequest, ZApiRequestUpdate } from './schemas';

/* Collections and their saved requests. A request's key or token is sealed and never answered whole. */

type TRequestRow = typeof apiRequests.$inferSelect;
const requestDto = ({ authEnc, authHint, ...r }: TRequestRow) => ({ ...r, auth_set: !!authEnc, auth_hint: authHint });

const nameTaken = () => E.conflict('name', 'runnerCollectionTaken');

export async function listCollections(db: Db) {
  const rows = await db.select().from(apiCollections).orderBy(asc(apiCollections.name));
  const counts = await db.select({ id: apiRequests.collection_id, n: count() }).from(apiRequests).groupBy(apiRequests.collection_id);
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, request_count: n.get(r.id) ?? 0 }));
}

export async function getCollection(db: Db, id: string) {
  const [row] = await db.select().from(apiCollections).where(eq(apiCollections.id, id)).limit(1);
  if (!row) throw E.notFound('Collection');
  return row;
}

export async function createCollection(db: Db, input: z.infer<typeof ZApiCollection>, actor: TActor) {
  try {
    const [row] = await db.insert(apiCollections).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'apiCollection', id: row.id, detail: { name: row.name } });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateCollection(db: Db, id: string, input: z.infer<typeof ZApiCollectionUpdate>, actor: TActor) {
  await getCollection(db, id);
  try {
    await db.update(apiCollections).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(apiCollections.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  await logUserAction(db, actor, 'UPDATE', { type: 'apiCollection', id, detail: { changed: Object.keys(input) } });
  return getCollection(db, id);
}

/** Deletes the collection and, with it, its saved requests. */
export async function removeCollection(db: Db, id: string, actor: TActor) {
  const c = await getCollection(db, id);
  await db.delete(apiCollections).where(eq(apiCollections.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'apiCollection', id, detail: { name: c.name } });
  return { id };
}

export async function listRequests(db: Db, collectionId?: string) {
  const rows = await db.select().from(apiRequests).where(collectionId ? eq(apiRequests.collection_id, collectionId) : undefined)
    .orderBy(asc(apiRequests.name));
  return rows.map(requestDto);
}

async function requestRow(db: Db, id: string) {
  const [row] = await db.select().from(apiRequests).where(eq(apiRequests.id, id)).limit(1);
  if (!row) throw E.notFound('Saved request');
  return row;
}
export const getRequest = async (db: Db, id: string) => requestDto(await requestRow(db, id));
/** The stored row with its sealed key, for running it. Server-only. */
export const savedForRun = requestRow;

function sealedAuth(value: string | null | undefined) {
  if (value === undefined) return {};
  if (value === null || value === '') return { authEnc: null, authHint: null };
  return { authEnc: seal(value), authHint: hint(value) };
}

async function assertCollection(db: Db, id: string | undefined) {
  if (id === undefined) return;
  const [c] = await db.select({ id: apiCollections.id }).from(apiCollections).where(eq(apiCollections.id, id)).limit(1);
  if (!c) throw E.invalid('collection_id', 'no such collection');
}

export async function createRequest(db: Db, input: z.infer<typeof ZApiRequest>, actor: TActor) {
  await assertCollection(db, input.collection_id);
  const { auth_value, ...fields } = input;
  const [row] = await db.insert(apiRequests).values({ ...fields, ...sealedAuth(auth_value), createdBy: actor.username, updatedBy: actor.username }).returning();
  await logUserAction(db, actor, 'CREATE', { type: 'apiRequest', id: row.id, detail: { name: row.name, method: row.method, url: row.url } });
  return requestDto(row);
}

export async function updateRequest(db: Db, id: string, input: z.infer<typeof ZApiRequestUpdate>, actor: TActor) {
  await requestRow(db, id);
  await assertCollection(db, input.collection_id);
  const { auth_value, ...fields } = input;
  await db.update(apiRequests).set({ ...fields, ...sealedAuth(auth_value), updatedDate: new Date(), updatedBy: actor.username }).where(eq(apiRequests.id, id));
  await logUserAction(db, actor, 'UPDATE', { type: 'apiRequest', id, detail: { changed: Object.keys(input) } });
  return getRequest(db, id);
}

export async function removeRequest(db: Db, id: string, actor: TActor) {
  const r = await requestRow(db, id);
  await db.delete(apiRequests).where(eq(apiRequests.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'apiRequest', id, detail: { name: r.name } });
  return { id };
}
