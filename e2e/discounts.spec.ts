import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, serious, signInByApi, typeDate } from './helpers';

/* Discount codes from both sides: an administrator makes one in the console, a shopper arriving from an ad types it
   at the cart, pays less, and the order says so to the shopper and to the console. Screenshots land in
   test-results/discounts/ to be looked at. */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/discounts/${name}.png`, fullPage: true });
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  return { authorization: `Bearer ${(await login.json()).res_data.access_token as string}` };
}

async function makeProduct(request: APIRequestContext) {
  const res = await request.post('/api/v1/product/', {
    headers: await adminHeaders(request),
    data: { name: `Discount Scarf ${uniq()}`, price: 400000, status: 'published', variants: [{ sku: 'DSC-1', options: {}, price: 400000, stock: 10 }] },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).res_data as { id: string; slug: string };
}

test('an administrator creates a code in the console: refused input is explained in Vietnamese, the list shows the offer, its state and its orders', async ({ page, request }) => {
  const code = `TET${uniq()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console');
  await page.getByRole('link', { name: 'Mã giảm giá' }).click();
  await expect(page).toHaveURL(/\/console\/discounts$/);
  await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm mã giảm giá' });
  await dialog.getByRole('textbox', { name: 'Mã', exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Giá trị').fill('150');
  await dialog.getByLabel('Giảm tối đa').fill('80000');
  await dialog.getByLabel('Số lượt dùng').fill('1');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Phần trăm tối đa là 100')).toBeVisible();
  await dialog.getByLabel('Giá trị').fill('20');
  const [starts, ends] = [dialog.getByRole('group', { name: 'Bắt đầu' }), dialog.getByRole('group', { name: 'Kết thúc' })];
  await typeDate(ends, '01/01/2020 00:00');
  await typeDate(starts, '01/02/2020 00:00');
  // Typed day first, as the console shows dates, whatever the browser's language.
  await expect(starts).toContainText('01/02/2020 00:00');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Phải sau thời điểm bắt đầu')).toBeVisible();
  await typeDate(ends, '');
  await typeDate(starts, '');
  await shot(page, '1-console-dialog');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Giảm 20% · tối đa 80.000');
  await expect(row).toContainText('0 / 1');
  await expect(row).toContainText('Đang chạy');
  await shot(page, '2-console-list');

  // The same text again is taken, whatever its case.
  await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
  await dialog.getByRole('textbox', { name: 'Mã', exact: true }).fill(code);
  await dialog.getByLabel('Giá trị').fill('5');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Đã có mã giảm giá này')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy' }).click();

  // A shopper uses its one use: the row says so, and its orders are one click away.
  const p = await makeProduct(request);
  const placed = await request.post('/api/v1/order/', { data: {
    items: [{ id: p.id, selectedVariations: {}, amount: 1 }], paymentMethod: 'COD', discountCode: code,
    shippingInformation: { fullName: 'Đỗ Quang Huy', phone: '0977 000 111', email: '', address: '7 Trần Phú', province: 'Hà Nội', district: '', ward: 'Phường Ba Đình', note: '' },
  } });
  expect(placed.status()).toBe(201);
  const orderCode = (await placed.json()).res_data.code as string;
  await page.reload();
  await expect(row).toContainText('1 / 1');
  await expect(row).toContainText('Đã kết thúc');
  await row.getByRole('button', { name: `Các đơn dùng mã ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/console/orders\\?discountCode=${code}$`));
  await expect(page.getByTestId('code-filter')).toHaveText(`Mã giảm giá: ${code}`);
  await expect(page.getByRole('gridcell', { name: orderCode })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.goBack();

  // Switched off, it moves from the live codes to the ones that are off.
  await row.click();
  await page.getByRole('dialog', { name: 'Sửa mã giảm giá' }).getByLabel('Đang bật').uncheck();
  await page.getByRole('dialog', { name: 'Sửa mã giảm giá' }).getByRole('button', { name: 'Lưu' }).click();
  await expect(row).toContainText('Đã tắt');
  await page.getByRole('combobox', { name: 'Trạng thái', exact: true }).click();
  await page.getByRole('option', { name: 'Đang chạy' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  expect(await serious(page)).toEqual([]);
});

test.describe('a shopper on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('types a wrong code, then the right one, pays less, and the order shows the discount to the shopper and in the console', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const code = `ADS${uniq()}`;
    const made = await request.post('/api/v1/discount-code/', { headers, data: { code, kind: 'amount', value: 50000, minSubtotal: 500000, usageLimit: 1 } });
    expect(made.status()).toBe(201);
    const p = await makeProduct(request);

    await page.goto(`/product/${p.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toBeVisible();
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('subtotal')).toContainText('400,000');

    const field = page.getByLabel('Discount code');
    await field.fill('NOPE-2027');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-problem')).toHaveText('This code does not exist. Check the spelling.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Below the code's minimum it says how much is needed; one more scarf reaches it.
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-problem')).toHaveText('This code needs an order of at least ₫500,000.');
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByTestId('discount-applied')).toHaveText(new RegExp(`Code ${code} applied`));
    await expect(page.getByTestId('discount')).toHaveText('−₫50,000');
    await expect(page.getByTestId('subtotal')).toContainText('800,000');
    await shot(page, '3-cart-applied');
    // The code survives a reload: it is in the order draft.
    await page.reload();
    await expect(page.getByTestId('discount')).toHaveText('−₫50,000');

    await page.getByRole('button', { name: 'Check out' }).click();
    for (const [label, value] of [['Full name', 'Lê Thu Hà'], ['Phone', '0903 555 666'], ['Address (house number, street)', '9 Hai Bà Trưng'], ['Province / city', 'Hà Nội'], ['Ward / commune', 'Phường Cửa Nam']]) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByTestId('discount')).toHaveText('−₫50,000');
    const total = (await page.getByTestId('total').textContent())!;
    await shot(page, '4-payment');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?token=/);
    await expect(page.getByTestId('discount')).toHaveText('−₫50,000');
    await expect(page.getByTestId('total')).toHaveText(total);
    const orderCode = (await page.getByTestId('order-title').textContent())!.replace('Order ', '');
    await shot(page, '5-order');

    // Its one use is spent: the next shopper is told so at the cart.
    await page.goto(`/product/${p.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/shopping-cart');
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-problem')).toHaveText('This code has been used up.');

    await signInByApi(page, ADMIN.username, ADMIN.password);
    await page.goto('/console/orders');
    await page.getByPlaceholder('Mã đơn, điện thoại hoặc tên').fill(orderCode);
    await page.getByRole('gridcell', { name: orderCode }).click();
    await expect(page.getByTestId('order-discount')).toHaveText('−50.000 ₫');
    await expect(page.getByTestId('order-detail')).toContainText(code);
  });
});
