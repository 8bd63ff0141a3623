// Gateway benchmark: `node bench/gateway/run.mjs` (DATABASE_URL adds "ours on PostgreSQL").
// Every path is measured in the same run, interleaved (A B C, then B C A, C A B: the order turns each round), 3 rounds, medians reported. The proxy under
// test has core 0 to itself; wrk, the upstreams (one per path) and PostgreSQL's processes share core 1 (in a deployment the database
// is another machine; unpinned, its log writes were scheduled onto the proxy's core and taken from its throughput).
// Env: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_SOAK_SECONDS (60), BENCH_PACED_CONNECTIONS (20), BENCH_PATHS (comma-separated names to measure; direct always),
// BENCH_PIN_PG=0 (leave PostgreSQL unpinned), BENCH_NICE_PG=0 (leave its priority), BENCH_PG_AUTOGROUP=0 (nice its processes but not their autogroups), BENCH_AB_PG_AUTOGROUP=1 (ours on PostgreSQL a second time, measured with its autogroups not niced, as an A/B), BENCH_PG_SLICE_US=0 (leave its time slice), BENCH_FIXED_PIN_PG=1 (keep it pinned and niced through the fixed-load rounds and the soak), BENCH_AB_FLAGS (Node flags: ours runs a second time with them, as an A/B),
// BENCH_AB_ENV (NAME=value pairs, space-separated: ours runs a second time with them in its environment, as an A/B),
// BENCH_AB_DIR (another checkout, e.g. `git worktree add /tmp/before HEAD~1`: ours runs a second time from it, as an A/B).
// BENCH_AB_ENTRY (Node arguments that start ours another way, e.g. '--import tsx bench/gateway/ours.ts': ours runs a second time so, as an A/B).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { kids, oursCredentials, sleep, waitFor } from './common.mjs';
import { bundleEntry } from '../../scripts/bundle.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/* Connections of the paced rounds; each waits CONNS/2 ms after its answer, so the offered rate stays ~2,000/s. At the
   same rate, more connections arrive in larger bursts (RESULTS.md, session 30): 20 is what every session measured. */
const PACED_CONNS = Number(process.env.BENCH_PACED_CONNECTIONS ?? 20);
const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-'));
const HZ = 100; // USER_HZ: /proc/PID/stat counts CPU time in 1/100 s
process.on('uncaughtException', (e) => { console.error(e); process.exit(1); });
const has = (cmd) => { try { execFileSync('which', [cmd], { stdio: 'ignore' }); return true; } catch { return false; } };

function start(name, cpu, cmd, args, env = {}, cwd = root) {
  const p = spawn('taskset', ['-c', String(cpu), cmd, ...args], { cwd, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  kids.push(p);
  return p;
}
const cpuTicks = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
// PostgreSQL's own processes (the server is not pinned): the CPU it spends storing each call's log record is spent on
// the same two cores as the proxy, wrk and the upstream.
const pgTicks = () => {
  let n = 0;
  for (const pid of execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean)) {
    try { n += cpuTicks(pid); } catch { /* exited */ }
  }
  return n;
};
/** Core 1's busy and total ticks (/proc/stat): when it is full, wrk, the upstream and PostgreSQL set the pace, not the proxy. */
const core1 = () => { const f = /^cpu1 (.*)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))[1].split(' ').map(Number); const idle = f[3] + f[4]; const all = f.slice(0, 8).reduce((a, b) => a + b, 0); return { busy: all - idle, all }; };
const hasPg = () => { try { return pgTicks() >= 0; } catch { return false; } };
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const ms = (s) => { const m = /([\d.]+)(us|ms|s)/.exec(s); return m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : NaN; };

function wrk(url, headers, seconds, extra = ['-c50'], env = process.env) {
  const args = ['-c', '1', 'wrk', '-t1', ...extra, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const out = execFileSync('taskset', args, { encoding: 'utf8', env });
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    requests: Number(/(\d+) requests in/.exec(out)[1]),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(out)[1]),
    p90: ms(/^\s+90%\s+(\S+)/m.exec(out)[1]),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(out)[1]),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}
