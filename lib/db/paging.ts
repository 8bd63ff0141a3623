import { count, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { TPage } from '@/lib/api/envelope';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A time column between two bounds, both included. Bounds come in the wire format, to the second, while the column
 * keeps microseconds: `to` 10:30:00 must take a row written at 10:30:00.4, so the upper bound is the next second.
 */
export function timeBetween(col: PgColumn, from: Date | undefined, to: Date | undefined): (SQL | undefined)[] {
  return [from ? gte(col, from) : undefined, to ? lt(col, new Date(to.getTime() + 1000)) : undefined];
}

export async function pageOf<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  fetch: (offset: number, limit: number) => Promise<T[]>,
  page: number,
  limit: number,
): Promise<TPage<T>> {
  const [items, [{ total }]] = await Promise.all([
    fetch((page - 1) * limit, limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { items, total, page, limit };
}
