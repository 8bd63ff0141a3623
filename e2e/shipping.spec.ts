import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, serious, signInByApi } from './helpers';

/* Delivery fees by province, from both sides: staff set up zones in the console, a shopper's fee follows the
   province they type. Other browser tests ship to TP. Hồ Chí Minh, Hà Nội, Huế and Đà Nẵng at the shop's own fee,
   so every zone made here is deleted before the test ends. Screenshots land in test-results/shipping/. */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shipping/${name}.png`, fullPage: true });
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  return { authorization: `Bearer ${(await login.json()).res_data.access_token as string}` };
}

/** Deletes every zone: the tests after these expect the shop's own fee everywhere. */
async function removeZones(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const list = await request.get('/api/v1/shipping-zone/pagination?limit=100', { headers });
  for (const z of (await list.json()).res_data.items as { id: string }[]) await request.delete(`/api/v1/shipping-zone/${z.id}`, { headers });
}

test.afterEach(async ({ request }) => removeZones(request));

test('staff set up delivery zones by region: the shop\'s own fee and the provinces left are shown, a province in another zone cannot be chosen twice', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console');
  await page.getByRole('link', { name: 'Phí vận chuyển' }).click();
  await expect(page).toHaveURL(/\/console\/shipping$/);
  const summary = page.getByTestId('shop-rate');
  await expect(summary).toContainText('Tỉnh không thuộc vùng nào tính phí của cửa hàng');
  await expect(summary).toContainText('34 tỉnh, thành chưa thuộc vùng nào');

  await page.getByRole('button', { name: 'Thêm vùng giao hàng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm vùng giao hàng' });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Chọn ít nhất một tỉnh, thành phố')).toBeVisible();
  const south = `Miền Nam ${uniq()}`;
  await dialog.getByLabel('Tên vùng').fill(south);
  await dialog.getByRole('button', { name: '+ Miền Nam' }).click();
  await expect(dialog.getByRole('button', { name: /^(TP\. Hồ Chí Minh|Cần Thơ|Cà Mau)$/ })).toHaveCount(3);
  await dialog.getByLabel('Phí giao hàng').fill('22000');
  await dialog.getByLabel('Miễn phí từ').fill('600000');
  await shot(page, '1-dialog');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(south) });
  await expect(row).toContainText('22.000');
  await expect(row).toContainText('600.000');
  await expect(row).toContainText('8 · An Giang, Cà Mau, Cần Thơ');
  await expect(summary).toContainText('26 tỉnh, thành chưa thuộc vùng nào');

  // A second zone: Cần Thơ is the first zone's, so it is offered but cannot be picked.
  await page.getByRole('button', { name: 'Thêm vùng giao hàng' }).click();
  await dialog.getByLabel('Tên vùng').fill(`Miền Bắc ${uniq()}`);
  await dialog.getByRole('combobox', { name: 'Tỉnh, thành phố' }).fill('Cần');
  const taken = page.getByRole('option', { name: /Cần Thơ/ });
  await expect(taken).toContainText(`thuộc ${south}`);
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '+ Miền Bắc' }).click();
  await dialog.getByLabel('Phí giao hàng').fill('35000');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).toContainText('11 tỉnh, thành chưa thuộc vùng nào: Đà Nẵng, Đắk Lắk');
  expect(await serious(page)).toEqual([]);
  await shot(page, '2-list');

  // Changed, then deleted, from the row.
  await row.click();
  const editing = page.getByRole('dialog', { name: 'Sửa vùng giao hàng' });
  await expect(editing.getByLabel('Phí giao hàng')).toHaveValue('22000');
  await editing.getByLabel('Phí giao hàng').fill('20000');
  await editing.getByRole('button', { name: 'Lưu' }).click();
  await expect(row).toContainText('20.000');
  await row.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(row).toHaveCount(0);
  await expect(summary).toContainText('19 tỉnh, thành chưa thuộc vùng nào');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a shopper\'s delivery fee follows the province typed: the cart waits for the address, the delivery step prices an old province name, the order keeps the fee', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const zone = await request.post('/api/v1/shipping-zone/', { headers, data: { name: `Đồng bằng ${uniq()}`, provinces: ['Cà Mau', 'An Giang', 'Cần Thơ'], fee: 18000, freeShippingOver: 0 } });
    expect(zone.status()).toBe(201);
    const made = await request.post('/api/v1/product/', {
      headers, data: { name: `Zone Hat ${uniq()}`, price: 200000, status: 'published', variants: [{ sku: 'ZH-1', options: {}, price: 200000, stock: 10 }] },
    });
    const product = (await made.json()).res_data as { slug: string };

    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toBeVisible();
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('shipping')).toHaveText('Calculated at the next step');
    await expect(page.getByTestId('sums')).toContainText('Total before delivery');
    await expect(page.getByTestId('total')).toContainText('200,000');
    await shot(page, '3-cart');

    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByLabel('Full name').fill('Lê Thị Hoa');
    await page.getByLabel('Phone').fill('0918 765 432');
    await page.getByLabel('Address (house number, street)').fill('8 Trần Hưng Đạo');
    await page.getByLabel('Ward / commune').fill('Phường Rạch Giá');
    // Kiên Giang joined An Giang in 2025: the zone's fee, as soon as the name is typed.
    await page.getByLabel('Province / city').fill('Kiên Giang');
    await expect(page.getByTestId('shipping')).toHaveText(/18,000/);
    await expect(page.getByTestId('total')).toContainText('218,000');
    // A province in no zone pays the shop's own fee.
    await page.getByLabel('Province / city').fill('Hà Nội');
    await expect(page.getByTestId('shipping')).not.toHaveText(/18,000/);
    await expect(page.getByTestId('sums')).toContainText('Total');
    await page.getByLabel('Province / city').fill('Kiên Giang');
    await expect(page.getByTestId('shipping')).toHaveText(/18,000/);
    await shot(page, '4-delivery');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByTestId('shipping')).toHaveText(/18,000/);
    await expect(page.getByTestId('total')).toContainText('218,000');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\//);
    await expect(page.getByTestId('shipping')).toHaveText(/18,000/);
    await expect(page.getByTestId('total')).toContainText('218,000');
    await shot(page, '5-order');
  });
});