/* PostgreSQL's processes, each pinned to core 1 and given back both cores at exit. A backend forked later inherits
   the postmaster's mask. */
const pinned = new Map();
/* PostgreSQL's processes also run at the lowest priority there (nice 19; BENCH_NICE_PG=0 keeps their own): in a
   deployment the database is another machine, and its COPY work must not slow the load generator and the upstream,
   which stand for the outside world. At the same priority ours's core sat 6-9 % idle in a full run, every other
   proxy's 1-2 %; niced, 3-6 % (session 37; SCHED_IDLE did no better). The work is done all the same, in wrk's and
   the upstream's gaps; its CPU is reported beside ours's. */
const nicePg = process.env.BENCH_NICE_PG !== '0';
/* The nice value alone did little: with the kernel's autogroups on (sched_autogroup_enabled, the default), CPU is shared
   first between groups, one per session, and each PostgreSQL backend makes a session of its own (setsid in
   InitPostmasterChild). A backend niced to 19 then still had a whole group's weight against the group holding wrk and
   the upstream: half of core 1 whenever it wanted it. So each backend's group is niced too (/proc/PID/autogroup). Two
   busy loops on one core, the niced one in a session of its own: 178 against 149 ticks with only its nice, 11 against
   297 with its group's (session 50). */
const autogroupNice = (pid) => { try { return /nice (-?\d+)/.exec(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1] ?? null; } catch { return null; } };
const niceGroups = nicePg && process.env.BENCH_PG_AUTOGROUP !== '0'; // BENCH_PG_AUTOGROUP=0: only the processes' nice, as before
const setAutogroupNice = (pid, n) => { try { fs.writeFileSync(`/proc/${pid}/autogroup`, String(n)); } catch { /* no autogroups, or not ours */ } };
/* And with a short time slice (BENCH_PG_SLICE_US, 100 µs; 0 keeps the kernel's): niced or not, a backend parsing a COPY
   ran its whole slice (1.4 ms on session 39's kernel) before wrk or the upstream got the core back, and ours's core
   idled meanwhile. With 100 µs ours's core was 96-97 % busy in a full run against 89-95 % (RESULTS.md, session 39).
   Linux 6.12 and later; on older kernels the call changes nothing. */
const pgSliceUs = Number(process.env.BENCH_PG_SLICE_US ?? 100);
const setSlice = (ns, pids) => { try { execFileSync('python3', [path.join(import.meta.dirname, 'sched-slice.py'), String(ns), ...pids], { stdio: 'ignore' }); } catch { /* no python3 */ } };
/* Pinning is on from the start to the fixed-load rounds; each measurement first catches the backends opened since
   (a gateway's pool opens more under load, and a new backend starts a new autogroup at nice 0). */
