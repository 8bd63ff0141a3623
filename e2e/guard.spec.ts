import { expect, test } from '@playwright/test';
import { ADMIN, createUser, signIn, signInByApi } from './helpers';

test('/ lands on /home, and the storefront shell is there', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The shop's home is titled with the shop's own name (store.name), not the platform's.
  await expect(page).toHaveTitle('Saigon Craft');
});

test('/nowhere answers 404 with the 404 page', async ({ page }) => {
  const res = await page.goto('/nowhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  // A shopper's broken link is titled after the shop, as its pages are; a console address after the platform.
  await expect(page).toHaveTitle('Page not found - Saigon Craft');
  expect((await page.goto('/auth/nowhere'))?.status()).toBe(404);
  await expect(page).toHaveTitle(/^(Page not found|Không tìm thấy trang) - ShopGate$/);
});

test('/console while signed out goes to the login page and back after sign-in', async ({ page }) => {
  await page.goto('/console/system-params?page=1');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: /^(sign in|đăng nhập)$/i }).click();
  await expect(page).toHaveURL(/\/console\/system-params\?page=1$/);
});

test('/user needs SYSAD: signed out and a viewer get the 401 page, an administrator gets user management', async ({ page, request }) => {
  expect((await page.goto('/user'))?.status()).toBe(401);
  const viewer = await createUser(request, ['VIEWER']);
  await signIn(page, viewer.username, viewer.password);
  expect((await page.goto('/user'))?.status()).toBe(401);
  await page.context().clearCookies();
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/console\/users/);
});

test('a spoofed x-middleware-subrequest header changes nothing', async ({ request, browser }) => {
  const spoof = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
  const api = await request.get('/api/v1/auth/list', { headers: spoof });
  expect(api.status()).toBe(401);
  const ctx = await browser.newContext({ extraHTTPHeaders: spoof });
  const page = await ctx.newPage();
  await page.goto('/console/users');
  await expect(page).toHaveURL(/\/auth\/login/);
  await ctx.close();
});

test('security headers are set and health answers', async ({ request }) => {
  const res = await request.get('/home');
  const h = res.headers();
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('server.ts answers /gateway/ and /metrics itself, not through Next', async ({ request }) => {
  const res = await request.get('/gateway/no-such-target/orders/1');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(res.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect((await res.json()).res_status_code).toBe(404);
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  expect(await metrics.text()).toContain('gateway_requests_total');
});
