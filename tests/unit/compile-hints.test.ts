import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script shared with next.config.mjs, without type declarations
import { COMPILE_HINT, addCompileHints } from '../../scripts/compile-hints.mjs';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

function build(files: Record<string, string>, rootMainFiles: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
  return dir;
}
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

it('hints the scripts every page loads, and only those', async () => {
  const dir = build({ 'static/chunks/react-dom.js': 'a();', 'static/chunks/runtime.js': 'b();', 'static/chunks/console-page.js': 'c();' },
    ['static/chunks/react-dom.js', 'static/chunks/runtime.js']);
  expect(await addCompileHints(dir)).toEqual(['static/chunks/react-dom.js', 'static/chunks/runtime.js']);
  expect(read(dir, 'static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}a();`);
  expect(read(dir, 'static/chunks/runtime.js')).toBe(`${COMPILE_HINT}b();`);
  expect(read(dir, 'static/chunks/console-page.js')).toBe('c();');
  // The hint is a comment on the file's first line, where V8 looks for it.
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
});

it('is idempotent: a second run changes nothing', async () => {
  const dir = build({ 'static/chunks/a.js': 'a();' }, ['static/chunks/a.js']);
  await addCompileHints(dir);
  expect(await addCompileHints(dir)).toEqual([]);
  expect(read(dir, 'static/chunks/a.js')).toBe(`${COMPILE_HINT}a();`);
});

it('leaves stylesheets and paths outside the build alone', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
  dirs.push(outside);
  fs.writeFileSync(path.join(outside, 'x.js'), 'x();');
  const dir = build({ 'static/chunks/a.css': 'a{}' }, ['static/chunks/a.css', `../${path.basename(outside)}/x.js`]);
  expect(await addCompileHints(dir)).toEqual([]);
  expect(read(dir, 'static/chunks/a.css')).toBe('a{}');
  expect(fs.readFileSync(path.join(outside, 'x.js'), 'utf8')).toBe('x();');
});

it('answers nothing changed, instead of failing the build, when there is no build manifest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  dirs.push(dir);
  expect(await addCompileHints(dir)).toEqual([]);
});
