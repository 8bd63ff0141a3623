import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/* Each test file gets its own data folder (and so its own PGlite) unless DATABASE_URL points at PostgreSQL. Tests
   refuse any database that is not on this machine. */
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(inject('testRoot'), 'file-'));
// The embedded database starts as a copy of one migrated once for the run (tests/global-setup.ts; none on PostgreSQL).
const template = inject('pgliteTemplate');
const own = path.join(process.env.DATA_DIR, 'pglite');
if (template && !fs.existsSync(own)) fs.cpSync(template, own, { recursive: true });
process.env.ADMIN_USERNAME = 'admin';
process.env.ADMIN_PASSWORD ??= 'admin-test-password';
process.env.LOG_LEVEL ??= 'silent';
// The demo shop draws ~90 images; tests make their own records instead.
process.env.DEMO_SEED ??= 'false';
const url = process.env.DATABASE_URL;
if (url && !/@(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) {
  throw new Error(`Refusing to run tests against a non-local database: ${url}`);
}
