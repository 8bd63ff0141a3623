import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext { testRoot: string; pgliteTemplate: string }
}

/* One folder for the run, removed at its end: every test file's data folder is made in it (tests/setup.ts); each held
   a 41 MB database, and left behind they filled /tmp by a few GB a run.
   Every test file opens an embedded database of its own, and creating and migrating one took 3.9 s a file; copying
   one migrated here, once per run, and opening the copy takes about 0.5 s. On PostgreSQL the files share the run's database,
   migrated once by the first to open it. */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-tests-'));
  project.provide('testRoot', root);
  let template = '';
  if (!process.env.DATABASE_URL) {
    template = path.join(root, 'template', 'pglite');
    const { openPglite } = await import('../lib/db/client');
    await (await openPglite(template)).close();
  }
  project.provide('pgliteTemplate', template);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
