// Where a page load spends the browser's main thread: `node bench/store/profile-load.mjs [path]` against a running
// production server on 127.0.0.1:3300 (BASE to change). Chromium at 4x CPU slowdown and phone width, CDP Profiler;
// prints self time by script and the heaviest functions. Used to find the price formatter built during hydration.
import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto((process.env.BASE ?? 'http://127.0.0.1:3300') + (process.argv[2] ?? '/product/linen-shirt'), { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const agg = new Map(); const byUrl = new Map();
for (const [id, us] of self) { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; agg.set(k, (agg.get(k) ?? 0) + us); const u = f.url.split('/').pop() || f.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us); }
console.log('by url', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}ms`).join(' | '));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(7), k);
await b.close();
