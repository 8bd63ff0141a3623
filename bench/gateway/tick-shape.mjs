// Why lib/process/tick-shape.ts keeps one tick object alive: a literal of nextTick's form ({ [symbol]: id,
// [symbol]: id, callback, args }) made 2 million times between rounds of major GCs, in a process that keeps none
// of its objects and in one that keeps one. V8 holds map transitions weakly: when a major GC finds no object of the
// shape alive, its maps die, the next literal makes new ones, and after a few GCs the literal's stores have seen too
// many maps and go through the runtime. `node bench/gateway/tick-shape.mjs`; prints ns per literal by round and the
// ratio of the two processes' medians after the first GC.
import { execFileSync } from 'node:child_process';

if (process.argv[2] === 'child') {
  const S1 = Symbol('async_id'), S2 = Symbol('trigger_async_id');
  const make = (callback, n) => ({ [S1]: n, [S2]: n, callback, args: undefined });
  globalThis.kept = process.argv[3] === 'keep' ? make(null, 0) : null;
  // A ring of the latest objects, so each one is really made; emptied before each GC, so none survives it.
  const ring = new Array(1024).fill(null);
  const out = [];
  for (let r = 0; r < 8; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 2e6; i++) ring[i & 1023] = make(make, i);
    out.push(Number(process.hrtime.bigint() - t0) / 2e6);
    ring.fill(null);
    for (let g = 0; g < 3; g++) globalThis.gc();
  }
  process.stdout.write(JSON.stringify(out));
} else {
  const run = (mode) => JSON.parse(execFileSync(process.execPath, ['--expose-gc', import.meta.filename, 'child', mode], { encoding: 'utf8' }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const none = run('none'), keep = run('keep');
  console.log('ns per literal, round by round (major GCs between rounds)');
  console.log('nothing kept:', none.map((x) => x.toFixed(1)).join(' / '));
  console.log('one kept:    ', keep.map((x) => x.toFixed(1)).join(' / '));
  const [a, b] = [median(none.slice(1)), median(keep.slice(1))];
  console.log(`after the first GC, medians: ${a.toFixed(1)} against ${b.toFixed(1)} ns; nothing kept / one kept = ${(a / b).toFixed(1)}`);
}