let pinning = process.env.BENCH_PIN_PG !== '0';
/** Whether PostgreSQL's autogroups are niced now (BENCH_AB_PG_AUTOGROUP measures ours with them niced and not). */
let groupsNiced = niceGroups;
function pinPostgres() {
  if (!pinning) return;
  let pids = [];
  try { pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean); } catch { return; }
  const fresh = pids.filter((pid) => !pinned.has(pid));
  for (const pid of fresh) {
    try {
      const mask = /mask: (\w+)/.exec(execFileSync('taskset', ['-p', pid], { encoding: 'utf8' }))[1];
      const nice = execFileSync('ps', ['-o', 'ni=', '-p', pid], { encoding: 'utf8' }).trim();
      const group = autogroupNice(pid);
      pinned.set(pid, { mask, nice, group });
      execFileSync('taskset', ['-p', '-c', '1', pid], { stdio: 'ignore' });
      if (nicePg) execFileSync('renice', ['-n', '19', '-p', pid], { stdio: 'ignore' });
      if (groupsNiced && group !== null) setAutogroupNice(pid, 19);
    } catch { /* exited, or not ours to pin */ }
  }
  if (pgSliceUs > 0 && fresh.length) setSlice(pgSliceUs * 1000, fresh);
}
/** Nices PostgreSQL's autogroups, or gives them back their own nice. */
function niceGroupsOfPostgres(on) {
  if (on === groupsNiced) return;
  groupsNiced = on;
  for (const [pid, { group }] of pinned) if (group !== null) setAutogroupNice(pid, on ? 19 : group);
}
function unpinPostgres() {
  pinning = false;
  niceGroupsOfPostgres(false);
  for (const [pid, { mask, nice }] of pinned) {
    try {
      execFileSync('taskset', ['-p', mask, pid], { stdio: 'ignore' });
      if (nicePg) execFileSync('renice', ['-n', nice, '-p', pid], { stdio: 'ignore' });
    } catch { /* gone */ }
  }
  if (pgSliceUs > 0) setSlice(0, [...pinned.keys()]);
}
process.on('exit', unpinPostgres);
const wanted = process.env.BENCH_PATHS ? new Set(process.env.BENCH_PATHS.split(',').map((s) => s.trim())) : null;
const want = (name) => !wanted || wanted.has(name);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const P = { barePipe: 18087, bare: 18081, fastify: 18082, fastgw: 18083, nginx: 18084, oursLite: 18085, oursPg: 18086, abPg: 18088, abLite: 18089, envPg: 18090, envLite: 18092, groupsPg: 18094 };
/* Each path has an upstream of its own (the same code, on core 1). One upstream shared by every path saw as many kinds
   of client as there were paths, each with its own set of headers, and with seven of them its JavaScript ran about
   half as fast (user time a call on core 1 nearly doubled; why, not pinned down): direct fell from 56,000 req/s to
   42,000, and so did every proxy whose pace the load's core sets (RESULTS.md, session 39). */
let upstreamPort = 18300;
/* Every port this run listens on must be free. A server another run left on one would answer this run's readiness
   check and its load, mixing that run's figures and log records into these (seen in session 47: counts "MISMATCH"
   that were records of the other run's source). */
