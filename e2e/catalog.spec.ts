import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createUser, serious, seriousLightAndDark, signIn, signInByApi } from './helpers';

/* The catalogue in the console: products with images, options and variants, and collections; what is saved shows
   in the shop. */

// A 1×1 PNG, made here.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const stamp = () => Date.now().toString(36);

async function addOption(page: Page, index: number, name: string, values: string[]) {
  await page.getByRole('button', { name: 'Thêm tùy chọn (kích cỡ, màu…)' }).click();
  const group = page.getByTestId(`option-group-${index}`);
  await group.getByLabel('Tên tùy chọn').fill(name);
  const input = group.getByLabel('Giá trị');
  for (const v of values) {
    await input.fill(v);
    await input.press('Enter');
  }
}

const productByApi = async (page: Page, id: string) => {
  const res = await page.request.get(`/api/v1/product/${id}`);
  return (await res.json()).res_data;
};

test('an administrator creates a product with images, options and variants, publishes it, edits it, and deletes it', async ({ page }) => {
  test.setTimeout(120_000); // the longest walk of the console: 25–35 s here, over 60 s once on a cold CI server
  const name = `Áo thun e2e ${stamp()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/products');
  await page.getByTestId('create-button').click();
  await expect(page).toHaveURL(/\/console\/products\/new$/);

  await page.getByLabel(/^Tên\s*\*?$/).fill(name);
  const description = page.getByTestId('product-description').locator('.ProseMirror');
  await description.click();
  await page.keyboard.type('Cotton mát, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('may tại Hội An');
  await page.getByTestId('images-input').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: PNG }, { name: 'back.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByTestId('images').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('images').getByText('Ảnh chính')).toBeVisible();
  await page.getByLabel(/^Giá\s*\*?$/).fill('150000');
  await addOption(page, 0, 'Kích cỡ', ['S', 'M']);
  const table = page.getByTestId('variants-table');
  await expect(table.getByRole('row')).toHaveCount(3); // the heading and one row per size
  await page.getByLabel('Tồn kho S', { exact: true }).fill('5');
  await page.getByLabel('Giá M', { exact: true }).fill('160000');
  await page.getByLabel('SKU M', { exact: true }).fill('AT-M');
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã đăng' }).click();
  await page.getByRole('combobox', { name: 'Bộ sưu tập' }).click();
  const collection = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // What the shop's API now answers, to anyone.
  const saved = await productByApi(page, id);
  expect(saved).toMatchObject({ name, status: 'published', price: 150000, minPrice: 150000, maxPrice: 160000, stockTotal: 5 });
  expect(saved.description).toContain('<strong>may tại Hội An</strong>');
  expect(saved.images).toHaveLength(2);
  expect(saved.images[0]).toMatch(/^\/api\/v1\/attachment\/[0-9a-f-]{36}$/);
  expect(saved.variants.map((v: { options: Record<string, string>; stock: number; sku: string }) => [v.options['Kích cỡ'], v.stock, v.sku]))
    .toEqual([['S', 5, ''], ['M', 0, 'AT-M']]);
  expect(saved.collectionIds).toHaveLength(1);

  // The product page, as a shopper sees it.
  const shop = await page.context().newPage();
  await shop.goto(`/product/${saved.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('may tại Hội An')).toBeVisible();
  await shop.close();

  // A new size keeps what the others had.
  await page.reload();
  await addOption(page, 1, 'Màu', ['Trắng']);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByTestId('option-group-1').getByRole('button', { name: 'Gỡ tùy chọn' }).click();
  const sizes = page.getByTestId('option-group-0').getByLabel('Giá trị');
  await sizes.fill('L');
  await sizes.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByLabel('Tồn kho S', { exact: true })).toHaveValue('5');
  await page.getByLabel('Tồn kho L', { exact: true }).fill('2');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  const edited = await productByApi(page, id);
  expect(edited.variants.map((v: { id: string; stock: number }) => [v.id, v.stock])).toEqual([[saved.variants[0].id, 5], [saved.variants[1].id, 0], [expect.any(String), 2]]);

  // Found in the list by its name and its collection; deleted from there.
  await page.goto('/console/products');
  await page.getByRole('combobox', { name: 'Bộ sưu tập' }).click();
  await page.getByRole('option', { name: collection }).click();
  await page.getByRole('textbox', { name: 'Tìm theo tên, SKU hoặc tùy chọn' }).fill(name);
  await expect(page).toHaveURL(/query=/); // the row is already on the collection's page: act once the search applies
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Đã đăng');
  await expect(row).toContainText('7');
  await row.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(page.getByText('Đã xóa')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/v1/product/${id}`)).status()).toBe(404);
});

test('the product form shows what is wrong on the field, and asks before leaving unsaved changes', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/products/new');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Vui lòng sửa các trường được đánh dấu.')).toBeVisible();
  // In the console's language: zod's own checks and the schema's keys alike.
  await expect(page.getByText('Tên là bắt buộc')).toBeVisible(); // spec §5's words
  await page.getByLabel(/^Tên\s*\*?$/).fill(`Trùng ${stamp()}`);
  await page.getByLabel(/^Giá\s*\*?$/).fill('-5');
  await page.getByLabel('Đường dẫn (slug)').fill('Not A Slug');
  await page.getByTestId('form-submit').click();
  await expect(page.getByLabel(/^Giá\s*\*?$/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Không được nhỏ hơn 0')).toBeVisible();
  await expect(page.getByText('Chỉ dùng chữ thường không dấu, chữ số và dấu gạch nối đơn')).toBeVisible();
  await page.getByLabel('Đường dẫn (slug)').fill('');
  await page.getByLabel(/^Giá\s*\*?$/).fill('5');
  await expect(page).toHaveURL(/\/new$/);

  await page.getByRole('button', { name: 'Về danh sách sản phẩm' }).click();
  await expect(page.getByRole('dialog')).toContainText('Có thay đổi chưa lưu');
  await page.getByRole('dialog').getByRole('button', { name: 'Không' }).click();
  await expect(page).toHaveURL(/\/new$/);
  await page.getByRole('button', { name: 'Về danh sách sản phẩm' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(page).toHaveURL(/\/console\/products$/);
});

test('duplicating a product starts a draft copy with the same options, variants and images', async ({ page }) => {
  const listing = (await (await page.request.get('/api/v1/product')).json()).res_data;
  const original = listing.items.find((p: { optionGroups: unknown[] }) => p.optionGroups.length > 0);
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto(`/console/products/${original.id}`);
  await page.getByRole('link', { name: 'Nhân bản' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/products/new\\?from=${original.id}$`));
  await expect(page.getByLabel(/^Tên\s*\*?$/)).toHaveValue(`${original.name} (bản sao)`);
  await expect(page.getByTestId('variants-table').getByRole('row')).toHaveCount(original.variants.length + 1);
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/console\/products\/[0-9a-f-]{36}$/);
  const copy = await productByApi(page, page.url().split('/').pop()!);
  expect(copy).toMatchObject({ name: `${original.name} (bản sao)`, status: 'draft', images: original.images, optionGroups: original.optionGroups, price: original.price });
  expect(copy.slug).not.toBe(original.slug);
  expect(copy.variants.map((v: { options: unknown; stock: number }) => [v.options, v.stock])).toEqual(original.variants.map((v: { options: unknown; stock: number }) => [v.options, v.stock]));
  expect(copy.variants.map((v: { id: string }) => v.id)).not.toEqual(original.variants.map((v: { id: string }) => v.id));
});

