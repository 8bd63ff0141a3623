import { asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { targetSystems } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { hint, seal } from '@/lib/crypto/secret-box';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { notifyGatewayChange } from '../runtime';
import type { ZTargetSystem, ZTargetSystemUpdate } from '../schemas';

type TRow = typeof targetSystems.$inferSelect;

/** The auth key never leaves the server: only whether one is set and a short hint. */
const dto = ({ authKeyEnc, authKeyHint, ...r }: TRow) => ({ ...r, auth_key_set: !!authKeyEnc, auth_key_hint: authKeyHint });

export async function listTargetSystems(db: Db) {
  return (await db.select().from(targetSystems).orderBy(asc(targetSystems.name))).map(dto);
}

export async function pageTargetSystems(db: Db, q: TPageQuery) {
  const p = q.query ? likePattern(q.query) : null;
  const where = p ? or(ilike(targetSystems.name, p), ilike(targetSystems.code, p), ilike(targetSystems.origin_url, p)) : undefined;
  return pageOf(db, targetSystems, where, async (offset, limit) =>
    (await db.select().from(targetSystems).where(where).orderBy(desc(targetSystems.createdDate)).offset(offset).limit(limit)).map(dto), q.page, q.limit);
}

export async function getTargetSystem(db: Db, id: string) {
  const [row] = await db.select().from(targetSystems).where(eq(targetSystems.id, id)).limit(1);
  if (!row) throw E.notFound('Target system');
  return dto(row);
}

function sealedKey(authKey: string | null | undefined) {
  if (authKey === undefined) return {};
  if (authKey === null || authKey === '') return { authKeyEnc: null, authKeyHint: null };
  return { authKeyEnc: seal(authKey), authKeyHint: hint(authKey) };
}

export async function createTargetSystem(db: Db, input: z.infer<typeof ZTargetSystem>, actor: TActor) {
  const { auth_key, ...fields } = input;
  try {
    const [row] = await db.insert(targetSystems).values({ ...fields, ...sealedKey(auth_key), createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'targetSystem', id: row.id, detail: { code: row.code } });
    await notifyGatewayChange(db);
    return dto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('code', 'targetCodeTaken');
    throw err;
  }
}

export async function updateTargetSystem(db: Db, id: string, input: z.infer<typeof ZTargetSystemUpdate>, actor: TActor) {
  await getTargetSystem(db, id);
  const { auth_key, ...fields } = input;
  try {
    await db.update(targetSystems).set({ ...fields, ...sealedKey(auth_key), updatedDate: new Date(), updatedBy: actor.username }).where(eq(targetSystems.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('code', 'targetCodeTaken');
    throw err;
  }
  await logUserAction(db, actor, 'UPDATE', { type: 'targetSystem', id, detail: { changed: Object.keys(input) } });
  await notifyGatewayChange(db);
  return getTargetSystem(db, id);
}

export async function removeTargetSystem(db: Db, id: string, actor: TActor) {
  const t = await getTargetSystem(db, id);
  await db.delete(targetSystems).where(eq(targetSystems.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'targetSystem', id, detail: { code: t.code } });
  await notifyGatewayChange(db);
  return { id };
}