const portFree = (port) => new Promise((resolve) => {
  const s = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
});
const ports = [...Object.values(P).flatMap((p) => [p, p + 100]), ...Array.from({ length: 20 }, (_, i) => upstreamPort + i)];
const busy = [];
for (const port of ports) if (!(await portFree(port))) busy.push(port);
if (busy.length) {
  console.error(`port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} in use: another benchmark run, or a process one left behind, holds them; stop it first`);
  process.exit(1);
}
async function upstream() {
  const port = upstreamPort++;
  const proc = start(`upstream ${port}`, 1, process.execPath, ['bench/gateway/upstream.mjs', String(port)]);
  await waitFor(`http://127.0.0.1:${port}/orders/42`);
  return { url: `http://127.0.0.1:${port}`, port, pid: proc.pid };
}
const direct = await upstream();
const paths = [{ name: 'direct', url: `${direct.url}/orders/42`, pid: direct.pid, headers: {} }];
const add = async (name, port, proc, extra = {}) => {
  paths.push({ name, url: `http://127.0.0.1:${port}/gateway/${extra.code ?? 'bench'}/orders/42`, pid: proc.pid, headers: extra.headers ?? {}, control: extra.control });
  await waitFor(paths.at(-1).url, extra.headers);
};
pinPostgres();
if (want('bare undici')) await add('bare undici', P.bare, start('bare', 0, process.execPath, ['bench/gateway/bare-proxy.mjs', String(P.bare), (await upstream()).url]));
if (want('bare undici (pipeline)')) await add('bare undici (pipeline)', P.barePipe, start('bare-pipeline', 0, process.execPath, ['bench/gateway/bare-proxy-pipeline.mjs', String(P.barePipe), (await upstream()).url]));
if (want('@fastify/http-proxy')) await add('@fastify/http-proxy', P.fastify, start('fastify', 0, process.execPath, ['bench/gateway/fastify-proxy.mjs', String(P.fastify), (await upstream()).url]));
if (want('fast-gateway')) await add('fast-gateway', P.fastgw, start('fast-gateway', 0, process.execPath, ['bench/gateway/fast-gateway.mjs', String(P.fastgw), (await upstream()).url]));
if (has('nginx') && want('nginx')) {
  const conf = fs.readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8').replaceAll('__PORT__', String(P.nginx))
    .replaceAll('__UPSTREAM__', `127.0.0.1:${(await upstream()).port}`).replaceAll('__PIDFILE__', path.join(tmp, 'nginx.pid'));
  fs.writeFileSync(path.join(tmp, 'nginx.conf'), conf);
  const master = start('nginx', 0, 'nginx', ['-c', path.join(tmp, 'nginx.conf'), '-p', tmp]);
  await sleep(500);
  const worker = Number(execFileSync('pgrep', ['-P', String(master.pid)], { encoding: 'utf8' }).trim().split('\n')[0]);
  // The worker holds the port: a master killed at exit would leave it behind, and the next run could not bind.
  kids.push({ kill: (sig) => process.kill(worker, sig) });
  await add('nginx', P.nginx, { pid: worker });
}
// Ours runs compiled, as production does (scripts/bundle.mjs): bench/gateway/ours.ts as dist/bench-gateway.mjs.
const oursEntry = [path.relative(root, await bundleEntry('bench-gateway'))];
async function ours(name, port, env, nodeFlags = [], cwd = root, entry = oursEntry) {
  const p = start(name, 0, process.execPath, [...nodeFlags, ...entry, String(port), String(port + 100), (await upstream()).url], env, cwd);
  const { key, code } = await oursCredentials(p);
  await add(name, port, p, { code, headers: { 'x-api-key': key }, control: `http://127.0.0.1:${port + 100}/__bench` });
}
/** Ours on PGlite and, with DATABASE_URL, on PostgreSQL; an A/B variant adds a suffix to the names and its own setup. */
async function oursOnBoth(suffix, [litePort, pgPort], { env = {}, flags = [], cwd = root, dataDir = 'pglite', entry } = {}) {
  if (want('ours (PGlite)')) await ours(`ours (PGlite)${suffix}`, litePort, { ...env, DATA_DIR: path.join(tmp, dataDir), DATABASE_URL: '' }, flags, cwd, entry);
  if (process.env.DATABASE_URL && want('ours (PostgreSQL)')) {
    await ours(`ours (PostgreSQL)${suffix}`, pgPort, env, flags, cwd, entry);
    if (hasPg()) paths.at(-1).pg = true;
  }
}
await oursOnBoth('', [P.oursLite, P.oursPg]);
// A/B of Node flags for ours (BENCH_AB_FLAGS="--max-semi-space-size=64"): the same gateway again, started with them.
const abFlags = process.env.BENCH_AB_FLAGS;
if (abFlags) await oursOnBoth(` ${abFlags}`, [P.abLite, P.abPg], { flags: abFlags.split(' '), dataDir: 'pglite-ab' });
// A/B of settings for ours (BENCH_AB_ENV="GATEWAY_LOG_BATCH=100"): the same gateway again, with them in its environment.
const abEnv = process.env.BENCH_AB_ENV;
if (abEnv) await oursOnBoth(` ${abEnv}`, [P.envLite, P.envPg], { env: Object.fromEntries(abEnv.split(' ').filter(Boolean).map((kv) => kv.split('='))), dataDir: 'pglite-env' });
// A/B of two versions of the code: ours again, from the other checkout (its own node_modules, or a link to these).
const abDir = process.env.BENCH_AB_DIR && path.resolve(process.env.BENCH_AB_DIR);
if (abDir) {
  // Compiled there as here; a checkout from before scripts/bundle.mjs runs through tsx, as it did then.
  const compiled = fs.existsSync(path.join(abDir, 'scripts/bundle.mjs'));
  if (compiled) execFileSync(process.execPath, ['scripts/bundle.mjs', 'bench-gateway'], { cwd: abDir, stdio: 'ignore' });
  await oursOnBoth(` from ${abDir}`, [P.abLite, P.abPg], { cwd: abDir, dataDir: 'pglite-ab', entry: compiled ? oursEntry : ['--import', 'tsx', 'bench/gateway/ours.ts'] });
}
// A/B of how ours is started (BENCH_AB_ENTRY='--import tsx bench/gateway/ours.ts'): the same gateway, started so.
const abEntry = process.env.BENCH_AB_ENTRY;
if (abEntry) await oursOnBoth(` (${abEntry})`, [P.abLite, P.abPg], { entry: abEntry.split(' ').filter(Boolean), dataDir: 'pglite-ab' });
// A/B of PostgreSQL's autogroups (BENCH_AB_PG_AUTOGROUP=1): ours on PostgreSQL again, measured with them at their own nice.
if (process.env.BENCH_AB_PG_AUTOGROUP === '1' && process.env.DATABASE_URL && want('ours (PostgreSQL)')) {
  await ours('ours (PostgreSQL), its autogroups not niced', P.groupsPg, {});
  paths.at(-1).pg = hasPg();
  paths.at(-1).pgGroupsNiced = false;
}

