import pg from 'pg';

/** A fresh database on the PostgreSQL server of `url`, for a test that must not share the run's database, and a way
 *  to drop it. Used by the vitest and the Playwright suites. */
export async function scratchDatabase(url: string, label: string) {
  const name = `shopgate_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
