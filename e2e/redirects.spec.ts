import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, serious, signInByApi } from './helpers';

/* Old addresses keep working: a product's slug changed in the console sends its old address (a search result, a
   running Facebook ad) on to the new one with a real 308, keeping the ad's utm_* and fbclid; an administrator adds
   the addresses of an old shop by hand. Screenshots land in test-results/redirects/ to be looked at. */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/redirects/${name}.png`, fullPage: true });
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function makeProduct(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const res = await request.post('/api/v1/product/', {
    headers: { authorization: `Bearer ${(await login.json()).res_data.access_token as string}` },
    data: { name: `Redirect Tote ${uniq()}`, price: 300000, status: 'published', variants: [{ sku: 'RT-1', options: {}, price: 300000, stock: 5 }] },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).res_data as { id: string; slug: string; name: string };
}

test('a product renamed in the console: its old address answers 308 to the new one, the ad\'s query kept, and the visit is counted', async ({ page, request }) => {
  const p = await makeProduct(request);
  const newSlug = `tui-moi-${uniq()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto(`/console/products/${p.id}`);
  await expect(page.getByText('Khi đổi, địa chỉ cũ tự chuyển hướng sang địa chỉ mới.')).toBeVisible();
  await page.getByLabel('Đường dẫn (slug)').fill(newSlug);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu').first()).toBeVisible();

  const ad = `/product/${p.slug}?utm_source=facebook&fbclid=IwAR1`;
  const first = await request.get(ad, { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toBe(`/product/${newSlug}?utm_source=facebook&fbclid=IwAR1`);
  // A shopper's browser follows it to the product, under its new address.
  await page.goto(ad);
  await expect(page).toHaveURL(new RegExp(`/product/${newSlug}\\?utm_source=facebook&fbclid=IwAR1$`));
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();

  await page.goto('/console/redirects?origin=slug');
  const row = page.getByRole('row').filter({ hasText: `/product/${p.slug}` });
  await expect(row).toContainText(`/product/${newSlug}`);
  await expect(row).toContainText('Đổi đường dẫn');
  // Counted after each response is sent: two visits above.
  await expect(async () => {
    await page.reload();
    const hits = page.getByRole('row').filter({ hasText: `/product/${p.slug}` }).getByRole('gridcell').nth(3);
    await expect(hits).toBeVisible();
    await expect(hits).toHaveText('2', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('an administrator adds an old shop\'s address by hand: refused input is explained, the address redirects, and the screen is accessible', async ({ page, request }) => {
  const old = `/san-pham/ao-cu-${uniq()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console');
  await page.getByRole('link', { name: 'Chuyển hướng URL' }).click();
  await expect(page).toHaveURL(/\/console\/redirects$/);
  await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm chuyển hướng' });
  await dialog.getByLabel('Địa chỉ cũ').fill('/console/users');
  await dialog.getByLabel('Chuyển đến').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Đường dẫn này thuộc trang quản trị, API hoặc cổng API, không thể chuyển hướng')).toBeVisible();
  await expect(dialog.getByText('Phải là đường dẫn bắt đầu bằng / hoặc một URL http(s)')).toBeVisible();
  // A whole URL pasted from the old shop: its path is kept, in lower case.
  await dialog.getByLabel('Địa chỉ cũ').fill(`https://old-shop.vn${old.toUpperCase()}/`);
  await dialog.getByLabel('Chuyển đến').fill('/collections/ceramics');
  await shot(page, '1-dialog');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: old });
  await expect(row).toContainText('/collections/ceramics');
  await expect(row).toContainText('Thêm tay');
  await shot(page, '2-list');
  expect(await serious(page)).toEqual([]);

  // The same address again is taken.
  await page.getByRole('button', { name: 'Thêm chuyển hướng' }).click();
  await dialog.getByLabel('Địa chỉ cũ').fill(old);
  await dialog.getByLabel('Chuyển đến').fill('/shop');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Địa chỉ cũ này đã có chuyển hướng')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy' }).click();

  // An address no route knows (the old platform's own shape) answers 308, not a 404 page.
  const res = await request.get(`${old}?utm_campaign=tet`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe(`/collections/ceramics?utm_campaign=tet`);
  // A live page is never hidden by a redirect: the shop's own address still answers.
  expect((await request.get('/collections/ceramics', { maxRedirects: 0 })).status()).toBe(200);

  await page.getByTestId('dark-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, '3-list-dark');
  expect(await serious(page)).toEqual([]);
});

test('a moving shop\'s redirect CSV is read, shown row by row with its problems, imported, and exported back', async ({ page }) => {
  const t = uniq();
  const csv = ['Redirect from,Redirect to', `/${t}/products/ao-thun,/shop`, `/${t}/pages/lien-he,/page/about`, `/api/${t},/shop`].join('\n');
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/redirects');
  await page.getByRole('button', { name: 'Nhập CSV/Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập chuyển hướng từ tệp' });
  await dialog.getByTestId('redirect-import-file').setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('redirect-import-summary')).toHaveText('2 thêm mới · 0 cập nhật · 0 không đổi · 1 lỗi (dòng lỗi không được nhập)');
  await expect(dialog.getByTestId('redirect-import-problems')).toContainText('Dòng 4 (Địa chỉ cũ): Đường dẫn này thuộc trang quản trị, API hoặc cổng API, không thể chuyển hướng');
  await expect(dialog.getByTestId('redirect-import-changes').getByRole('row')).toHaveCount(3);
  await shot(page, '4-import');
  expect(await serious(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Nhập 2 chuyển hướng' }).click();
  await expect(page.getByText('Đã thêm 2 và cập nhật 0 chuyển hướng')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `/${t}/pages/lien-he` })).toContainText('/page/about');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^redirects-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await import('node:fs')).readFileSync(await file.path(), 'utf8');
  expect(text).toContain(`/${t}/products/ao-thun,/shop`);
});