pinPostgres(); // the backends the gateways opened
console.log(`warming up ${paths.length} paths…`);
for (const p of paths) wrk(p.url, p.headers, 2);

/* Each measurement starts on a quiet machine: the path measured before may still be writing its log backlog
   (PGlite on the pinned core) and PostgreSQL may be vacuuming, which the next path would otherwise pay for. Waits
   until the proxies and PostgreSQL together use under 2 % of a core over 250 ms, for at most 5 s. */
const pgRuns = hasPg();
const busyTicks = () => paths.reduce((n, p) => { try { return n + cpuTicks(p.pid); } catch { return n; } }, 0) + (pgRuns ? pgTicks() : 0);
async function settle() {
  for (let i = 0; i < 20; i++) {
    const t0 = busyTicks();
    await sleep(250);
    if (busyTicks() - t0 <= 0.02 * 25) return;
  }
}
/* The proxy under test has core 0 to itself: the other proxies on it are stopped (SIGSTOP) while it is measured, and
   each measurement starts on a quiet machine. Left running, idle, they still cost it: in one A/B, five of the six Node
   proxies spent 4-19 % more CPU per call with them (RESULTS.md, session 33). The upstreams (direct's pid is one) always run. */
const frozen = new Set();
const signal = (pid, sig) => { try { process.kill(pid, sig); } catch { /* gone */ } };
async function alone(p) {
  pinPostgres();
  if (pinning && niceGroups) niceGroupsOfPostgres(p.pgGroupsNiced !== false);
  for (const q of paths.slice(1)) {
    if (q === p && frozen.delete(q.pid)) signal(q.pid, 'SIGCONT');
    else if (q !== p && !frozen.has(q.pid)) { frozen.add(q.pid); signal(q.pid, 'SIGSTOP'); }
  }
  await settle();
}
function thawAll() {
  for (const pid of frozen) signal(pid, 'SIGCONT');
  frozen.clear();
}
process.on('exit', thawAll);

const results = Object.fromEntries(paths.map((p) => [p.name, []]));
/* The order turns by one path each round: measured in one fixed order, whichever of two gateways went first in a
   round came out 7-10 % dearer per call, either way round (session 12), so no path should always follow the same one. */
