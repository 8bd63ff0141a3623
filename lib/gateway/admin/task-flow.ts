import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { taskFlowLogs } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { likePattern, timeBetween } from '@/lib/db/paging';
import type { ZTaskFlowQuery } from '../schemas';
import { viewLoggedData } from '../log-data';

/** Above this many matches the total is reported as a lower bound, so counting never scans millions of rows. */
export const TOTAL_CAP = 100_000;

/* Lists leave out the request and response data: the detail view reads them. */
const {
  request_headers: _qh, request_body: _qb, request_size: _qs, response_headers: _sh, response_body: _sb, response_size: _ss,
  request_data: _qd, response_data: _sd, ...listColumns
} = getTableColumns(taskFlowLogs);

type TTaskFlowFilter = NonNullable<z.infer<typeof ZTaskFlowQuery>['query']>;

export function taskFlowWhere(f: TTaskFlowFilter) {
  const conds: (SQL | undefined)[] = [
    ...timeBetween(taskFlowLogs.time_init, f.from, f.to),
    typeof f.status === 'number' ? eq(taskFlowLogs.status, f.status) : undefined,
    f.status === 'error' ? gte(taskFlowLogs.status, 400) : undefined,
    f.status === 'success' ? lt(taskFlowLogs.status, 400) : undefined,
    f.api_id ? eq(taskFlowLogs.api_id, f.api_id) : undefined,
    f.source_system_id ? eq(taskFlowLogs.source_system_id, f.source_system_id) : undefined,
  ];
  if (f.text) {
    const p = likePattern(f.text);
    conds.push(or(ilike(taskFlowLogs.url, p), ilike(taskFlowLogs.source_name, p), ilike(taskFlowLogs.source_ip, p), ilike(taskFlowLogs.error, p)));
  }
  return and(...conds);
}

/** One page of the list, newest first. Exported so that a test can read its plan: it must walk an index, never the table. */
export const taskFlowList = (db: Db, where: SQL | undefined, offset: number, limit: number) =>
  db.select(listColumns).from(taskFlowLogs).where(where).orderBy(desc(taskFlowLogs.time_init), desc(taskFlowLogs.id))
    .offset(offset).limit(limit);

export async function pageTaskFlow(db: Db, q: z.infer<typeof ZTaskFlowQuery>) {
  const where = taskFlowWhere(q.query ?? {});
  const [items, counted] = await Promise.all([
    taskFlowList(db, where, (q.page - 1) * q.limit, q.limit),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${taskFlowLogs} ${where ? sql`where ${where}` : sql``} limit ${TOTAL_CAP + 1}) s`),
  ]);
  const n = Number((counted as unknown as { rows: { n: number }[] }).rows[0].n);
  return { items: items.map((r) => ({ ...r, task_id: r.id })), total: Math.min(n, TOTAL_CAP), total_capped: n > TOTAL_CAP, page: q.page, limit: q.limit };
}

export async function getTaskFlow(db: Db, id: string) {
  const [row] = await db.select().from(taskFlowLogs).where(eq(taskFlowLogs.id, id)).limit(1);
  if (!row) throw E.notFound('Task-flow record');
  const { request_headers, request_body, request_size, response_headers, response_body, response_size, request_data, response_data, ...rest } = row;
  return {
    ...rest, task_id: row.id,
    request_data: request_data ?? viewLoggedData(request_headers, request_body, request_size),
    response_data: response_data ?? viewLoggedData(response_headers, response_body, response_size),
  };
}
