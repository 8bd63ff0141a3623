import { gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { gatewayInstances, gatewayStatsMinute } from '@/lib/db/schema';
import { toWireDate } from '@/lib/wire';

const RANGES = { '1h': { ms: 3600_000, bucket: 'minute' }, '24h': { ms: 86_400_000, bucket: 'minute' }, '7d': { ms: 7 * 86_400_000, bucket: 'hour' } } as const;

/** The four metrics of spec §3, summed across instances, plus a series for charts. */
export async function dashboard(db: Db, range: keyof typeof RANGES) {
  const r = RANGES[range];
  const since = new Date(Date.now() - r.ms);
  const bucket = sql.raw(`'${r.bucket}'`);
  const [totals, series, live] = await Promise.all([
    db.select({
      processed: sql<number>`coalesce(sum(${gatewayStatsMinute.processed}), 0)::int`,
      errors: sql<number>`coalesce(sum(${gatewayStatsMinute.errors}), 0)::int`,
      total_ms: sql<number>`coalesce(sum(${gatewayStatsMinute.total_ms}), 0)::float8`,
    }).from(gatewayStatsMinute).where(gte(gatewayStatsMinute.minute, since)),
    db.select({
      t: sql<Date>`date_trunc(${bucket}, ${gatewayStatsMinute.minute})`.mapWith((v: string | Date) => new Date(v)),
      processed: sql<number>`sum(${gatewayStatsMinute.processed})::int`,
      errors: sql<number>`sum(${gatewayStatsMinute.errors})::int`,
      total_ms: sql<number>`sum(${gatewayStatsMinute.total_ms})::float8`,
    }).from(gatewayStatsMinute).where(gte(gatewayStatsMinute.minute, since)).groupBy(sql`1`).orderBy(sql`1`),
    db.select({ in_flight: sql<number>`coalesce(sum(${gatewayInstances.in_flight}), 0)::int` }).from(gatewayInstances)
      .where(gte(gatewayInstances.last_seen, new Date(Date.now() - 10_000))),
  ]);
  const t = totals[0];
  return {
    range,
    processed: t.processed,
    errors: t.errors,
    in_flight: live[0].in_flight,
    avg_ms: t.processed ? Math.round((Number(t.total_ms) / t.processed) * 10) / 10 : 0,
    series: series.map((s) => ({ t: toWireDate(s.t), processed: s.processed, errors: s.errors, avg_ms: s.processed ? Math.round((Number(s.total_ms) / s.processed) * 10) / 10 : 0 })),
  };
}
