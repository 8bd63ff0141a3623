// Marks the scripts every page runs at load (React DOM, Next's router, Turbopack's runtime) for eager compilation
// with V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints). Without it, each module factory in
// them is compiled lazily on the main thread the first time it runs: 600-900 ms of main-thread time on the product
// page at Lighthouse's 4x CPU slowdown. With the hint, Chromium compiles them on a background thread while the
// script streams in, and the same page spends about 200 ms there (bench/store/RESULTS.md).
// Only these files: the hint makes V8 compile every function in the file, which is right for code that all runs
// during hydration and wasteful for a page's or the console's own chunks.
// Runs from next.config.mjs (compiler.runAfterProductionCompile), so every `next build` ships hinted files.
import fs from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to the build's rootMainFiles; a file already hinted is left alone. Answers the files changed. */
export async function addCompileHints(distDir) {
  // A build without the manifest (another bundler's layout) ships unhinted rather than failing.
  const text = await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8').catch((err) => { if (err.code === 'ENOENT') return null; throw err; });
  if (text === null) return [];
  const manifest = JSON.parse(text);
  const changed = [];
  for (const rel of manifest.rootMainFiles ?? []) {
    if (!rel.endsWith('.js') || rel.includes('..')) continue;
    const file = path.join(distDir, rel);
    const code = await fs.readFile(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await fs.writeFile(file, COMPILE_HINT + code);
    changed.push(rel);
  }
  return changed;
}
