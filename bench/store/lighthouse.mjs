// Lighthouse (npm package, Debian's Chromium) on home, a collection and a product page, mobile and desktop, median of
// RUNS (default 3): `node bench/store/lighthouse.mjs <baseURL>` against a running production server with the demo shop.
import { execFileSync } from 'node:child_process';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.RUNS ?? 3);
const paths = ['/home', '/collections/linen-clothing', '/product/linen-shirt'];
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('page'.padEnd(30), 'form'.padEnd(8), 'perf', 'a11y', 'best', 'seo', ' LCP ms', ' TBT ms', '   CLS');
for (const path of paths) {
  for (const form of ['mobile', 'desktop']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const args = ['lighthouse', base + path, '--output=json', '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'];
      if (form === 'desktop') args.push('--preset=desktop');
      const out = execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const r = JSON.parse(out);
      results.push({
        perf: r.categories.performance.score * 100, a11y: r.categories.accessibility.score * 100,
        best: r.categories['best-practices'].score * 100, seo: r.categories.seo.score * 100,
        lcp: r.audits['largest-contentful-paint'].numericValue, tbt: r.audits['total-blocking-time'].numericValue,
        cls: r.audits['cumulative-layout-shift'].numericValue,
        failed: Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && ['seo', 'best-practices', 'accessibility'].some((c) => r.categories[c].auditRefs.some((x) => x.id === a.id && x.weight > 0))).map((a) => a.id),
      });
    }
    const m = (k) => median(results.map((x) => x[k]));
    console.log(path.padEnd(30), form.padEnd(8), String(m('perf')).padStart(4), String(m('a11y')).padStart(4), String(m('best')).padStart(4), String(m('seo')).padStart(4),
      m('lcp').toFixed(0).padStart(7), m('tbt').toFixed(0).padStart(7), m('cls').toFixed(3).padStart(7), [...new Set(results.flatMap((x) => x.failed))].join(' '));
  }
}
