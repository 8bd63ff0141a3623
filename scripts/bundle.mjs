// The process entries compiled to plain JavaScript, one file each in dist/: `node scripts/bundle.mjs [entry…]`.
//
// Production runs these files, not the TypeScript through tsx. tsx compiles every module with esbuild's keepNames
// (a `__name` call wrapped around functions), turns on source maps, and keeps a loader thread and its caches for the
// life of the process: the gateway held 204–220 MB through tsx against 133–155 MB as a bundle, and ran about 4 %
// more instructions per call once warm (bench/gateway/RESULTS.md, session 40). Our own code (`@/…`) is bundled;
// packages stay in node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const ENTRIES = { server: 'server.ts', gateway: 'gateway.ts', 'bench-gateway': 'bench/gateway/ours.ts' };

/*
 * Node's ESM resolver wants the file's extension in a deep import of a package that has no "exports" map
 * (`next/dist/server/node-environment-baseline`, `next/cache`), which TypeScript and bundlers do not. Such imports are
 * written out with the file they resolve to; everything else is left to Node as it is.
 */
const deepImports = {
  name: 'deep-imports',
  setup(b) {
    const require = createRequire(path.join(root, 'package.json'));
    b.onResolve({ filter: /^(?:@[^/]+\/[^/]+|[^./@][^/]*)\/./ }, (args) => {
      const parts = args.path.split('/');
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      const pkgDir = path.join(root, 'node_modules', name);
      const pkgFile = path.join(pkgDir, 'package.json');
      if (!fs.existsSync(pkgFile) || JSON.parse(fs.readFileSync(pkgFile, 'utf8')).exports) return { path: args.path, external: true };
      const file = require.resolve(args.path);
      return { path: `${name}/${path.relative(pkgDir, file).split(path.sep).join('/')}`, external: true };
    });
  },
};

/** Builds one entry in memory, as it runs; `metafile` adds what it imports (tests/unit/gateway-entry.test.ts). */
export function buildEntry(name, { metafile = false } = {}) {
  return build({
    entryPoints: [path.join(root, ENTRIES[name])], absWorkingDir: root, bundle: true, platform: 'node', format: 'esm',
    target: `node${process.versions.node}`, packages: 'external', plugins: [deepImports], tsconfig: path.join(root, 'tsconfig.json'),
    write: false, logLevel: 'warning', legalComments: 'none', metafile, outfile: path.join(root, 'dist', `${name}.mjs`),
  });
}

/** Compiles one entry to dist/<name>.mjs; written to a temporary file and renamed, so a process starting meanwhile
 *  (several gateway instances started at once) never reads half a file. Answers the file's path. */
export async function bundleEntry(name) {
  const outfile = path.join(root, 'dist', `${name}.mjs`);
  const r = await buildEntry(name);
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  const tmp = `${outfile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, r.outputFiles[0].contents);
  fs.renameSync(tmp, outfile);
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  for (const n of names.length ? names : ['server', 'gateway']) {
    if (!ENTRIES[n]) throw new Error(`unknown entry ${n}: ${Object.keys(ENTRIES).join(', ')}`);
    console.log(`bundled ${path.relative(root, await bundleEntry(n))}`);
  }
}
