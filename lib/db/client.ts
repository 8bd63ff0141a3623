import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { logger } from '@/lib/logger';
import { pgliteExtensions } from './pglite';

/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;
export type TDbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

/** Per-connection settings for product search (lib/catalog/products.ts). A mistyped word is corrected to known
 *  words from trigram similarity 0.2 ("scraf" → scarf is 0.2, "shrt" → shirt 0.375; the default 0.3 misses swapped
 *  letters), and the last-resort fuzzy match accepts word similarity from 0.4 (the default 0.6 misses most typos). */
const SEARCH_SETTINGS = { 'pg_trgm.similarity_threshold': '0.2', 'pg_trgm.word_similarity_threshold': '0.4' };
const SESSION_SETUP = Object.entries(SEARCH_SETTINGS).map(([k, v]) => `set ${k} = ${v}`).join('; ');
/** The same settings as startup options of every PostgreSQL connection, so no extra query runs per connection. */
const STARTUP_OPTIONS = Object.entries(SEARCH_SETTINGS).map(([k, v]) => `-c ${k}=${v}`).join(' ');

export async function openPostgres(url: string): Promise<TDbHandle> {
  // A server that does not answer at all (a host down, packets dropped) fails a request in 10 s, not the minutes of
  // the operating system's TCP timeout; the API answers it 503 (lib/api/errors.ts). The same bound applies to waiting
  // for a free connection, which under load takes milliseconds.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: STARTUP_OPTIONS, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (restart, failover, pg_terminate_backend) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => logger().warn({ err: err.message }, 'idle PostgreSQL connection lost'));
  // A connection killed while checked out (between a transaction's statements) emits 'error' on the client itself;
  // the statement in progress fails and is retried by its caller.
  pool.on('connect', (client) => client.on('error', (err) => logger().warn({ err: err.message }, 'PostgreSQL connection lost')));
  // Several instances may start at once against one database: an advisory lock serialises their migrations.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema });
  db.transaction = releasingTransactions(pool);
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * `db.transaction` on a pool, with the connection always given back. drizzle 0.45's own runs BEGIN before the
 * try/finally that releases the connection (drizzle-orm issues 6023, 6241, 6341, unfixed): a connection that died
 * while idle in the pool fails its BEGIN and is then never released, and after ten such failures every transaction
 * (an order, a stock import) waits forever for a connection. Here drizzle's transaction runs on one checked-out
 * connection, which is released whatever happens; pg-pool drops it then if it can no longer be used.
 */
function releasingTransactions(pool: pg.Pool): Db['transaction'] {
  // One drizzle instance per connection, made the first time it runs a transaction (pool connections are reused).
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  return async (run, config) => {
    const client = await pool.connect();
    try {
      let db = onConnection.get(client);
      if (!db) onConnection.set(client, (db = drizzlePg({ client, schema })));
      return await db.transaction(run, config);
    } finally {
      client.release();
    }
  };
}

/** PostgreSQL when `DATABASE_URL` is set, else the embedded database in the data folder; migrated, not seeded. */
export function openConfigured(cfg: { DATABASE_URL?: string; dataDir: string }): Promise<TDbHandle> {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL) : openPglite(path.join(cfg.dataDir, 'pglite'));
}

/** `dataDir` undefined opens an in-memory database (tests). */
export async function openPglite(dataDir?: string): Promise<TDbHandle> {
  // Loaded here, not at the top: a process on PostgreSQL (the standalone gateway above all) never loads PGlite.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: await pgliteExtensions() });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite has no autovacuum, so no background ANALYZE: refresh the planner's statistics once per start.
  await client.exec(`${SESSION_SETUP}; analyze`);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
