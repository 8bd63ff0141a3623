import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { discountCodes } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { discountRuleFault, type TDiscountCodeInput, type TDiscountCodeUpdate } from './schemas';

type TRow = typeof discountCodes.$inferSelect;
type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TDiscountState = 'live' | 'scheduled' | 'ended' | 'inactive';

/** Where a code stands now, as the console's list shows it. Used up counts as ended. */
export function stateOf(r: Pick<TRow, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>, now = new Date()): TDiscountState {
  if (!r.active) return 'inactive';
  if ((r.endsAt && r.endsAt <= now) || (r.usageLimit !== null && r.usedCount >= r.usageLimit)) return 'ended';
  if (r.startsAt && r.startsAt > now) return 'scheduled';
  return 'live';
}

const dto = (r: TRow) => ({ ...r, state: stateOf(r) });
export type TDiscountCodeDto = ReturnType<typeof dto>;

function stateWhere(state: TDiscountState | undefined): SQL | undefined {
  const d = discountCodes;
  const now = new Date();
  // Each part is true or false, never null, so that "not" below keeps rows without an end or a limit.
  const ended = sql`((${d.endsAt} is not null and ${d.endsAt} <= ${now}) or (${d.usageLimit} is not null and ${d.usedCount} >= ${d.usageLimit}))`;
  const started = sql`(${d.startsAt} is null or ${d.startsAt} <= ${now})`;
  switch (state) {
    case 'inactive': return eq(d.active, false);
    case 'ended': return and(eq(d.active, true), ended);
    case 'scheduled': return and(eq(d.active, true), sql`not ${started}`, sql`not ${ended}`);
    case 'live': return and(eq(d.active, true), started, sql`not ${ended}`);
    default: return undefined;
  }
}

export async function pageDiscountCodes(db: Db, q: TPageQuery & { state?: TDiscountState }) {
  const text = q.query ? or(ilike(discountCodes.code, likePattern(q.query)), ilike(discountCodes.description, likePattern(q.query))) : undefined;
  const where = and(text, stateWhere(q.state));
  return pageOf(db, discountCodes, where, async (offset, limit) =>
    (await db.select().from(discountCodes).where(where).orderBy(desc(discountCodes.createdDate), desc(discountCodes.id)).offset(offset).limit(limit)).map(dto),
  q.page, q.limit);
}

export async function getDiscountCode(db: Db, id: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!row) throw E.notFound('Discount code');
  return dto(row);
}

/** The code a shopper typed, as stored (codes are kept upper-case), or undefined. */
export async function findCode(db: Db | TTx, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

/** The code's row, locked until the order's transaction ends: its uses are counted against the limit one at a time. */
export async function lockCode(tx: TTx, code: string) {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
  return row;
}

/** Counts a use (1) or gives one back (-1); a cancelled order's use is given back. */
export async function countUse(tx: TTx, code: string, sign: 1 | -1) {
  await tx.update(discountCodes).set({ usedCount: sql`greatest(${discountCodes.usedCount} + ${sign}, 0)` }).where(eq(discountCodes.code, code));
}

function checkRules(v: Parameters<typeof discountRuleFault>[0]) {
  const fault = discountRuleFault(v);
  if (fault) throw E.invalid(fault[0], fault[1]);
}

async function assertCodeFree(db: Db, code: string, exceptId?: string) {
  const row = await findCode(db, code);
  if (row && row.id !== exceptId) throw E.conflict('code', 'discountCodeTaken');
}

export async function createDiscountCode(db: Db, input: TDiscountCodeInput, actor: TActor) {
  checkRules(input);
  await assertCodeFree(db, input.code);
  try {
    const [row] = await db.insert(discountCodes).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'discount_code', id: row.id, detail: { code: row.code, kind: row.kind, value: row.value } });
    return dto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('code', 'discountCodeTaken');
    throw err;
  }
}

export async function updateDiscountCode(db: Db, id: string, input: TDiscountCodeUpdate, actor: TActor) {
  const cur = await getDiscountCode(db, id);
  checkRules({ ...cur, ...input });
  if (input.code) await assertCodeFree(db, input.code, id);
  try {
    const [row] = await db.update(discountCodes).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(discountCodes.id, id)).returning();
    await logUserAction(db, actor, 'UPDATE', { type: 'discount_code', id, detail: { code: row.code, changed: Object.keys(input) } });
    return dto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('code', 'discountCodeTaken');
    throw err;
  }
}

/** Orders keep the code's text and the amount it took off, so deleting a code changes no order. */
export async function removeDiscountCode(db: Db, id: string, actor: TActor) {
  const cur = await getDiscountCode(db, id);
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'discount_code', id, detail: { code: cur.code, usedCount: cur.usedCount } });
  return { id };
}
