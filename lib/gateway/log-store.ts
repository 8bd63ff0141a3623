import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { taskFlowLogs } from '@/lib/db/schema';
import type { TTaskFlowRecord } from './log-writer';

/**
 * How buffered task-flow records reach the table. Each record is encoded once, when it is pushed, into the form its
 * batch statement takes; `write` stores a batch. `retry` is set when the previous write failed, and then the write
 * must not store a record twice (the failed attempt may have committed before its answer was lost).
 */
export type TTaskFlowStore = { encode(r: TTaskFlowRecord): string; write(batch: string[], retry: boolean): Promise<void> };

/* The record's keys and their SQL types, in the order of the table's columns; `ms` is epoch milliseconds. */
const FIELDS = [['id', 'uuid'], ['time_init', 'ms'], ['finished_at', 'ms'], ['api_id', 'uuid'], ['source_system_id', 'uuid'],
  ['source_name', 'text'], ['target_system_id', 'uuid'], ['source_ip', 'text'], ['method', 'text'], ['url', 'text'], ['status', 'int'],
  ['duration_ms', 'int'], ['gateway_ms', 'int'], ['upstream_ms', 'int'], ['error', 'text'], ['request_data', 'json'],
  ['response_data', 'json'], ['instance_id', 'text']] as const;
const COLUMN_LIST = FIELDS.map(([f]) => f).join(', ');
const TEXT_FIELDS = FIELDS.filter(([, t]) => t === 'text').map(([f]) => f) as ('source_name' | 'source_ip' | 'method' | 'url' | 'error')[];

/* A text column cannot hold NUL, and one such record would fail its whole batch on every retry. (JSON columns keep
   it, escaped as \u0000.) */
function withoutNul(r: TTaskFlowRecord): TTaskFlowRecord {
  const out = { ...r };
  for (const f of TEXT_FIELDS) out[f] = r[f]?.replaceAll('\0', '') as string;
  return out;
}

/**
 * PGlite (and the fallback): one statement and one parameter per batch. The rows travel as one JSON array, joined
 * from records serialised when they were pushed, and the database expands them. Thousands of bound parameters
 * through the query builder cost more than the insert itself; PGlite's COPY from a blob cost twice this (measured).
 */
function jsonInsertStore(db: Db): TTaskFlowStore {
  const columns = sql.raw(COLUMN_LIST);
  const recordType = sql.raw(FIELDS.map(([f, t]) => `${f} ${t === 'ms' ? 'float8' : t}`).join(', '));
  const selected = sql.raw(FIELDS.map(([f, t]) => (t === 'ms' ? `to_timestamp(${f} / 1000.0)` : f)).join(', '));
  return {
    // Times stay epoch numbers: a Date sends JSON.stringify off its fast path.
    encode: (r) => JSON.stringify(TEXT_FIELDS.some((f) => r[f]?.includes('\0')) ? withoutNul(r) : r),
    // Idempotent on every attempt: records keep their ids.
    write: async (batch) => {
      await db.execute(sql`insert into ${taskFlowLogs} (${columns}, created_date, updated_date)
        select ${selected}, now(), now() from json_to_recordset(${`[${batch.join(',')}]`}::json) as r(${recordType})
        on conflict (id) do nothing`);
    },
  };
}

/* COPY's text format: backslash, tab and line breaks escaped; NUL, which no text column can hold, dropped. */
const SPECIAL = /[\\\t\n\r\0]/;
const SPECIAL_ALL = /[\\\t\n\r\0]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };
const copyText = (s: string) => (SPECIAL.test(s) ? s.replace(SPECIAL_ALL, (c) => ESCAPED[c]) : s);

const opt = (v: string | null | undefined) => (v == null ? '\\N' : copyText(v));
/* Calls finishing in the same millisecond share one formatted time (at load, several per millisecond). */
let lastMs = NaN;
let lastIso = '';
const iso = (ms: number) => (ms === lastMs ? lastIso : (lastIso = new Date((lastMs = ms)).toISOString()));
/* JSON text never holds a raw tab, line break or NUL (it escapes them), so only its backslashes need doubling. */
const jsonCell = (v: unknown) => {
  if (v == null) return '\\N';
  const json = JSON.stringify(v);
  return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
};

/** One row of COPY text, in the order of FIELDS. Written out field by field: a loop over FIELDS cost twice as much. */
function copyLine(r: TTaskFlowRecord): string {
  return `${r.id}\t${iso(r.time_init)}\t${iso(r.finished_at)}\t${r.api_id ?? '\\N'}\t${r.source_system_id ?? '\\N'}\t${opt(r.source_name)}\t`
    + `${r.target_system_id ?? '\\N'}\t${opt(r.source_ip)}\t${copyText(r.method)}\t${copyText(r.url)}\t${r.status}\t${r.duration_ms}\t`
    + `${r.gateway_ms}\t${r.upstream_ms}\t${opt(r.error)}\t${jsonCell(r.request_data)}\t${jsonCell(r.response_data)}\t${opt(r.instance_id)}`;
}

function copyInto(client: pg.PoolClient, table: string, batch: string[]) {
  return new Promise<void>((resolve, reject) => {
    const stream = client.query(copyFrom(`copy ${table} (${COLUMN_LIST}) from stdin`));
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(`${batch.join('\n')}\n`);
  });
}

/**
 * PostgreSQL: COPY, which costs the server about half the CPU per row of the JSON insert (12.5–14.5 µs against
 * 23.5, measured with 500-row batches and this table's four indexes). COPY has no ON CONFLICT, so a retry goes
 * through a temporary table and skips the ids already stored.
 */
function copyStore(pool: pg.Pool): TTaskFlowStore {
  return {
    encode: copyLine,
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
