// Instructions per call, counted by valgrind's callgrind: the bare undici proxy and ours, each under callgrind.
// `node bench/gateway/instructions.mjs` (DATABASE_URL: ours on PostgreSQL, else on PGlite).
//
// Why: on this 2-core machine the time per call of the same proxy moved between 36 and 136 µs within one day, and
// the kernel's share moves most, so a 3-round time ratio moves by ±0.1. An instruction count is the same for the
// same binary and inputs whatever else the machine does, so it shows a change of a few percent in one run.
// Instrumentation is off while each proxy starts and warms up (JIT tiers, pools); each round then counts N calls.
// The ratio is of user-space instructions only: the kernel's part (socket calls, the same for both) is not counted,
// so it is lower than the time ratio when the machine is slow. The printed top differences say where ours spends
// its extra instructions (JS functions named through --perf-basic-prof).
// Env: GW_IR_CALLS (4000 per round), GW_IR_ROUNDS (4), GW_IR_WARMUP (10000 calls before the first round), GW_IR_TOP (30),
// GW_IR_PORT (18180: the first of the four ports it listens on).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kids, oursCredentials, waitFor } from './common.mjs';
import { bundleEntry } from '../../scripts/bundle.mjs';

const CALLS = Number(process.env.GW_IR_CALLS ?? 4000);
const ROUNDS = Number(process.env.GW_IR_ROUNDS ?? 4);
const TOP = Number(process.env.GW_IR_TOP ?? 30);
const WARMUP = Number(process.env.GW_IR_WARMUP ?? 10_000);
const PORT = Number(process.env.GW_IR_PORT ?? 18180);
const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-ir-'));
try { execFileSync('which', ['valgrind'], { stdio: 'ignore' }); } catch { console.error('valgrind is not installed'); process.exit(1); }

