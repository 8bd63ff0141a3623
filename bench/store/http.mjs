// Storefront HTTP load on the large catalogue, against the production build through server.ts.
//   DATA_DIR=/tmp/big npx tsx bench/store/seed-large.ts && npm run build && node bench/store/http.mjs
// Prints requests/s of a cached product page as a ratio to a static file served by the same server in the same run,
// and the p95 of uncached product pages (each a different product, first visit). Server on core 0, wrk on core 1.
// The uncached run starts on an idle, warm server: wrk hangs up with 50 page requests still queued in the server, which
// renders them all (about a second of work that the first uncached pages used to wait behind), and a just-started
// process renders its first hundred uncached pages at 2-3x the time (JIT), so 100 other products are visited first.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleEntry } from '../../scripts/bundle.mjs';

const DATA_DIR = process.env.DATA_DIR ?? '/tmp/big';
const PORT = Number(process.env.PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const secs = process.env.SECONDS ?? '6';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));

// Compiled, as `npm start` runs it (scripts/bundle.mjs).
const server = spawn('taskset', ['-c', '0', process.execPath, await bundleEntry('server')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', DEMO_SEED: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; i < 120; i++) {
  try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
  await new Promise((r) => setTimeout(r, 500));
}

const p95Script = path.join(tmp, 'p95.lua');
fs.writeFileSync(p95Script, `done = function(summary, latency, requests)
  io.write(string.format("RESULT rps=%.1f p50=%.2f p95=%.2f p99=%.2f errors=%d\\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`);
const randomScript = path.join(tmp, 'random.lua');
fs.writeFileSync(randomScript, `${fs.readFileSync(p95Script, 'utf8')}
local n = 0
request = function()
  n = n + 1
  -- Every request a product not asked for before in this run: an uncached render.
  local id = (n * 7919) % 9999 + 1
  return wrk.format("GET", "/product/bench-product-" .. id)
end
`);

function wrk(url, conns, script) {
  const out = execFileSync('taskset', ['-c', '1', 'wrk', '-t1', `-c${conns}`, `-d${secs}s`, '-s', script, url], { encoding: 'utf8' });
  const m = /RESULT rps=([\d.]+) p50=([\d.]+) p95=([\d.]+) p99=([\d.]+) errors=(\d+)/.exec(out);
  return { rps: Number(m[1]), p50: Number(m[2]), p95: Number(m[3]), p99: Number(m[4]), errors: Number(m[5]) };
}

const cpuTicks = () => { const f = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
/** Waits until the server uses under 2 % of a core over 250 ms (at most 10 s). */
async function settle() {
  for (let i = 0; i < 40; i++) {
    const t0 = cpuTicks();
    await new Promise((r) => setTimeout(r, 250));
    if (cpuTicks() - t0 <= 0) return;
  }
}
/* The Lua script asks for product (n * 7919) % 9999 + 1 for n = 1, 2, …; 7919 is prime to 9999, so n = 5001… names
   other products than any run reaches. */
const productFor = (n) => `${base}/product/bench-product-${(n * 7919) % 9999 + 1}`;
async function uncachedSeries(from, count) {
  const ms = [];
  for (let n = from; n < from + count; n++) {
    const t = performance.now();
    await (await fetch(productFor(n))).text();
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}

const product = `${base}/product/bench-product-2`;
for (let i = 0; i < 20; i++) await (await fetch(product)).text();
await (await fetch(`${base}/icon.svg`)).text();

const rounds = [];
for (let r = 0; r < 3; r++) {
  const stat = wrk(`${base}/icon.svg`, 50, p95Script);
  const cached = wrk(product, 50, p95Script);
  rounds.push({ stat, cached });
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const statRps = median(rounds.map((r) => r.stat.rps));
const cachedRps = median(rounds.map((r) => r.cached.rps));
console.log(`static file  ${statRps.toFixed(0)} req/s (median of 3, 50 connections)`);
console.log(`cached product page  ${cachedRps.toFixed(0)} req/s, p95 ${median(rounds.map((r) => r.cached.p95)).toFixed(1)} ms -> ${(cachedRps / statRps).toFixed(2)}x the static file`);
await settle();
const cold = await uncachedSeries(5001, 100);
console.log(`first 100 uncached product pages after start (cold JIT, other products): p50 ${cold[50].toFixed(0)} ms, p95 ${cold[95].toFixed(0)} ms`);
await settle();
// One connection: the latency is the server's time for the page, not time spent queueing behind other requests.
// Its errors are the seed's drafts (every 50th product), which answer 404 as they should.
const uncached = wrk(`${base}/`, 1, randomScript);
console.log(`uncached product pages (1 connection, each a new product): ${uncached.rps.toFixed(0)} req/s, p50 ${uncached.p50.toFixed(1)} ms, p95 ${uncached.p95.toFixed(1)} ms, p99 ${uncached.p99.toFixed(1)} ms, errors ${uncached.errors}`);
stop();
process.exit(0);
