import { spawn, type ChildProcess } from 'node:child_process';

/* A production server of a test's own (the crash and outage tests), beside the suite's shared one: on its own port,
   data folder and database, with its own administrator, so killing it or cutting its database touches nothing else. */

/** `quiet` drops its standard error too: Next prints every failed render there, which a test that makes them wants. */
export function startOwnServer(o: { port: number; dataDir: string; adminPassword: string; databaseUrl?: string; quiet?: boolean }): ChildProcess {
  const { DATABASE_URL: _omit, ...env } = process.env;
  // dist/server.mjs: compiled by the suite's web server command, as `npm start` runs it.
  return spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...env, NODE_ENV: 'production', PORT: String(o.port), HOST: '127.0.0.1', DATA_DIR: o.dataDir, ADMIN_PASSWORD: o.adminPassword,
      DEMO_SEED: 'false', LOG_LEVEL: o.quiet ? 'silent' : 'error', ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', o.quiet ? 'ignore' : 'inherit'],
  });
}

/** Waits until the server answers its health check (its database too), up to a minute. */
export async function healthy(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
