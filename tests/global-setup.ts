import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplate: string }
}

/* Every test file opens an embedded database of its own, and creating and migrating one took 3–4.5 s a file; a copy
   of one migrated here, once per run, opens in well under a second (tests/setup.ts copies it). On PostgreSQL the
   files share the run's database, migrated once by the first to open it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) { project.provide('pgliteTemplate', ''); return; }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-template-'));
  const { openPglite } = await import('../lib/db/client');
  const handle = await openPglite(path.join(dir, 'pglite'));
  await handle.close();
  project.provide('pgliteTemplate', path.join(dir, 'pglite'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
