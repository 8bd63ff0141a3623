import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { taskFlowLogs } from '@/lib/db/schema';
import { Batch } from './log-batch';
import { appendCopyTuple, COLUMNS, COPY_HEADER, COPY_TRAILER } from './log-copy';
import type { TTaskFlowRecord } from './log-writer';

/**
 * How buffered task-flow records reach the table. Each record is encoded once, when it is pushed, into its batch in
 * the form the batch's statement takes; `write` stores a batch's bytes. `retry` is set when the previous write
 * failed, and then the write must not store a record twice (the failed attempt may have committed before its answer
 * was lost).
 */
export type TTaskFlowStore = { append(batch: Batch, r: TTaskFlowRecord): void; write(batch: Buffer, retry: boolean): Promise<void> };

/** A batch of the given records (tests, and anything writing a few records at once). */
export function batchOf(store: TTaskFlowStore, records: TTaskFlowRecord[]): Buffer {
  const b = new Batch();
  for (const r of records) store.append(b, r);
  return b.filled;
}

const COLUMN_LIST = COLUMNS.join(', ');
/* The record's keys and their SQL types, in the order of COLUMNS; `ms` is epoch milliseconds. */
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'uuid', time_init: 'ms', finished_at: 'ms', api_id: 'uuid', source_system_id: 'uuid', source_name: 'text', target_system_id: 'uuid',
  source_ip: 'text', method: 'text', url: 'text', status: 'int', duration_ms: 'int', gateway_ms: 'int', upstream_ms: 'int', error: 'text',
  request_data: 'json', response_data: 'json', instance_id: 'text',
};
const TEXT_FIELDS = COLUMNS.filter((c) => TYPES[c] === 'text') as ('source_name' | 'source_ip' | 'method' | 'url' | 'error' | 'instance_id')[];

/* A text column cannot hold NUL, and one such record would fail its whole batch on every retry. (JSON columns keep
   it, escaped as \u0000.) */
function withoutNul(r: TTaskFlowRecord): TTaskFlowRecord {
  const out = { ...r };
  for (const f of TEXT_FIELDS) out[f] = r[f]?.replaceAll('\0', '') as string;
  return out;
}

/* The record as one JSON object, its request and response data (already JSON text) set in as they are. */
function recordJson(r: TTaskFlowRecord): string {
  const { request_data: rq, response_data: rs, ...rest } = TEXT_FIELDS.some((f) => r[f]?.includes('\0')) ? withoutNul(r) : r;
  return `${JSON.stringify(rest).slice(0, -1)},"request_data":${rq ?? 'null'},"response_data":${rs ?? 'null'}}`;
}

/**
 * PGlite (and the fallback): one statement and one parameter per batch. The rows travel as one JSON array, each
 * record ending in a comma, and the database expands them. Thousands of bound parameters through the query builder
 * cost more than the insert itself; PGlite's COPY from a blob cost twice this (measured).
 */
function jsonInsertStore(db: Db): TTaskFlowStore {
  const columns = sql.raw(COLUMN_LIST);
  const recordType = sql.raw(COLUMNS.map((c) => `${c} ${TYPES[c] === 'ms' ? 'float8' : TYPES[c]}`).join(', '));
  const selected = sql.raw(COLUMNS.map((c) => (TYPES[c] === 'ms' ? `to_timestamp(${c} / 1000.0)` : c)).join(', '));
  return {
    append: (b, r) => b.utf8(`${recordJson(r)},`),
    // Idempotent on every attempt: records keep their ids.
    write: async (batch) => {
      const rows = `[${batch.toString('utf8', 0, batch.length - 1)}]`;
      await db.execute(sql`insert into ${taskFlowLogs} (${columns}, created_date, updated_date)
        select ${selected}, now(), now() from json_to_recordset(${rows}::json) as r(${recordType})
        on conflict (id) do nothing`);
    },
  };
}

function copyInto(client: pg.PoolClient, table: string, tuples: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const stream = client.query(copyFrom(`copy ${table} (${COLUMN_LIST}) from stdin with (format binary)`));
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.write(COPY_HEADER);
    stream.write(tuples);
    stream.end(COPY_TRAILER);
  });
}

/**
 * PostgreSQL: binary COPY (log-copy.ts). COPY cost the server about half the CPU per row of the JSON insert (12.5–14.5
 * µs against 23.5, measured with 500-row batches and this table's four indexes). COPY has no ON CONFLICT, so a retry
 * goes through a temporary table and skips the ids already stored.
 */
function copyStore(pool: pg.Pool): TTaskFlowStore {
  return {
    append: appendCopyTuple,
    write: async (batch, retry) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        if (!retry) return await copyInto(client, 'task_flow_logs', batch);
        await client.query('begin');
        await client.query('create temp table task_flow_retry (like task_flow_logs including defaults) on commit drop');
        await copyInto(client, 'task_flow_retry', batch);
        await client.query('insert into task_flow_logs select * from task_flow_retry on conflict (id) do nothing');
        await client.query('commit');
      } catch (err) {
        failure = err instanceof Error ? err : new Error(String(err));
        throw err;
      } finally {
        // A client that failed is closed rather than returned: it may be dead or inside an aborted transaction.
        client.release(failure);
      }
    },
  };
}

export function taskFlowStore(db: Db): TTaskFlowStore {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? copyStore(client) : jsonInsertStore(db);
}
