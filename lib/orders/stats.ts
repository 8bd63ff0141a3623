import { and, count, eq, gte, notInArray, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { Db } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { UNSOLD_STATUSES } from '@/lib/db/schema-orders';
import { dayIn } from '@/lib/wire';

/* What the console home says about sales: today's orders, what waits for confirmation, and the last days' takings.
   Days are the shop's days (`console.timezone`). Takings are order totals (with delivery) of orders neither cancelled
   nor returned. */

export type TSalesDay = { day: string; orders: number; revenue: number };

/** Orders that sold something: neither cancelled nor returned (sales, best sellers, cash still to collect). */
export const soldOrders = () => notInArray(orders.status, [...UNSOLD_STATUSES]);

/** The shop's day `days - 1` days before `now`'s, the first of a range of `days` ending today; found at noon, so a
 *  day of 23 or 25 hours (summer time) is not missed. */
const firstDayOf = (tz: string, days: number, now: Date) =>
  dayIn(tz, new Date(dayIn(tz, now).start.getTime() - (days - 1) * 86_400_000 + 12 * 3_600_000));

/** One entry per day of the last `days` (today last), zeros where nothing was sold. */
export async function salesByDay(db: Db, tz: string, days: number, now = new Date()): Promise<TSalesDay[]> {
  const first = firstDayOf(tz, days, now);
  const day = sql<string>`to_char(${orders.createdDate} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await db.select({ day, orders: count(), revenue: sql<string>`coalesce(sum(${orders.total}), 0)` }).from(orders)
    .where(and(gte(orders.createdDate, first.start), soldOrders()))
    // By position: the zone is a parameter, and PostgreSQL does not see two of them as the same expression.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: TSalesDay[] = [];
  // Walked at noon, so a day of 23 or 25 hours (summer time) is never skipped or seen twice.
  for (let t = first.start.getTime() + 12 * 3_600_000; out.length < days; t += 86_400_000) {
    const d = formatInTimeZone(new Date(t), tz, 'yyyy-MM-dd');
    const r = byDay.get(d);
    out.push({ day: d, orders: r?.orders ?? 0, revenue: Number(r?.revenue ?? 0) });
  }
  return out;
}

/** Orders waiting for the shop to confirm them. */
export const pendingOrders = async (db: Db) => (await db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')))[0].n;

export type TBestSeller = { id: string; name: string; units: number; revenue: number };

/**
 * The products sold most over the last `days` up to `now` (today included), by units then takings: the lines of orders neither
 * cancelled nor returned, at the price charged. Named as the latest order names them, so a renamed or deleted
 * product still shows what was sold.
 */
export async function bestSellers(db: Db, tz: string, days: number, limit = 5, now = new Date()): Promise<TBestSeller[]> {
  const first = firstDayOf(tz, days, now);
  const res = await db.execute(sql`select l->>'id' as id, (array_agg(l->>'name' order by ${orders.createdDate} desc))[1] as name,
      sum((l->>'amount')::int)::int as units, sum((l->>'lineTotal')::numeric)::text as revenue
    from ${orders} cross join lateral jsonb_array_elements(${orders.items}) l
    where ${orders.createdDate} >= ${first.start.toISOString()} and ${orders.createdDate} <= ${now.toISOString()} and ${soldOrders()}
    group by 1 order by units desc, sum((l->>'lineTotal')::numeric) desc, 1 limit ${limit}`);
  const rows = (res as unknown as { rows: { id: string; name: string; units: number; revenue: string }[] }).rows;
  return rows.map((r) => ({ id: r.id, name: r.name, units: Number(r.units), revenue: Number(r.revenue) }));
}
