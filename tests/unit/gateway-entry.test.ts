/* The standalone gateway (`npm run gateway`, gateway.ts) is the process operators run many of. It must stay the data
   plane alone: one import of the app's database module (`@/lib/db`, whose seed imports the catalogue, images,
   orders, Next's cache) took it from 80 to 141 MB resident and loaded 82 of our modules instead of 39. Read from the
   build the start script runs (scripts/bundle.mjs), so an import added anywhere down the chain fails here. */
import type { BuildResult, Metafile } from 'esbuild';
import { beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script, without type declarations
import { buildEntry } from '../../scripts/bundle.mjs';

let meta: Metafile;

beforeAll(async () => {
  meta = ((await buildEntry('gateway', { metafile: true })) as BuildResult<{ metafile: true }>).metafile;
});

/** Packages the entry loads as it starts (static imports); a dynamic import loads only when its code runs. */
const loadedPackages = () => new Set(Object.values(meta.inputs).flatMap((i) => i.imports)
  .filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path));

it('loads none of the shop: no seed, no Next, no image, HTML or password libraries, no PGlite', () => {
  const ours = Object.keys(meta.inputs);
  expect(ours).toContain('lib/gateway/proxy.ts');
  // The schema's list of carriers is the one module of the shop's it may hold (a table's column refers to it).
  expect(ours.filter((f) => /^lib\/(db\/(index|seed)|catalog\/|orders\/(?!carriers\.ts)|attachments\/|content\/|store\/)/.test(f))).toEqual([]);
  const pkgs = [...loadedPackages()];
  expect(pkgs).toContain('undici');
  expect(pkgs).toContain('pg');
  expect(pkgs.filter((p) => /^(next|sharp|sanitize-html|@node-rs\/argon2|file-type|libphonenumber-js|@electric-sql\/pglite|drizzle-orm\/pglite)(\/|$)/.test(p))).toEqual([]);
  expect(ours.length).toBeLessThan(50);
});