test('ticked products are published together, then deleted together', async ({ page, request }) => {
  const token = (await (await request.post('/api/v1/auth/login', { data: ADMIN })).json()).res_data.access_token as string;
  const tag = `Lô ${stamp()}`;
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const res = await request.post('/api/v1/product/', { data: { name: `${tag} ${n}`, price: 1000, status: 'draft' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).res_data.id);
  }
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/products');
  await page.getByRole('textbox', { name: 'Tìm theo tên, SKU hoặc tùy chọn' }).fill(tag);
  await expect(page).toHaveURL(/query=/); // ticks made before the search applies would go with the page they were on
  const rows = page.getByRole('row', { name: new RegExp(tag) });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Tổng: 2')).toBeVisible();
  const bar = page.getByTestId('bulk-bar');
  // The bar that appears with the first tick moves the grid down: the next tick waits for it (seen once in CI, a tick
  // that landed while the rows moved and changed nothing).
  for (const n of [0, 1]) {
    await rows.nth(n).getByRole('checkbox').check();
    await expect(bar).toContainText(`Đã chọn ${n + 1}`);
  }
  await expect(page).toHaveURL(/\/console\/products\?/); // ticking is not opening
  await expect(bar).toContainText('Đã chọn 2');
  await bar.getByRole('button', { name: 'Đăng' }).click();
  await expect(page.getByText('Đã chuyển 2 sản phẩm sang Đã đăng')).toBeVisible();
  await expect(rows.filter({ hasText: 'Đã đăng' })).toHaveCount(2);
  await expect(bar).toHaveCount(0);
  for (const id of ids) expect((await (await request.get(`/api/v1/product/${id}`)).json()).res_data.status).toBe('published');

  for (const n of [0, 1]) {
    await rows.nth(n).getByRole('checkbox').check();
    await expect(bar).toContainText(`Đã chọn ${n + 1}`);
  }
  await bar.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(page.getByText('Đã xóa 2 sản phẩm')).toBeVisible();
  await expect(rows).toHaveCount(0);
  for (const id of ids) expect((await request.get(`/api/v1/product/${id}`)).status()).toBe(404);
});

