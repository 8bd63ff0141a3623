import crypto from 'node:crypto';
import { desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { sourceSystemApis, sourceSystems, targetApis } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidIpEntry } from '../ip';
import { keyPrefix } from '../proxy';
import { notifyGatewayChange } from '../runtime';
import type { ZSourceSystem, ZSourceSystemUpdate } from '../schemas';

type TRow = typeof sourceSystems.$inferSelect;

/** Lists show only the key's display prefix; the key is shown once, when issued. */
const dto = ({ apiKeyHash, keyIssuedAt, ...r }: TRow, apiIds: string[]) => ({
  ...r, created_at: r.createdDate, api_key: r.api_key_prefix ? `${r.api_key_prefix}…` : null, key_issued_at: keyIssuedAt,
  has_key: !!apiKeyHash, api_ids: apiIds,
});

async function grantsOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string[]>();
  const rows = await db.select().from(sourceSystemApis).where(inArray(sourceSystemApis.source_system_id, ids));
  const m = new Map<string, string[]>();
  for (const r of rows) m.set(r.source_system_id, [...(m.get(r.source_system_id) ?? []), r.api_id]);
  return m;
}

const withGrants = async (db: Db, rows: TRow[]) => {
  const g = await grantsOf(db, rows.map((r) => r.id));
  return rows.map((r) => dto(r, g.get(r.id) ?? []));
};

export async function listSourceSystems(db: Db) {
  return withGrants(db, await db.select().from(sourceSystems).orderBy(sourceSystems.name));
}

export async function pageSourceSystems(db: Db, q: TPageQuery) {
  const where = q.query ? ilike(sourceSystems.name, likePattern(q.query)) : undefined;
  return pageOf(db, sourceSystems, where, async (offset, limit) =>
    withGrants(db, await db.select().from(sourceSystems).where(where).orderBy(desc(sourceSystems.createdDate)).offset(offset).limit(limit)), q.page, q.limit);
}

export async function getSourceSystem(db: Db, id: string) {
  const [row] = await db.select().from(sourceSystems).where(eq(sourceSystems.id, id)).limit(1);
  if (!row) throw E.notFound('Source system');
  return (await withGrants(db, [row]))[0];
}

function checkIps(spec: string | undefined) {
  if (spec === undefined) return;
  const bad = invalidIpEntry(spec);
  if (bad) throw E.invalid('source_ip', 'ipOrCidr', { value: bad });
}

async function setGrants(db: Db, id: string, apiIds: string[] | undefined) {
  if (apiIds === undefined) return;
  const unique = [...new Set(apiIds)];
  if (unique.length) {
    const found = await db.select({ id: targetApis.id }).from(targetApis).where(inArray(targetApis.id, unique));
    const missing = unique.find((a) => !found.some((f) => f.id === a));
    if (missing) throw E.invalid('api_ids', `no such API ${missing}`);
  }
  await db.delete(sourceSystemApis).where(eq(sourceSystemApis.source_system_id, id));
  if (unique.length) await db.insert(sourceSystemApis).values(unique.map((api_id) => ({ source_system_id: id, api_id })));
}

const nameTaken = () => E.conflict('name', 'sourceNameTaken');

export async function createSourceSystem(db: Db, input: z.infer<typeof ZSourceSystem>, actor: TActor) {
  checkIps(input.source_ip);
  const { api_ids, ...fields } = input;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(sourceSystems).values({ ...fields, source_ip: fields.source_ip ?? '', createdBy: actor.username, updatedBy: actor.username }).returning();
      await setGrants(tx as unknown as Db, row.id, api_ids ?? []);
      return row.id;
    });
    await logUserAction(db, actor, 'CREATE', { type: 'sourceSystem', id, detail: { name: input.name, api_ids } });
    await notifyGatewayChange(db);
    return getSourceSystem(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateSourceSystem(db: Db, id: string, input: z.infer<typeof ZSourceSystemUpdate>, actor: TActor) {
  await getSourceSystem(db, id);
  checkIps(input.source_ip);
  const { api_ids, ...fields } = input;
  try {
    await db.transaction(async (tx) => {
      await tx.update(sourceSystems).set({ ...fields, updatedDate: new Date(), updatedBy: actor.username }).where(eq(sourceSystems.id, id));
      await setGrants(tx as unknown as Db, id, api_ids);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  await logUserAction(db, actor, 'UPDATE', { type: 'sourceSystem', id, detail: { changed: Object.keys(input) } });
  await notifyGatewayChange(db);
  return getSourceSystem(db, id);
}

export async function removeSourceSystem(db: Db, id: string, actor: TActor) {
  const s = await getSourceSystem(db, id);
  await db.delete(sourceSystems).where(eq(sourceSystems.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'sourceSystem', id, detail: { name: s.name } });
  await notifyGatewayChange(db);
  return { id };
}

/** Issues a new key (rotating any previous one at once). The only time the key is shown. */
export async function issueKey(db: Db, id: string, actor: TActor) {
  await getSourceSystem(db, id);
  const key = `sgk_${crypto.randomBytes(6).toString('base64url').slice(0, 8)}_${crypto.randomBytes(24).toString('base64url')}`;
  await db.update(sourceSystems).set({
    apiKeyHash: crypto.createHash('sha256').update(key).digest('hex'), api_key_prefix: keyPrefix(key), keyIssuedAt: new Date(),
    updatedDate: new Date(), updatedBy: actor.username,
  }).where(eq(sourceSystems.id, id));
  await logUserAction(db, actor, 'UPDATE', { type: 'sourceSystem', id, detail: { key: 'issued', prefix: keyPrefix(key) } });
  await notifyGatewayChange(db);
  return { ...(await getSourceSystem(db, id)), api_key: key };
}

export async function revokeKey(db: Db, id: string, actor: TActor) {
  await getSourceSystem(db, id);
  await db.update(sourceSystems).set({ apiKeyHash: null, api_key_prefix: null, keyIssuedAt: null, updatedDate: new Date(), updatedBy: actor.username })
    .where(eq(sourceSystems.id, id));
  await logUserAction(db, actor, 'UPDATE', { type: 'sourceSystem', id, detail: { key: 'revoked' } });
  await notifyGatewayChange(db);
  return getSourceSystem(db, id);
}

