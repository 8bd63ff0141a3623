import { expect, test } from '@playwright/test';
import { ADMIN, seriousLightAndDark, signInByApi } from './helpers';

/* Content in the console: blog posts and pages written in the rich text editor, and the shop's menu. */

const stamp = () => Date.now().toString(36);

test('a post is written with headings and bold text, published, read in the shop, and kept apart from pages', async ({ page }) => {
  const title = `Ghi chép e2e ${stamp()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/posts');
  await page.getByTestId('create-button').click();
  await expect(page).toHaveURL(/\/console\/posts\/new$/);
  await page.getByLabel(/^Tiêu đề\s*\*?$/).fill(title);
  const body = page.getByTestId('content-body').locator('.ProseMirror');
  await body.click();
  await page.keyboard.type('Chuyến đi Hội An');
  await page.getByTestId('content-body').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Tiêu đề 2' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Chúng tôi ghé ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('mười xưởng');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' trong một tuần.');
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã đăng' }).click();
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/posts\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  const saved = (await (await page.request.get(`/api/v1/page/${id}`)).json()).res_data;
  expect(saved).toMatchObject({ type: 'post', title, status: 'published' });
  expect(saved.content).toContain('<h2>Chuyến đi Hội An</h2>');
  expect(saved.content).toContain('<strong>mười xưởng</strong>');
  expect(saved.excerpt).toBe('Chuyến đi Hội An Chúng tôi ghé mười xưởng trong một tuần.');
  await expect(page.getByRole('link', { name: 'Xem trên cửa hàng' })).toHaveAttribute('href', `/blog-view/${saved.slug}`);

  const shop = await page.context().newPage();
  await shop.goto(`/blog-view/${saved.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: 'Chuyến đi Hội An' })).toBeVisible();
  await expect(shop.locator('strong', { hasText: 'mười xưởng' })).toBeVisible();
  await shop.close();

  await page.goto('/console/posts');
  await page.getByRole('textbox', { name: 'Tìm theo tiêu đề hoặc tóm tắt' }).fill(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Đã đăng');
  await page.goto('/console/pages');
  await page.getByRole('textbox', { name: 'Tìm theo tiêu đề hoặc tóm tắt' }).fill(title);
  await expect(page.getByText('Không có kết quả phù hợp.')).toBeVisible();
});

test('the store menu: an item added in the console shows in the shop header, and hiding it takes it away', async ({ page }) => {
  const label = `Sự kiện ${stamp()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/store-menu');
  await page.getByTestId('create-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Tên mục/).fill(label);
  await dialog.getByLabel(/^Liên kết/).fill('javascript:alert(1)');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByText('Phải là đường dẫn bắt đầu bằng / hoặc một URL http(s)')).toBeVisible();
  // The shop's own pages are offered: its collections, pages and fixed pages.
  await dialog.getByLabel(/^Liên kết/).fill('Linen');
  await expect(page.getByRole('option', { name: /Linen Clothing/ })).toContainText('/collections/linen-clothing');
  await dialog.getByLabel(/^Liên kết/).fill(`/blogs?e=${stamp()}`);
  await dialog.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText('Hiển thị');

  const shop = await page.context().newPage();
  await shop.goto('/home');
  await expect(shop.getByRole('link', { name: label }).first()).toBeAttached();

  await row.getByRole('button', { name: 'Sửa' }).click();
  await dialog.getByLabel('Ẩn khỏi cửa hàng').check();
  await dialog.getByTestId('form-submit').click();
  await expect(row).toContainText('Ẩn');
  await shop.reload();
  await expect(shop.getByRole('link', { name: label })).toHaveCount(0);
  await shop.close();
});

test('the post editor has no serious accessibility findings, light and dark', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const posts = (await (await page.request.get('/api/v1/page/pagination?query=%7B%22type%22%3A%22post%22%7D')).json()).res_data;
  await page.goto(`/console/posts/${posts.items[0].id}`);
  await expect(page.getByTestId('content-body').locator('.ProseMirror')).toBeVisible();
  expect(await seriousLightAndDark(page, 'toggle')).toEqual([]);
});