const rotated = (xs, k) => xs.map((_, i) => xs[(i + k) % xs.length]);
for (let round = 1; round <= ROUNDS; round++) {
  for (const p of rotated(paths, round - 1)) {
    await alone(p);
    const before = cpuTicks(p.pid);
    const pgBefore = p.pg ? pgTicks() : 0;
    const c1 = core1();
    const r = wrk(p.url, p.headers, SECONDS);
    const c1After = core1();
    r.loadBusy = (c1After.busy - c1.busy) / Math.max(1, c1After.all - c1.all);
    r.cpuUs = ((cpuTicks(p.pid) - before) / HZ) * 1e6 / r.requests;
    r.pgUs = p.pg ? ((pgTicks() - pgBefore) / HZ) * 1e6 / r.requests : NaN;
    results[p.name].push(r);
    console.log(`round ${round} ${p.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s  ${r.cpuUs.toFixed(1).padStart(6)} µs/req${p.pg ? ` (+${r.pgUs.toFixed(1)} in PostgreSQL)` : ''}  its core ${(r.rps * r.cpuUs / 1e4).toFixed(0)} % busy, the load's ${(r.loadBusy * 100).toFixed(0)} %  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms${r.errors ? `  non-2xx ${r.errors}` : ''}`);
  }
}

