// The JavaScript each storefront page downloads, compressed: `node bench/store/js-weight.mjs <baseURL> [paths…]`.
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ['/home', '/collections/linen-clothing', '/product/linen-shirt'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of paths) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes();
    const res = await req.response();
    scripts.push({ url: req.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, body: sizes.responseBodySize, enc: res?.headers()['content-encoding'] ?? 'none' });
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const total = scripts.reduce((n, s) => n + s.body, 0);
  console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB transferred (body, ${[...new Set(scripts.map((s) => s.enc))].join('/')})`);
  if (process.env.VERBOSE) for (const s of scripts.sort((a, b) => b.body - a.body)) console.log(`  ${(s.body / 1024).toFixed(1)} KB ${s.url.replace(base, '')}`);
  await page.close();
}
await browser.close();
