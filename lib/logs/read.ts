import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { systemLogs, userLogs } from '@/lib/db/schema';
import { ZPage, zWireDateTime } from '@/lib/api/schemas';
import { likePattern, pageOf, timeBetween } from '@/lib/db/paging';

export const ZLogQuery = ZPage.extend({
  from: zWireDateTime.optional(),
  to: zWireDateTime.optional(),
  level: z.enum(['info', 'warn', 'error']).optional(),
});
export type TLogQuery = z.infer<typeof ZLogQuery>;

export async function pageUserLogs(db: Db, q: TLogQuery) {
  const p = q.query ? likePattern(q.query) : null;
  const where = and(
    ...timeBetween(userLogs.logTime, q.from, q.to),
    q.level ? eq(userLogs.level, q.level) : undefined,
    p ? or(ilike(userLogs.username, p), ilike(userLogs.action, p), ilike(userLogs.entity, p), ilike(userLogs.ip, p)) : undefined,
  );
  return pageOf(db, userLogs, where, (offset, limit) =>
    db.select().from(userLogs).where(where).orderBy(desc(userLogs.logTime), desc(userLogs.id)).offset(offset).limit(limit),
  q.page, q.limit);
}

export async function pageSystemLogs(db: Db, q: TLogQuery) {
  const p = q.query ? likePattern(q.query) : null;
  const where = and(
    ...timeBetween(systemLogs.logTime, q.from, q.to),
    q.level ? eq(systemLogs.level, q.level) : undefined,
    p ? or(ilike(systemLogs.event, p), ilike(systemLogs.message, p)) : undefined,
  );
  return pageOf(db, systemLogs, where, (offset, limit) =>
    db.select().from(systemLogs).where(where).orderBy(desc(systemLogs.logTime), desc(systemLogs.id)).offset(offset).limit(limit),
  q.page, q.limit);
}
