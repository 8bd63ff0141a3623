/* The embedded database (PGlite): what the shop (client.ts), its gateway log (log-store.ts) and its backups
   (lib/backup) need to know about it, in one place. */

/** pg_trgm backs product search (typo-tolerant matching); the migration creates it. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** The PGlite client behind a Drizzle handle, or null when it runs on PostgreSQL (node-postgres). */
export function pgliteClientOf(db: unknown): import('@electric-sql/pglite').PGlite | null {
  const client = (db as { $client?: { dumpDataDir?: unknown } }).$client;
  return client && typeof client.dumpDataDir === 'function' ? (client as import('@electric-sql/pglite').PGlite) : null;
}
