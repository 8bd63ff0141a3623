import os from 'node:os';
import crypto from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '@/lib/db';
import { taskFlowLogs } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { Gateway } from './proxy';

/* One gateway per process, shared through globalThis by server.ts and Next's route handlers. Config changes reach
   it at once in this process (the admin handler awaits the reload) and within a second elsewhere (NOTIFY). */

const CHANNEL = 'gateway_config';
type TListener = () => Promise<void>;
const g = globalThis as unknown as { __gateway?: Gateway; __gatewayListeners?: Set<TListener> };
const listeners = () => (g.__gatewayListeners ??= new Set());

export const currentGateway = () => g.__gateway;

/** Called after every admin change to targets, APIs, sources or keys. */
export async function notifyGatewayChange(db: Db) {
  await Promise.all([...listeners()].map((l) => l().catch((err: unknown) => logger().error({ err }, 'gateway reload failed'))));
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`).catch(() => undefined);
}

export function onGatewayChange(l: TListener) {
  listeners().add(l);
  return () => listeners().delete(l);
}

/** LISTENs on PostgreSQL with its own connection, reconnecting when it drops. */
function listen(url: string, onChange: () => void): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    client.on('end', () => { if (!stopped) setTimeout(() => void connect().then(onChange), 500); });
    client.on('notification', onChange);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      client.removeAllListeners('end');
      setTimeout(() => void connect().then(onChange), 1000);
    }
  };
  void connect();
  return async () => { stopped = true; await client?.end().catch(() => undefined); };
}

/** Deletes task-flow records older than the retention, in small batches so it never holds a long lock. */
export async function pruneTaskFlow(db: Db, days: number) {
  const cutoff = new Date(Date.now() - days * 86_400_000);
  for (;;) {
    const r = await db.execute(sql`delete from ${taskFlowLogs} where id in (select id from ${taskFlowLogs} where ${lt(taskFlowLogs.time_init, cutoff)} limit 5000)`);
    if (((r as { rowCount?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0) < 5000) break;
  }
}

export type TGatewayHandle = { gateway: Gateway; stop: () => Promise<void> };

export async function startGateway(db: Db, opts: { listenUrl?: string; instanceId?: string; logFlushMs?: number } = {}): Promise<TGatewayHandle> {
  const cfg = config();
  const gateway = new Gateway(db, {
    instanceId: opts.instanceId ?? `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
    maxBodyBytes: cfg.GATEWAY_MAX_BODY_BYTES,
    logBodyBytes: cfg.GATEWAY_LOG_BODY_BYTES,
    maxBufferedLogs: cfg.GATEWAY_LOG_BUFFER,
    trustedProxies: new Set(cfg.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean)),
    logFlushMs: opts.logFlushMs,
    // 100 on PostgreSQL: the server parses a COPY in one go, 500 rows took 2.3-2.5 ms of a CPU, and callers or the
    // gateway sharing that CPU waited for all of it (bench/gateway/RESULTS.md, session 32). A writer that falls
    // behind still merges waiting batches into one COPY (logBatchesPerWrite).
    logBatch: cfg.GATEWAY_LOG_BATCH ?? (cfg.DATABASE_URL ? 100 : 64),
    // PGlite runs each statement on this thread: one batch per write keeps its stalls of the event loop short.
    logBatchesPerWrite: cfg.DATABASE_URL ? 10 : 1,
    logWritesAtOnce: cfg.DATABASE_URL ? 3 : 1,
  });
  await gateway.reload();
  const off = onGatewayChange(() => gateway.reload());
  const unlisten = opts.listenUrl ? listen(opts.listenUrl, () => gateway.scheduleReload()) : async () => undefined;
  const prune = setInterval(() => void pruneTaskFlow(db, cfg.GATEWAY_LOG_RETENTION_DAYS).catch(() => undefined), 3600_000);
  prune.unref();
  g.__gateway = gateway;
  return {
    gateway,
    stop: async () => {
      off();
      clearInterval(prune);
      await unlisten();
      await gateway.close();
      if (g.__gateway === gateway) g.__gateway = undefined;
    },
  };
}
