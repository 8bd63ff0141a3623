import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { TPage } from '@/lib/api/envelope';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
