// What the browser main thread does in each long task of a page load: `node bench/store/trace-load.mjs <url>` (RUNS,
// default 2). Chromium at 4x CPU slowdown, phone size; prints every task over 12 ms with the five trace events that
// took most of it (self time), then totals. Found the layout work and the scripts compiled lazily on the main thread.
import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const url = process.argv[2];
const agg = new Map();
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
  await p.goto(url, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  const buf = await b.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const main = ev.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 12000);
  for (const t of tasks) {
    const inner = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
    // self time per event name: dur minus direct children
    inner.sort((x, y) => x.ts - y.ts || y.dur - x.dur);
    const stack = [];
    const self = new Map();
    for (const e of inner) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
      self.set(e, self.get(e) ?? e.dur);
      stack.push(e);
    }
    const names = new Map();
    for (const [e, s] of self) names.set(e.name, (names.get(e.name) ?? 0) + s);
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}:${(v / 1000).toFixed(0)}`).join(' ');
    console.log(run, 'task', (t.dur / 1000).toFixed(0), 'ms', top);
    for (const [k, v] of names) agg.set(k, (agg.get(k) ?? 0) + v);
  }
  await ctx.close();
}
console.log('total self in tasks >12ms:', [...agg].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}:${(v / 1000).toFixed(0)}`).join(' '));
await b.close();
