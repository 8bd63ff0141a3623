import { expect, test } from '@playwright/test';
import { ADMIN, serious, seriousLightAndDark, signIn } from './helpers';

test('the login page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(await serious(page)).toEqual([]);
});

test('the console home has no serious or critical accessibility findings, light and dark', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('visits')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByTestId('dark-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Check the settled page: a tooltip fading in has blended, half-transparent colours. The pointer rests on the
  // greeting, away from the top bar's buttons and the sales chart (whose bars show a tooltip too).
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(await serious(page)).toEqual([]);
});

const STORE_PAGES = ['/home', '/shop', '/shop?q=silk', '/collections/ceramics', '/product/linen-shirt', '/page/about', '/blogs',
  '/blog-view/bat-trang-celadon', '/landing', '/product/no-such-thing'];

test('every storefront page has no serious or critical accessibility findings, light and dark', async ({ page }) => {
  // Twenty scans: about 30 s here, more on a slow CI machine.
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of STORE_PAGES) {
    await page.goto(path);
    found.push(...(await seriousLightAndDark(page, 'system')).map((f) => `${path} ${f}`));
  }
  expect(found).toEqual([]);
});
