import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/* Browser tests run the production build through server.ts compiled as `npm start` runs it (dist/server.mjs), on a
   fresh embedded database of their own. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN_PASSWORD = 'e2e-admin-password';
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const { DATABASE_URL: _omit, ...env } = process.env;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: on two cores the suite is CPU-bound (Chromium and the server). Two workers, each with a server and
  // database of its own, took 10.3 minutes against 10.9 with both cores at 99–100 % (session 43).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    // Recording a trace for every test cost 29 % of the browser tests' time (catalog and console files: 230 s against
    // 164 without). CI retries a failed test once, and records that retry; a run here records every test and keeps
    // the failed ones' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/bundle.mjs server && node dist/server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir,
      // As deployed behind a reverse proxy on the same machine: a test can then be a shopper at another address.
      TRUSTED_PROXIES: '127.0.0.1', ADMIN_PASSWORD, LOG_LEVEL: 'warn' } as Record<string, string>,
  },
});