const bare = results['bare undici'] ? median(results['bare undici'].map((r) => r.rps)) : NaN;
const rows = paths.map((p) => {
  const rs = results[p.name];
  return { path: p.name, rps: median(rs.map((r) => r.rps)), cpuUs: median(rs.map((r) => r.cpuUs)), pgUs: median(rs.map((r) => r.pgUs)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)) };
});
console.log('\nmedians of %d interleaved rounds, wrk -t1 -c50, %ds each\n', ROUNDS, SECONDS);
console.log('| path | req/s | CPU µs/req (proxy) | CPU µs/req (PostgreSQL) | p50 ms | p99 ms | vs bare undici |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.path} | ${r.rps.toFixed(0)} | ${r.cpuUs.toFixed(1)} | ${Number.isNaN(r.pgUs) ? '' : r.pgUs.toFixed(1)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.rps / bare).toFixed(2)} |`);
// The ratio round by round, each path against the bare proxy measured next to it: on a machine whose speed drifts
// within minutes, the spread of these says more than the ratio of medians above.
if (results['bare undici']) {
  console.log('\nvs bare undici, round by round (same round)');
  for (const p of paths.filter((x) => x.name !== 'bare undici')) {
    const xs = results[p.name].map((r, i) => r.rps / results['bare undici'][i].rps);
    console.log(`${p.name}: ${xs.map((x) => x.toFixed(2)).join(' / ')}, median ${median(xs).toFixed(2)}`);
  }
}

// Fixed offered load: 2,000 req/s with autocannon -R, ours against direct, p99. Interleaved rounds like the rest: a
// single measurement of direct alone moved between 9 and 16 ms here. PostgreSQL floats again: pinned beside the load
// generator, each 500-row COPY (about 10 ms of its CPU) delayed autocannon itself, which then reported the stall as
// gateway latency (ours on PostgreSQL +9 ms pinned, +4/+5 unpinned in earlier runs). BENCH_FIXED_PIN_PG=1 keeps it pinned.
if (process.env.BENCH_FIXED_PIN_PG !== '1') unpinPostgres();
const fixed = (url, headers) => JSON.parse(execFileSync('taskset', ['-c', '1', process.execPath, 'node_modules/autocannon/autocannon.js', '-j', '-R', '2000', '-c', '20', '-d', String(SECONDS),
  ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }));
console.log('\nfixed offered load, 2,000 req/s (autocannon -R 2000 -c 20), %d interleaved rounds, p99 ms', ROUNDS);
const fixedPaths = [paths[0], ...paths.filter((x) => x.control)];
const p99s = new Map(fixedPaths.map((p) => [p.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const p of rotated(fixedPaths, round)) {
    await alone(p);
    p99s.get(p.name).push(fixed(p.url, p.headers).latency.p99);
  }
}
const directP99 = p99s.get(paths[0].name);
console.log(`direct: p99 ${directP99.join(' / ')}, median ${median(directP99)}`);
for (const p of fixedPaths.slice(1)) {
  const xs = p99s.get(p.name);
  console.log(`${p.name}: p99 ${xs.join(' / ')}, median ${median(xs)}; adds ${(median(xs) - median(directP99)).toFixed(0)} ms over direct (round by round: ${xs.map((x, i) => x - directP99[i]).join(', ')})`);
}

/* The same load from wrk, paced (paced.lua: -c20, 10 ms between a connection's calls, about 1,800-2,000 req/s).
   autocannon is JavaScript on the upstream's core, and its own pauses set direct's p99 (16-29 ms in session 13, where
   wrk paced measured 1.1-2.4 ms for the same upstream), which hid anything a proxy adds. The bare proxy is measured
   too: what any Node proxy adds on this machine; and nginx, what a proxy in C adds on the same cores. */
console.log('\nfixed load from wrk, paced (wrk -t1 -c%d, %d ms between calls per connection), %d interleaved rounds, ms', PACED_CONNS, PACED_CONNS / 2, ROUNDS);
const pacedPaths = [paths[0], ...paths.filter((x) => x.name === 'bare undici' || x.name === 'nginx' || x.control)];
const paced = new Map(pacedPaths.map((p) => [p.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const p of rotated(pacedPaths, round)) {
    await alone(p);
    paced.get(p.name).push(wrk(p.url, p.headers, SECONDS, [`-c${PACED_CONNS}`, '-s', path.join(import.meta.dirname, 'paced.lua')],
      { ...process.env, PACED_DELAY_MS: String(PACED_CONNS / 2) }));
  }
}
const pacedDirect = paced.get(paths[0].name);
for (const p of pacedPaths) {
  const rs = paced.get(p.name);
  const over = p === paths[0] ? '' : `; p99 over direct ${rs.map((r, i) => (r.p99 - pacedDirect[i].p99).toFixed(1)).join(' / ')}, median ${median(rs.map((r, i) => r.p99 - pacedDirect[i].p99)).toFixed(1)}`;
  console.log(`${p.name}: ${median(rs.map((r) => r.rps)).toFixed(0)} req/s, p50 ${median(rs.map((r) => r.p50)).toFixed(2)}, p90 ${median(rs.map((r) => r.p90)).toFixed(2)}, p99 ${rs.map((r) => r.p99.toFixed(2)).join(' / ')}${over}`);
}

/* Soak: memory at the start and end of a long run, then the exact log count. RSS is also read after the first WARM
   seconds: the heap grows to its working size under full load within them (ours on PostgreSQL: 86 MB at the start, 124
   after 20 s, 124-127 from there to 240 s; session 51), and growth after that is what a leak would show. */
const WARM = Math.min(10, Math.floor(SOAK / 2));
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
for (const p of paths.filter((x) => x.control)) {
  await alone(p);
  const rssStart = rss(p.pid);
  if (WARM > 0) wrk(p.url, p.headers, WARM);
  const rssWarm = rss(p.pid);
  wrk(p.url, p.headers, SOAK - WARM);
  const rssEnd = rss(p.pid);
  await sleep(500); // calls cut off when wrk stopped are finished and counted
  const c = await (await fetch(p.control)).json();
  console.log(`\n${p.name}: RSS ${mb(rssStart)} MB at the start of a ${SOAK} s run, ${mb(rssWarm)} MB after ${WARM} s, ${mb(rssEnd)} MB at the end; ${c.backlog} records still waiting for their batch 0.5 s after the load stopped`);
  // Dropped: records the full log buffer turned away since the gateway started, each drop also written as a system event.
  const verdict = c.processed === c.logged ? 'EXACT' : c.processed === c.logged + c.dropped ? 'MISMATCH (every missing record was dropped and reported)' : 'MISMATCH';
  console.log(`${p.name}: calls counted by the gateway ${c.processed}, task-flow records in the database ${c.logged}, dropped ${c.dropped}: ${verdict}`);
}

thawAll();
for (const k of kids) k.kill('SIGTERM');
process.exit(0);
