// Screenshots of the main screens, light and dark, desktop and phone: `node scripts/screenshots.mjs <baseURL> <out> <password>`.
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const [base = 'http://127.0.0.1:3100', out = '/tmp/shots', password] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'] });
const pages = (process.env.PAGES ?? '/home,/auth/login,/console,/console/users,/console/system-params,/console/logs/user,/nowhere').split(',');
for (const [vw, name] of [[{ width: 1366, height: 860 }, 'desk'], [{ width: 390, height: 844 }, 'phone']]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: vw, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(`${base}/auth/login`);
    await page.evaluate((s) => localStorage.setItem('mui-mode', s), scheme);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(password);
    await page.getByRole('button', { name: /sign in|đăng nhập/i }).click();
    await page.waitForURL(/\/console/);
    for (const p of pages) {
      await page.goto(base + p);
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${out}/${name}-${scheme}-${p.replace(/\//g, '_') || 'root'}.png`, fullPage: !!process.env.FULL });
    }
    await ctx.close();
  }
}
await browser.close();
