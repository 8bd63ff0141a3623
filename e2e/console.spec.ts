import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import tar from 'tar-stream';
import { ADMIN, createUser, signIn, signInByApi } from './helpers';

test('the seeded administrator sees the console with its full menu', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const menu = page.getByTestId('side-menu');
  for (const key of ['home', 'users', 'userGroups', 'configSystemParams', 'userLog', 'systemLog', 'account']) {
    await expect(menu.locator(`[data-menu-key="${key}"]`)).toBeVisible();
  }
  await expect(page).toHaveTitle(/ - ShopGate$/);
  // Vietnamese is the console's default language.
  await expect(menu.locator('[data-menu-key="users"]')).toHaveText('Người dùng');
});

test('a reader who scrolls before the console\'s scripts have run keeps the place; the next screen starts at the top, and back returns to the place', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  // The page's scripts arrive only once the reader has scrolled, as on a slow connection.
  let release!: () => void;
  const scrolled = new Promise<void>((r) => { release = r; });
  await page.route('**/_next/static/chunks/*.js', async (route) => { await scrolled; await route.continue(); });
  await page.goto('/console', { waitUntil: 'commit' });
  await page.getByTestId('best-sellers').waitFor();
  const y = await page.evaluate(() => { window.scrollTo(0, 400); return window.scrollY; });
  expect(y).toBeGreaterThan(100);
  release();
  // Hydrated (React has taken the body over), then a frame and a moment for its effects.
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  await page.unrouteAll();
  const link = page.getByTestId('best-sellers').getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL(/\/console\/products\/[^/]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back returns to the place the reader left, as the browser does for plain pages.
  await page.goBack();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByTestId('best-sellers')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a viewer sees fewer entries and no write buttons', async ({ page, request }) => {
  const viewer = await createUser(request, ['VIEWER']);
  await signIn(page, viewer.username, viewer.password);
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('[data-menu-key="configSystemParams"]')).toBeVisible();
  await expect(menu.locator('[data-menu-key="users"]')).toHaveCount(0);
  await expect(menu.locator('[data-menu-key="userGroups"]')).toHaveCount(0);
  await page.goto('/console/system-params');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'console.timezone' })).toBeVisible();
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(edit|sửa|delete|xóa)$/i })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /actions|thao tác/i })).toHaveCount(0);
  await expect(page.getByTestId('backup')).toHaveCount(0);
});

test('the administrator downloads a backup of the running shop from the parameters screen', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/system-params');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Tải bản sao lưu' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^shopgate-backup-\d{8}-\d{6}\.tar\.gz$/);
  const names: string[] = [];
  let manifest: { database: string | null; attachments: number } | undefined;
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      names.push(entry.header.name);
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      if (entry.header.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(chunks).toString());
    }
  })();
  extract.end(zlib.gunzipSync(fs.readFileSync((await download.path())!)));
  await reading;
  // The demo shop's pictures are attachments; the browser tests run on the embedded database.
  expect(manifest).toMatchObject({ database: 'pglite' });
  expect(manifest!.attachments).toBeGreaterThan(10);
  expect(names).toContain('database/pglite.tar');
  expect(names.filter((n) => n.startsWith('attachments/'))).toHaveLength(manifest!.attachments);
});

test('a parameter the shop reads refuses a value it could not use, in the console\'s words', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/system-params?query=store.shipping_fee');
  await page.getByRole('row', { name: /store\.shipping_fee/ }).getByRole('button', { name: 'Sửa' }).click();
  const dialog = page.getByRole('dialog');
  const value = dialog.getByLabel('Giá trị');
  const before = await value.inputValue();
  await value.fill('30.000đ');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Nhập số tiền bằng chữ số, ví dụ 30000 (0 nếu không có)')).toBeVisible();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await value.fill(before);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /store\.shipping_fee/ })).toContainText(before);
});

