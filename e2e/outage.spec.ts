import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scratchDatabase } from '../tests/scratch-db';
import { relay } from '../tests/relay';
import { healthy, startOwnServer } from './own-server';

/* PostgreSQL out of reach while people browse: a server of its own reaches a database of its own through a TCP relay
   that the test takes down and brings back. A shop page and a console screen say what happened, in their language,
   instead of Next's bare "Application error", and "Try again" brings the page back once the database is; an order
   placed meanwhile is refused in words and goes through, once, when placed again. Needs PostgreSQL
   (E2E_DATABASE_URL); the embedded database cannot go away. */

const url = process.env.E2E_DATABASE_URL;
const ADMIN_PASSWORD = 'outage-admin-password';
const PORT = 3296;
const base = `http://127.0.0.1:${PORT}`;

/** The screen as it is, then on a phone in dark mode, for a person to look at (test-results/). */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop-light.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: test.info().outputPath(`${name}-phone-dark.png`) });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.skip(!url, 'needs PostgreSQL (E2E_DATABASE_URL)');

test('while the database is out of reach a shop page, the checkout and a console screen say so, and each comes back with it', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-outage-'));
  const scratch = await scratchDatabase(url!, 'outage');
  const db = await relay(new URL(scratch.url));
  const server = startOwnServer({ port: PORT, dataDir, adminPassword: ADMIN_PASSWORD, databaseUrl: db.url, quiet: true });
  try {
    await healthy(base);
    // A product whose page nobody has opened: nothing of it is in the shop's cache.
    const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) })).json();
    const name = `Outage Lantern ${Date.now().toString(36)}`;
    const made = await (await fetch(`${base}/api/v1/product/`, {
      method: 'POST', headers: { authorization: `Bearer ${login.res_data.access_token as string}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, price: 250000, status: 'published', variants: [{ sku: 'LANTERN', options: {}, price: 250000, stock: 5 }] }),
    })).json();
    expect(made.res_status_code, made.message).toBe(201);
    await page.goto(`${base}/home`);
    await page.goto(`${base}/auth/login`);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /đăng nhập/i }).click();
    await page.waitForURL(/\/console/);

    db.setDown(true);
    const shopPage = await page.goto(`${base}/product/${made.res_data.slug as string}`);
    expect(shopPage?.status()).toBe(500);
    const failure = page.getByTestId('failure-screen');
    await expect(failure.getByRole('heading', { name: 'This page could not load just now' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shots(page, 'shop-down');
    db.setDown(false);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });

    // Placing an order while the database is gone says so and loses nothing: pressed again once it is back, the
    // order goes through, once.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto(`${base}/checkout/shipping-information`);
    const shipping = { 'Full name': 'Ngô Thị Lan', Phone: '0912 345 678', 'Address (house number, street)': '7 Hàng Gai', 'Province / city': 'Hà Nội', 'Ward / commune': 'Phường Hoàn Kiếm' };
    for (const [label, value] of Object.entries(shipping)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('review-line')).toHaveCount(1);
    db.setDown(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-unreachable')).toContainText('The shop could not be reached just now');
    db.setDown(false);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\//, { timeout: 15_000 });
    const orders = await (await fetch(`${base}/api/v1/order/pagination?limit=10&page=1`, { headers: { authorization: `Bearer ${login.res_data.access_token as string}` } })).json();
    expect(orders.res_data.total).toBe(1);

    db.setDown(true);
    await page.goto(`${base}/console/products`);
    await expect(failure.getByRole('heading', { name: 'Trang này tạm thời không tải được' })).toBeVisible();
    await shots(page, 'console-down');
    db.setDown(false);
    await expect(failure.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/console');
    await failure.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('gridcell', { name })).toBeVisible({ timeout: 15_000 });
  } finally {
    db.setDown(false);
    server.kill('SIGKILL');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await db.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
