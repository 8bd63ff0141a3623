// `npm test`: every suite, then one line that totals them: "N passed, N failed".
//  1. vitest (unit + integration) on PGlite;
//  2. the integration and gateway suites again on PostgreSQL when DATABASE_URL is set;
//  3. the production build, then Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-results-'));
const totals = { passed: 0, failed: 0 };
const { DATABASE_URL, ...noPg } = process.env;

function run(label, cmd, args, env) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
}

function vitest(label, file, env, extra = []) {
  const status = run(label, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra], env);
  if (!fs.existsSync(file)) { totals.failed += 1; return; }
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests;
  totals.failed += j.numFailedTests + (status !== 0 && j.numFailedTests === 0 ? 1 : 0);
}

vitest('vitest on PGlite', path.join(tmp, 'vitest-pglite.json'), noPg);
if (DATABASE_URL) vitest('integration tests on PostgreSQL', path.join(tmp, 'vitest-pg.json'), process.env, ['tests/integration', 'tests/gateway']);

let built = process.env.SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID');
if (!built) built = run('next build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], { ...noPg, NODE_ENV: 'production' }) === 0;
if (!built) {
  totals.failed += 1;
} else {
  const file = path.join(tmp, 'playwright.json');
  const status = run('playwright', process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
    // The crash test also runs on PostgreSQL when there is one; every other browser test uses the embedded database,
    // in a folder made here so that it goes with the results when the run ends.
    { ...noPg, PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_DATA_DIR: fs.mkdtempSync(path.join(tmp, 'e2e-')), ...(DATABASE_URL ? { E2E_DATABASE_URL: DATABASE_URL } : {}) });
  if (fs.existsSync(file)) {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0);
  } else {
    totals.failed += 1;
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