test('collections: created hidden from a dialog, shown in the shop once visible, and counted', async ({ page }) => {
  const name = `Bộ sưu tập ${stamp()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/collections');
  await page.getByTestId('create-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Tên\s*\*?$/).fill(name);
  await dialog.getByLabel('Mô tả').fill('Đồ dùng cho mùa hè');
  await dialog.getByTestId('avatar-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /\/api\/v1\/attachment\//);
  await dialog.getByLabel('Hiển thị trên cửa hàng').uncheck();
  await dialog.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Ẩn');
  const list = (await (await page.request.get('/api/v1/collection?query=%7B%22all%22%3Atrue%7D')).json()).res_data as { name: string; slug: string }[];
  const slug = list.find((c) => c.name === name)!.slug;
  expect((await page.request.get(`/collections/${slug}`, { headers: { cookie: '' } })).status()).toBe(404);

  await row.getByRole('button', { name: 'Sửa' }).click();
  await dialog.getByLabel('Hiển thị trên cửa hàng').check();
  await dialog.getByTestId('form-submit').click();
  await expect(row).toContainText('Hiển thị');
  const shop = await page.context().newPage();
  await shop.goto(`/collections/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await shop.close();
  // A slug in use: the server's 409 lands on the field.
  await page.getByTestId('create-button').click();
  await dialog.getByLabel(/^Tên\s*\*?$/).fill(`${name} 2`);
  await dialog.getByLabel('Đường dẫn (slug)').fill(slug);
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByText('Bộ sưu tập khác đã dùng slug này')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await row.getByRole('link', { name: `0 sản phẩm của ${name}` }).click();
  await expect(page).toHaveURL(/\/console\/products\?collection=/);
  await expect(page.getByText('Chưa có sản phẩm nào.').or(page.getByText('Không có kết quả phù hợp.'))).toBeVisible();
});

