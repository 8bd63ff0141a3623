import { invalidate, tags } from '@/lib/store/cache';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { systemParams } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { logUserAction, type TActor } from '@/lib/logs/write';
import type { TParamInput, ZParamUpdate } from './schemas';
import { paramValueProblem } from './rules';
import { isTimeZone } from '@/lib/wire';

type TRow = typeof systemParams.$inferSelect;

/** Secret values (SMTP password, …) never leave the server whole. */
const dto = (r: TRow) => ({ ...r, value: r.isSecret && r.value ? '••••••' : r.value });

export async function listParams(db: Db, filter: { category?: string; activeOnly?: boolean } = {}) {
  const conds = [];
  if (filter.category) conds.push(eq(systemParams.category, filter.category));
  if (filter.activeOnly) conds.push(eq(systemParams.active, true));
  const rows = await db.select().from(systemParams).where(and(...conds)).orderBy(asc(systemParams.category), asc(systemParams.code));
  return rows.map(dto);
}

export async function getParam(db: Db, id: string) {
  const [row] = await db.select().from(systemParams).where(eq(systemParams.id, id)).limit(1);
  if (!row) throw E.notFound('System parameter');
  return dto(row);
}

/** The raw value the server uses, or the fallback when the parameter is missing or inactive. */
export async function paramValue(db: Db, code: string, fallback: string): Promise<string> {
  const [row] = await db.select({ value: systemParams.value, active: systemParams.active }).from(systemParams)
    .where(eq(systemParams.code, code)).limit(1);
  return row?.active ? row.value : fallback;
}

/** Several raw values in one query: each code's active value, or its fallback. */
export async function paramValues<K extends string>(db: Db, fallbacks: Record<K, string>): Promise<Record<K, string>> {
  const codes = Object.keys(fallbacks) as K[];
  const rows = await db.select({ code: systemParams.code, value: systemParams.value, active: systemParams.active }).from(systemParams)
    .where(inArray(systemParams.code, codes));
  return Object.fromEntries(codes.map((c) => {
    const row = rows.find((r) => r.code === c);
    return [c, row?.active ? row.value : fallbacks[c]];
  })) as Record<K, string>;
}

/** A value the code could not use is refused when saved, not found out at checkout (rules.ts). */
function checkValue(code: string, value: string | undefined) {
  const problem = value === undefined ? null : paramValueProblem(code, value);
  if (problem) throw E.invalid('value', problem);
}

/** The shop's time zone (`console.timezone`): where "today" begins on the console home. */
export async function shopTimeZone(db: Db): Promise<string> {
  const tz = await paramValue(db, 'console.timezone', DEFAULT_TIME_ZONE);
  return isTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
}
const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export async function createParam(db: Db, input: TParamInput, actor: TActor) {
  checkValue(input.code, input.value);
  try {
    const [row] = await db.insert(systemParams).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'systemParam', id: row.id, detail: { code: row.code } });
    invalidate(tags.params);
    return dto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('code', 'paramCodeTaken');
    throw err;
  }
}

export async function updateParam(db: Db, id: string, input: z.infer<typeof ZParamUpdate>, actor: TActor) {
  const current = await getParam(db, id);
  const set = { ...input };
  // The console shows a secret masked; sending the mask back must not overwrite the real value.
  if (current.isSecret && set.value === '••••••') delete set.value;
  checkValue(current.code, set.value);
  await db.update(systemParams).set({ ...set, updatedDate: new Date(), updatedBy: actor.username }).where(eq(systemParams.id, id));
  await logUserAction(db, actor, 'UPDATE', { type: 'systemParam', id, detail: { code: current.code, changed: Object.keys(set) } });
  invalidate(tags.params);
  return getParam(db, id);
}

export async function removeParam(db: Db, id: string, actor: TActor) {
  const current = await getParam(db, id);
  await db.delete(systemParams).where(eq(systemParams.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'systemParam', id, detail: { code: current.code } });
  invalidate(tags.params);
  return { id };
}

export async function pageParams(db: Db, q: TPageQuery) {
  const p = q.query ? likePattern(q.query) : null;
  const where = p ? or(ilike(systemParams.code, p), ilike(systemParams.name, p), ilike(systemParams.category, p)) : undefined;
  return pageOf(db, systemParams, where, async (offset, limit) =>
    (await db.select().from(systemParams).where(where).orderBy(asc(systemParams.category), asc(systemParams.code)).offset(offset).limit(limit)).map(dto),
  q.page, q.limit);
}