test('an administrator creates a user from the users screen, and it can sign in', async ({ page, browser }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/users');
  await page.getByTestId('create-button').click();
  const dialog = page.getByRole('dialog');
  const username = `ui${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Tên đăng nhập/).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill('short');
  await dialog.getByLabel(/^Họ và tên/).fill('Nguyễn Văn UI');
  await dialog.getByTestId('form-submit').click();
  // Client-side validation with the server's schema names the field.
  await expect(dialog.getByText('Tối thiểu 8 ký tự')).toBeVisible();
  await dialog.getByLabel(/^Mật khẩu/).fill('Ui-passw0rd!');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByText('Chọn ít nhất một vai trò')).toBeVisible();
  await dialog.getByLabel('System Viewer').check();
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('gridcell', { name: username })).toBeVisible();

  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await signIn(other, username, 'Ui-passw0rd!');
  await ctx.close();
});

test('a user photo is uploaded as an attachment and saved with the user', async ({ page, request }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/users');
  await page.getByTestId('create-button').click();
  const dialog = page.getByRole('dialog');
  // A 1×1 PNG, made here.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^\/api\/v1\/attachment\/[0-9a-f-]{36}$/);
  const src = await dialog.getByTestId('avatar-preview').locator('img').getAttribute('src');
  expect((await request.get(src!)).headers()['content-type']).toBe('image/png');
  const username = `av${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Tên đăng nhập/).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill('Ui-passw0rd!');
  await dialog.getByLabel(/^Họ và tên/).fill('Ảnh Đại Diện');
  await dialog.getByLabel('System Viewer').check();
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toBeHidden();
  const login = await request.post('/api/v1/auth/login', { data: { username, password: 'Ui-passw0rd!' } });
  expect((await login.json()).res_data.user.avatar).toBe(src);
});

test('dark mode and a primary colour survive a reload', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByTestId('configurator-button').click();
  await page.getByTestId('primary-rose').click();
  await page.getByTestId('preset-lara').click();
  await page.getByRole('button', { name: 'Đóng' }).click(); // in reach, above the top bar
  await page.getByTestId('dark-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-primary', 'rose');
  await expect(html).toHaveAttribute('data-preset', 'lara');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());
  expect(primary).toBe('#fb7185'); // rose-400, the dark-mode primary
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
});

test('the choice is applied before first paint (no flash)', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.evaluate(() => {
    localStorage.setItem('layout-config', JSON.stringify({ primary: 'indigo', surface: 'zinc', preset: 'aura', menuMode: 'overlay' }));
    localStorage.setItem('mui-mode', 'dark');
  });
  // Scripts are blocked after the inline head script would run: the attributes must already be set by then.
  const html = await (await page.request.get('/console')).text();
  expect(html.indexOf('layout-config')).toBeLessThan(html.indexOf('<body'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'indigo');
  await expect(page.locator('html')).toHaveAttribute('data-surface', 'zinc');
  // Overlay mode: the menu floats and is closed until toggled.
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('switching to English changes the menu labels, and the choice persists', async ({ page, request }) => {
  const user = await createUser(request, ['ADMIN']);
  await signIn(page, user.username, user.password);
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('[data-menu-key="configSystemParams"]')).toHaveText('Cấu hình tham số hệ thống');
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-en').click();
  await expect(menu.locator('[data-menu-key="configSystemParams"]')).toHaveText('Config system params');
  // Saved on the account: a fresh browser gets English after sign-in.
  const ctx = await page.context().browser()!.newContext();
  const again = await ctx.newPage();
  await signIn(again, user.username, user.password);
  await expect(again.getByTestId('side-menu').locator('[data-menu-key="home"]')).toHaveText('Home');
  await ctx.close();
});

test('at 991 px and below the mobile menu opens instead of the static one', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByTestId('side-menu').locator('[data-menu-key="userLog"]').click();
  await expect(page).toHaveURL(/\/console\/logs\/user/);
  await expect(page.getByTestId('side-menu')).toBeHidden();
});

test('sign out, after which the console API answers 401', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  expect((await page.request.get('/api/v1/auth/info')).status()).toBe(200);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get('/api/v1/auth/info')).status()).toBe(401);
  expect((await page.request.get('/api/v1/group/')).status()).toBe(401);
});

test('deleting asks first: No keeps the record, Yes deletes it', async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const token = (await login.json()).res_data.access_token as string;
  const name = `Nhóm xoá ${Date.now().toString(36)}`;
  expect((await request.post('/api/v1/group/', { data: { name }, headers: { authorization: `Bearer ${token}` } })).status()).toBe(201);

  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto(`/console/groups?query=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Không' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(page.getByText('Đã xóa')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('on a phone a row\'s actions stay at the grid\'s right edge while its columns run past the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/users');
  const grid = page.getByRole('grid');
  const row = grid.getByRole('row').filter({ hasText: ADMIN.username }).first();
  const edit = row.getByRole('button', { name: /^(edit|sửa)$/i });
  await expect(edit).toBeVisible();
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  // The columns are wider than a phone: the grid scrolls sideways.
  expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(100);
  const inView = async () => {
    const [g, b] = [await grid.boundingBox(), await edit.boundingBox()];
    return b!.x >= g!.x && b!.x + b!.width <= g!.x + g!.width;
  };
  expect(await inView()).toBe(true);
  await scroller.evaluate((e) => { e.scrollLeft = 60; });
  expect(await inView()).toBe(true);
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