test('a collection\'s products are put in order by keyboard, by drag and to the top, added and removed, and the shop lists them so', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const tag = stamp();
  const made: { id: string; name: string; slug: string }[] = [];
  for (const letter of ['A', 'B', 'C', 'D']) {
    const r = await page.request.post('/api/v1/product', { data: { name: `Thứ tự ${letter} ${tag}`, price: 120000, status: 'published', variants: [{ price: 120000, stock: 3 }] } });
    expect(r.status()).toBe(201);
    made.push((await r.json()).res_data);
  }
  const [a, b, c, d] = made;
  const col = await page.request.post('/api/v1/collection', { data: { name: `Sắp xếp ${tag}`, productIds: [a.id, b.id, c.id] } });
  expect(col.status()).toBe(201);
  const collection = (await col.json()).res_data;

  await page.goto('/console/collections');
  await page.getByRole('row', { name: new RegExp(`Sắp xếp ${tag}`) }).getByRole('button', { name: 'Sắp xếp sản phẩm' }).click();
  await expect(page).toHaveURL(`/console/collections/${collection.id}`);
  const rows = page.getByTestId('member-row');
  const order = () => rows.locator('a').allTextContents();
  await expect(rows).toHaveCount(3);
  expect(await order()).toEqual([a.name, b.name, c.name]);

  // Keyboard: C up two places.
  await page.getByRole('button', { name: `Di chuyển ${c.name}` }).focus();
  await page.keyboard.press('Space');
  // Each step is announced, in Vietnamese, to screen readers; the next key waits for it (positions are measured).
  await expect(page.getByText(`Đã nhấc ${c.name}, ở vị trí 3.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${c.name} đã tới vị trí 2.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${c.name} đã tới vị trí 1.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Đã thả ${c.name} ở vị trí 1.`)).toBeAttached();
  await expect.poll(order).toEqual([c.name, a.name, b.name]);
  // One click to the top.
  await page.getByRole('button', { name: `Đưa ${b.name} lên đầu` }).click();
  await expect.poll(order).toEqual([b.name, c.name, a.name]);
  // The pointer: A's handle dragged above C.
  const from = (await page.getByRole('button', { name: `Di chuyển ${a.name}` }).boundingBox())!;
  const to = (await rows.nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 10 });
  await page.mouse.up();
  await expect.poll(order).toEqual([b.name, a.name, c.name]);
  // Out with C, in with D from the search.
  await page.getByRole('button', { name: `Bỏ ${c.name} khỏi bộ sưu tập` }).click();
  await page.getByLabel('Thêm sản phẩm').fill(`Thứ tự D ${tag}`);
  await page.getByRole('option', { name: d.name }).click();
  await expect.poll(order).toEqual([b.name, a.name, d.name]);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Đã lưu')).toBeVisible();

  const saved = (await (await page.request.get(`/api/v1/collection/${collection.id}`)).json()).res_data;
  expect(saved.productIds).toEqual([b.id, a.id, d.id]);
  const shop = await page.context().newPage();
  await shop.goto(`/collections/${collection.slug}`);
  const hrefs = await shop.locator('a[href^="/product/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs.filter((h) => made.some((p) => h === `/product/${p.slug}`))).toEqual([b, a, d].map((p) => `/product/${p.slug}`));
  await shop.close();
});

test('the products the screen selects go to Excel, a row per variant with its stock', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/products?query=linen%20shirt');
  await expect(page.getByRole('gridcell', { name: /^Linen Shirt/ }).first()).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-excel').click()]);
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await file.path())!);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Tồn kho']);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r, i) => { if (i > 1) rows.push((r.values as unknown[]).slice(1)); });
  const shirts = rows.filter((r) => r[0] === 'Linen Shirt');
  // The demo's linen shirt comes in several sizes and colours: one row each, with a SKU and a stock count.
  expect(shirts.length).toBeGreaterThan(1);
  for (const r of shirts) expect([typeof r[2], typeof r[4], typeof r[6]]).toEqual(['string', 'number', 'number']);
});