function start(args, env = {}, valgrind = true) {
  const cmd = valgrind
    ? ['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${tmp}/cg.%p`, process.execPath, '--perf-basic-prof', '--no-logfile-per-isolate', `--logfile=${tmp}/v8.log`, ...args]
    : [process.execPath, ...args];
  const p = spawn(cmd[0], cmd.slice(1), { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'ignore'] });
  kids.push(p);
  return p;
}
const load = (url, headers, n) => execFileSync(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', '10', '-a', String(n),
  ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const control = (pid, ...args) => execFileSync('callgrind_control', [...args, String(pid)], { stdio: 'ignore' });

/** One round: warm up uninstrumented, count CALLS calls, dump; answers the dump's file. */
function round(p, n) {
  control(p.pid, '-i', 'off');
  load(p.url, p.headers, 2000);
  control(p.pid, '-z');
  control(p.pid, '-i', 'on');
  const r = JSON.parse(load(p.url, p.headers, n));
  if (r.non2xx || r.errors) throw new Error(`${p.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  control(p.pid, '-d');
  const files = fs.readdirSync(tmp).filter((f) => f.startsWith(`cg.${p.pid}.`)).sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
  return path.join(tmp, files.at(-1));
}
const total = (file) => Number(/^(?:summary|totals): (\d+)/m.exec(fs.readFileSync(file, 'utf8'))[1]);

/** Self cost per function, JIT addresses named from the process's perf map. */
function byFunction(file, pid, n) {
  const map = fs.existsSync(`/tmp/perf-${pid}.map`) ? fs.readFileSync(`/tmp/perf-${pid}.map`, 'utf8').trim().split('\n').map((l) => {
    const [a, s, ...name] = l.split(' ');
    return [parseInt(a, 16), parseInt(s, 16), name.join(' ')];
  }).sort((x, y) => x[0] - y[0]) : [];
  const name = (addr) => {
    let lo = 0, hi = map.length - 1, found;
    while (lo <= hi) { const mid = (lo + hi) >> 1; if (map[mid][0] <= addr) { found = map[mid]; lo = mid + 1; } else hi = mid - 1; }
    return found && addr < found[0] + found[1] ? found[2] : 'JIT code';
  };
  const out = execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 256 << 20 });
  const costs = new Map();
  for (const line of out.split('\n')) {
    const m = /^\s*([\d,]+)\s+\([\s\d.]+%\)\s+(.*)$/.exec(line);
    if (!m || m[2].includes('PROGRAM TOTALS')) continue;
    const jit = /^\?\?\?:0x([0-9a-f]+) \[\?\?\?\]/.exec(m[2]);
    const fn = jit ? name(parseInt(jit[1], 16)) : m[2].replace(/^\?\?\?:/, '').replace(/\s*\[[^\]]*\]$/, '');
    costs.set(fn, (costs.get(fn) ?? 0) + Number(m[1].replaceAll(',', '')) / n);
  }
  return costs;
}

const UP = `http://127.0.0.1:${PORT}`;
start(['bench/gateway/upstream.mjs', String(PORT)], {}, false);
await waitFor(`${UP}/orders/42`, {}, 1200, 250);
const bare = start(['bench/gateway/bare-proxy.mjs', String(PORT + 1), UP]);
const paths = [{ name: 'bare undici', pid: bare.pid, url: `http://127.0.0.1:${PORT + 1}/gateway/x/orders/42`, headers: {} }];
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Compiled, as production runs it (scripts/bundle.mjs).
const ours = start([path.relative(root, await bundleEntry('bench-gateway')), String(PORT + 2), String(PORT + 3), UP], process.env.DATABASE_URL ? {} : { DATA_DIR: path.join(tmp, 'pglite') });
const { key, code } = await oursCredentials(ours);
paths.push({ name: `ours (${db})`, pid: ours.pid, url: `http://127.0.0.1:${PORT + 2}/gateway/${code}/orders/42`, headers: { 'x-api-key': key } });
for (const p of paths) await waitFor(p.url, p.headers, 1200, 250);
for (const p of paths) { control(p.pid, '-i', 'off'); load(p.url, p.headers, WARMUP); } // the JIT's tiers, the pools

/* V8's garbage collector and optimising compiler: their work lands in whichever round it happens to fall in (a round
   with a major GC or a burst of recompilation counted up to twice the others), so each round is also shown without
   them. What is left is the work done per call, and it moves by a few hundred instructions between rounds. */
const BACKGROUND = /v8::internal::(compiler::|.*(Marking|Scaveng|Sweep|Evacuat|Heap::|GC|Compaction|Turbofan|Pipeline|OptimizedCompilation))|v8::platform::|MemoryChunk|Zone::/;
const foreground = (costs) => [...costs].reduce((n, [k, v]) => (BACKGROUND.test(k) ? n : n + v), 0);
const counts = Object.fromEntries(paths.map((p) => [p.name, []]));
const foregroundCounts = Object.fromEntries(paths.map((p) => [p.name, []]));
const last = {};
for (let r = 1; r <= ROUNDS; r++) {
  for (const p of paths) {
    const file = round(p, CALLS);
    const perCall = byFunction(file, p.pid, CALLS);
    const [all, fg] = [total(file) / CALLS, foreground(perCall)];
    counts[p.name].push(all);
    foregroundCounts[p.name].push(fg);
    last[p.name] = perCall;
    console.log(`round ${r} ${p.name.padEnd(20)} ${Math.round(all).toLocaleString('en')} instructions per call, ${Math.round(fg).toLocaleString('en')} without GC and JIT compilation`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [what, xs] of [['', counts], [' without GC and JIT compilation', foregroundCounts]]) {
  const [b, o] = paths.map((p) => median(xs[p.name]));
  console.log(`${what ? '' : '\n'}median of ${ROUNDS} rounds of ${CALLS} calls${what}: bare ${Math.round(b).toLocaleString('en')}, ours ${Math.round(o).toLocaleString('en')} instructions per call; bare / ours = ${(b / o).toFixed(3)}; ours adds ${Math.round(o - b).toLocaleString('en')}`);
}

const [fb, fo] = [last[paths[0].name], last[paths[1].name]];
const diff = [...new Set([...fb.keys(), ...fo.keys()])].map((k) => [k, (fo.get(k) ?? 0) - (fb.get(k) ?? 0), fb.get(k) ?? 0, fo.get(k) ?? 0]).sort((x, y) => y[1] - x[1]);
console.log(`\nwhere ours spends more, last round, instructions per call (bare, ours, difference):`);
for (const [k, d, x, y] of diff.slice(0, TOP)) console.log(`${Math.round(x).toString().padStart(7)} ${Math.round(y).toString().padStart(7)} ${('+' + Math.round(d)).padStart(7)}  ${k.slice(0, 110)}`);
for (const k of kids) k.kill('SIGKILL');
process.exit(0);
