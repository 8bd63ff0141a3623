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

/** One entry per day of the last `days` (today last), zeros where nothing was sold. */
export async function salesByDay(db: Db, tz: string, days: number, now = new Date()): Promise<TSalesDay[]> {
  const today = dayIn(tz, now);
  const first = dayIn(tz, new Date(today.start.getTime() - (days - 1) * 86_400_000 + 12 * 3_600_000));
  const day = sql<string>`to_char(${orders.createdDate} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await db.select({ day, orders: count(), revenue: sql<string>`coalesce(sum(${orders.total}), 0)` }).from(orders)
    .where(and(gte(orders.createdDate, first.start), notInArray(orders.status, [...UNSOLD_STATUSES])))
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