test('a stock-take in Excel goes back in: the export edited, read, shown as changes, applied, and the list shows the new stock', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const name = `Nón lá ${stamp()}`;
  const made = await page.request.post('/api/v1/product/', {
    data: {
      name, price: 90000, status: 'published', optionGroups: [{ name: 'Cỡ', values: ['Nhỏ', 'Lớn'] }],
      variants: [{ sku: `NL-${stamp()}-N`, options: { 'Cỡ': 'Nhỏ' }, price: 90000, stock: 7 }, { sku: `NL-${stamp()}-L`, options: { 'Cỡ': 'Lớn' }, price: 110000, stock: 2 }],
    },
  });
  expect(made.status()).toBe(201);
  await page.goto(`/console/products?query=${encodeURIComponent(name)}`);
  await expect(page.getByRole('gridcell', { name: new RegExp(`^${name}`) })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-excel').click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await file.path())!);
  const ws = wb.worksheets[0];
  ws.eachRow((r, i) => {
    if (i === 1 || r.getCell(1).value !== name) return;
    if (r.getCell(4).value === 'Cỡ: Nhỏ') r.getCell(7).value = 15;
    else r.getCell(5).value = 120000;
  });
  const edited = test.info().outputPath('stock-take.xlsx');
  await wb.xlsx.writeFile(edited);

  await page.getByRole('button', { name: 'Nhập Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cập nhật giá và tồn kho từ Excel' });
  await dialog.getByTestId('stock-import-file').setInputFiles(edited);
  await expect(dialog.getByTestId('stock-import-summary')).toHaveText('2 biến thể sẽ thay đổi · 0 không đổi · 0 lỗi');
  const changes = dialog.getByTestId('stock-import-changes');
  await expect(changes.getByRole('row', { name: /Cỡ: Nhỏ/ })).toContainText('7 → 15');
  await expect(changes.getByRole('row', { name: /Cỡ: Lớn/ })).toContainText('110.000 ₫ → 120.000 ₫');
  expect(await serious(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/catalog/stock-import.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Áp dụng 2 thay đổi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã cập nhật 2 biến thể của 1 sản phẩm')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('17');
  await expect(row).toContainText('90.000 ₫ – 120.000 ₫');
});

test('a viewer sees the catalogue read-only', async ({ page, request }) => {
  const viewer = await createUser(request, ['VIEWER']);
  await signIn(page, viewer.username, viewer.password);
  // The home page counts published products that sold out, and opens them in the product grid.
  await page.getByTestId('home-soldOut').click();
  await expect(page).toHaveURL(/\/console\/products\?status=published&stock=out$/);
  await expect(page.getByRole('combobox', { name: 'Tồn kho' })).toHaveText('Hết hàng');
  const soldOut = (await (await page.request.get('/api/v1/product/pagination?query=%7B%22status%22%3A%22published%22%2C%22soldOut%22%3Atrue%7D')).json()).res_data;
  await expect(page.getByText(`Tổng: ${soldOut.total}`)).toBeVisible();
  // And those running low (a variant at 5 or fewer, the shop's setting), each marked in the grid.
  await page.goto('/console');
  await page.getByTestId('home-lowStock').click();
  await expect(page).toHaveURL(/\/console\/products\?status=published&stock=low$/);
  await expect(page.getByRole('combobox', { name: 'Tồn kho' })).toHaveText('Sắp hết hàng (còn ≤ 5)');
  const low = (await (await page.request.get(`/api/v1/product/pagination?query=${encodeURIComponent('{"status":"published","stockAtMost":5}')}`)).json()).res_data;
  expect(low.total).toBeGreaterThan(0);
  await expect(page.getByText(`Tổng: ${low.total}`)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Sắp hết');
  await page.goto('/console/products');
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  // Filters live in the URL; "reset" clears them with the search.
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Lưu trữ' }).click();
  await page.getByRole('textbox', { name: 'Tìm theo tên, SKU hoặc tùy chọn' }).fill('zzzz-không-có');
  await expect(page).toHaveURL(/status=archived/);
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await expect(page).not.toHaveURL(/status=|query=/);
  await expect(page.getByRole('combobox', { name: 'Trạng thái' })).toHaveText('Mọi trạng thái');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/console\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Vai trò của bạn chỉ được xem')).toBeVisible();
  await expect(page.getByTestId('form-submit')).toHaveCount(0);
  await expect(page.getByLabel(/^Tên\s*\*?$/)).toBeDisabled();
  // A collection's order is shown, and cannot be changed.
  await page.goto('/console/collections');
  await page.getByRole('row', { name: /Linen Clothing/ }).getByRole('button', { name: 'Sắp xếp sản phẩm' }).click();
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Di chuyển / })).toHaveCount(0);
  await expect(page.getByLabel('Thêm sản phẩm')).toHaveCount(0);
  await expect(page.getByTestId('form-submit')).toHaveCount(0);
});

test('the product editor, the collections and the product grid have no serious accessibility findings, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const found: string[] = [];
  const scan = async (where: string) => found.push(...(await seriousLightAndDark(page, 'toggle')).map((f) => `${where} ${f}`));
  const listing = (await (await page.request.get('/api/v1/product')).json()).res_data;
  const withOptions = listing.items.find((p: { optionGroups: unknown[] }) => p.optionGroups.length > 0);
  await page.goto(`/console/products/${withOptions.id}`);
  await expect(page.getByTestId('variants-table')).toBeVisible();
  await scan('product editor');
  await page.goto('/console/collections');
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await scan('collections');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Sắp xếp sản phẩm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Thứ tự sản phẩm/ })).toBeVisible();
  await expect(page.getByTestId('collection-members')).toBeVisible();
  await scan('collection members');
  await page.goto('/console/products');
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-bar')).toBeVisible();
  await scan('product grid, one ticked');
  expect(found).toEqual([]);
});
