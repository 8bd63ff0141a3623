import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createUser, seriousLightAndDark, signIn, signInByApi, typeDate } from './helpers';

/* The API gateway's console, driven the way an administrator uses it: a target system and its API, a source system
   with a grant and a key, real calls through the gateway to a real upstream, then the log and the statistics. */

let upstream: http.Server;
let upstreamUrl = '';
const seenAuth: (string | undefined)[] = [];

test.beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
test.afterAll(async () => { upstream.closeAllConnections(); await new Promise((r) => upstream.close(r)); });

async function createTarget(page: Page, name: string, code: string) {
  await page.goto('/console/gateway/target-systems');
  await page.getByTestId('create-button').click();
  const d = page.getByRole('dialog');
  await d.getByLabel(/^Tên/).fill(name);
  await d.getByLabel(/^Mã/).fill(code);
  await d.getByLabel(/^URL gốc/).fill('not a url');
  await d.getByLabel(/^Khóa xác thực/).fill('Bearer up-secret');
  await d.getByTestId('form-submit').click();
  await expect(d.getByText('Phải là một URL http(s)')).toBeVisible();
  await d.getByLabel(/^URL gốc/).fill(upstreamUrl);
  await d.getByTestId('form-submit').click();
  await expect(d).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Authorization: ');
  // The stored key is never shown whole, only its hint.
  await expect(page.getByText('up-secret')).toHaveCount(0);
  return row;
}

test('an administrator sets up a route, issues a key, calls through the gateway and finds the calls logged and counted', async ({ page, request }) => {
  // Eleven screens and forty steps: 41 s in CI on a slow machine, too near the default minute.
  test.setTimeout(120_000);
  // The screens call the API at its own paths: no call is sent on by a redirect (a second round trip, a POST's body twice).
  const redirected: string[] = [];
  page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 300 && r.status() < 400) redirected.push(`${r.status()} ${r.request().method()} ${r.url()}`); });
  const code = `e2e-${Date.now().toString(36)}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const target = await createTarget(page, `ERP ${code}`, code);

  // From the target's row to its APIs, already filtered to it.
  await target.getByRole('button', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/console\/gateway\/target-apis\?target_system_id=/);
  await page.getByTestId('create-button').click();
  let d = page.getByRole('dialog');
  await d.getByLabel(/^Tên API/).fill('Get order');
  await d.getByLabel(/^Đường dẫn/).fill('/orders/:id');
  await d.getByTestId('form-submit').click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/:id` })).toBeVisible();

  // A source system granted that API, then its key, shown once.
  await page.goto('/console/gateway/source-systems');
  await page.getByTestId('create-button').click();
  d = page.getByRole('dialog');
  await d.getByLabel(/^Tên/).fill(`Shop app ${code}`);
  await d.getByLabel(/^IP được phép/).fill('not-an-ip');
  await d.getByLabel(/^API được cấp quyền/).click();
  await page.getByRole('option', { name: /GET \/orders\/:id — Get order/ }).click();
  await page.keyboard.press('Escape');
  await d.getByTestId('form-submit').click();
  await expect(d.getByText('"not-an-ip" không phải địa chỉ IP hay dải CIDR')).toBeVisible();
  await d.getByLabel(/^IP được phép/).fill('');
  // The expiry is typed day first, in the shop's time zone, and shown back the same.
  await typeDate(d.getByRole('group', { name: 'Ngày hết hạn' }), '31/12/2030 23:30');
  await d.getByTestId('form-submit').click();
  await expect(d).toBeHidden();
  const source = page.getByRole('row', { name: new RegExp(`Shop app ${code}`) });
  await expect(source).toContainText('Chưa có khóa');
  await expect(source).toContainText('31/12/2030 23:30:00');
  // An empty IP list allows any caller, and says so.
  await expect(source.getByRole('gridcell', { name: 'Mọi IP' })).toBeVisible();
  await source.getByRole('button', { name: 'Cấp khóa' }).click();
  const key = await page.getByTestId('issued-key').locator('input').inputValue();
  expect(key).toMatch(/^sgk_/);
  await page.getByRole('button', { name: 'Đóng' }).click();
  await expect(source).toContainText(`${key.slice(0, 12)}…`);
  await expect(page.getByText(key)).toHaveCount(0);

  // Real calls: one granted, one without a key.
  const ok = await request.get(`/gateway/${code}/orders/42?x=1`, { headers: { 'x-api-key': key } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ url: '/orders/42?x=1' });
  expect(seenAuth.at(-1)).toBe('Bearer up-secret');
  const taskId = ok.headers()['x-request-id'];
  expect((await request.get(`/gateway/${code}/orders/43`)).status()).toBe(401);

  // The task-flow log shows both; the error filter leaves the refusal; a row opens the whole record, key redacted.
  await page.goto('/console/gateway/task-flow');
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/42?x=1` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/43` })).toBeVisible();
  // How long a call took is in view beside its URL at a laptop's width (1280 px), without scrolling sideways.
  const gridBox = (await page.getByRole('grid').boundingBox())!;
  for (const name of ['Thời lượng (ms)', 'Tại đích (ms)']) {
    const header = (await page.getByRole('columnheader', { name }).boundingBox())!;
    expect(header.x + header.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
  }
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Lỗi' }).click();
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/43` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/42?x=1` })).toHaveCount(0);
  // Excel: every row the filters select, as a file the browser downloads.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-excel').click()]);
  expect(file.suggestedFilename()).toMatch(/^task-flow-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await file.path())!);
  const urls: unknown[] = [];
  wb.worksheets[0].eachRow((r, i) => { if (i > 1) urls.push(r.getCell(4).value); });
  expect(urls).toContain(`/gateway/${code}/orders/43`);
  expect(urls).not.toContain(`/gateway/${code}/orders/42?x=1`);
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Mọi trạng thái' }).click();
  await page.getByRole('gridcell', { name: `/gateway/${code}/orders/42?x=1` }).click();
  const detail = page.getByTestId('task-flow-detail');
  await expect(detail).toContainText(taskId);
  await expect(detail).toContainText(`Shop app ${code}`);
  await expect(detail).toContainText('"x-api-key": "[redacted]"');
  await expect(detail).not.toContainText(key);
  await detail.getByRole('button', { name: 'Đóng' }).click(); // in reach, above the top bar
  await expect(detail).toBeHidden();

  // The statistics count both calls (the counters reach the database within a second or so).
  await page.goto('/console/gateway/dashboard?range=1h');
  const metric = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/\D/g, ''));
  // The screen refreshes itself every 5 s; no reload needed.
  await expect.poll(() => metric('metric-processed'), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  expect(await metric('metric-errors')).toBeGreaterThanOrEqual(1);
  await expect(page.locator('svg .MuiLineChart-line').first()).toBeVisible();
  await page.goto('/console');
  expect(Number(await page.getByTestId('home-callsToday').innerText())).toBeGreaterThanOrEqual(2);

  // Rotating the key stops the old one at once; revoking stops the new one.
  await page.goto('/console/gateway/source-systems');
  await source.getByRole('button', { name: 'Đổi khóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  const rotated = await page.getByTestId('issued-key').locator('input').inputValue();
  expect(rotated).not.toBe(key);
  await page.getByRole('button', { name: 'Đóng' }).click();
  expect((await request.get(`/gateway/${code}/orders/1`, { headers: { 'x-api-key': key } })).status()).toBe(401);
  expect((await request.get(`/gateway/${code}/orders/1`, { headers: { 'x-api-key': rotated } })).status()).toBe(200);
  await source.getByRole('button', { name: 'Thu hồi khóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Có' }).click();
  await expect(source).toContainText('Chưa có khóa');
  expect((await request.get(`/gateway/${code}/orders/1`, { headers: { 'x-api-key': rotated } })).status()).toBe(401);
  // Print, last: headless Chromium never fires afterprint, so the grid's print frame stays over the page.
  await page.goto('/console/gateway/task-flow');
  await expect(page.getByRole('gridcell', { name: `/gateway/${code}/orders/43` })).toBeVisible();
  // A real browser removes the frame after printing, so note every frame added to the page.
  await page.evaluate(() => {
    const w = window as unknown as { frames_: string[] };
    w.frames_ = [];
    new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach((n) => { if (n instanceof HTMLIFrameElement) w.frames_.push(n.title); })))
      .observe(document.body, { childList: true });
  });
  await page.getByTestId('print').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_)).toContain('Nhật ký luồng tác vụ');
  expect(redirected).toEqual([]);
});

test('a key that stops within the week is announced on the dashboard and marked on its source system', async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).res_data.access_token}` };
  const wire = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
  const name = `Partner ${Date.now().toString(36)}`;
  // 3 days less an hour ahead: its third day has started.
  const expiry = wire(new Date(Date.now() + 3 * 86_400_000 - 3_600_000));
  const made = await request.post('/api/v1/source-system/', { headers, data: { name, expiry_date: expiry } });
  expect(made.status()).toBe(201);
  const id = (await made.json()).res_data.id as string;
  // A source without a key stops nobody: only once it has one is it announced.
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/gateway/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('metric-processed')).not.toHaveText('…');
  await expect(page.getByTestId('keys-stopping').filter({ hasText: name })).toHaveCount(0);
  expect((await request.post(`/api/v1/source-system/${id}/key`, { headers })).status()).toBe(201);

  await page.reload();
  const alert = page.getByTestId('keys-stopping');
  await expect(alert).toContainText('Khóa API sắp ngừng hoạt động');
  await expect(alert.getByRole('listitem').filter({ hasText: name })).toHaveText(new RegExp(`^${name}: ngừng sau 3 ngày \\(\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}\\)$`));
  await alert.getByRole('link', { name: 'Mở hệ thống nguồn' }).click();
  await expect(page).toHaveURL(/\/console\/gateway\/source-systems$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Còn 3 ngày');
});

test('a viewer reads the gateway screens but cannot change them', async ({ page, request }) => {
  const viewer = await createUser(request, ['VIEWER']);
  await signIn(page, viewer.username, viewer.password);
  const menu = page.getByTestId('side-menu');
  for (const k of ['gatewayDashboard', 'targetSystems', 'targetApis', 'sourceSystems', 'taskFlowLog', 'apiRunner']) await expect(menu.locator(`[data-menu-key="${k}"]`)).toBeVisible();
  for (const path of ['target-systems', 'target-apis', 'source-systems']) {
    await page.goto(`/console/gateway/${path}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByTestId('create-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Sửa|Xóa|Cấp khóa|Đổi khóa|Thu hồi khóa)$/ })).toHaveCount(0);
  }
  await page.goto('/console/gateway/runner');
  await expect(page.getByText('Vai trò của bạn chỉ xem được yêu cầu đã lưu, không gửi được')).toBeVisible();
  await expect(page.getByTestId('run-send')).toBeDisabled();
  await expect(page.getByTestId('run-save')).toHaveCount(0);
  await expect(page.getByTestId('collection-new')).toHaveCount(0);
});

test('the gateway screens have no serious or critical accessibility findings, light and dark', async ({ page, request }) => {
  // Twelve full-page scans: over a minute on a slow CI machine.
  test.setTimeout(120_000);
  // Screens with rows, whatever ran before: an empty MUI DataGrid is itself an axe finding (a grid with no rows).
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).res_data.access_token}` };
  const code = `a11y-${Date.now().toString(36)}`;
  const target = (await (await request.post('/api/v1/target-system/', { headers, data: { name: `A11y ${code}`, code, origin_url: upstreamUrl } })).json()).res_data;
  await request.post('/api/v1/target-api/', { headers, data: { api_name: 'Ping', path: '/ping', method: 'GET', target_system_id: target.id } });
  await request.post('/api/v1/source-system/', { headers, data: { name: `A11y app ${code}` } });
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const found: string[] = [];
  for (const path of ['dashboard', 'target-systems', 'target-apis', 'source-systems', 'task-flow', 'runner']) {
    await page.goto(`/console/gateway/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousLightAndDark(page, 'toggle')).map((f) => `${path} ${f}`));
  }
  expect(found).toEqual([]);
});

test('the API runner sends a request through the gateway, saves it with its key sealed, and sends it again from the list', async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).res_data.access_token}` };
  const code = `run-${Date.now().toString(36)}`;
  const post = async (path: string, data: unknown) => (await (await request.post(path, { data, headers })).json()).res_data;
  const target = await post('/api/v1/target-system/', { name: `Runner ${code}`, code, origin_url: upstreamUrl, auth_key: 'Bearer up-secret' });
  const api = await post('/api/v1/target-api/', { api_name: 'Search', path: '/search', method: 'POST', target_system_id: target.id });
  const source = await post('/api/v1/source-system/', { name: `Runner app ${code}`, api_ids: [api.id] });
  const key = (await post(`/api/v1/source-system/${source.id}/key`, {})).api_key as string;

  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/gateway/runner');
  await page.getByTestId('collection-new').click();
  await page.getByRole('dialog').getByLabel(/^Tên bộ sưu tập/).fill(`Kho ${code}`);
  await page.getByRole('dialog').getByTestId('form-submit').click();
  await expect(page.getByText(`Kho ${code}`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Phương thức' }).click();
  await page.getByRole('option', { name: 'POST', exact: true }).click();
  await page.getByLabel('URL').fill(`/gateway/${code}/search`);
  await page.getByRole('tab', { name: /^Tham số/ }).click();
  await page.getByRole('button', { name: 'Thêm', exact: true }).click();
  await page.getByLabel('Tham số Key 1').fill('q');
  await page.getByLabel('Tham số Value 1').fill('áo lụa');
  await page.getByRole('tab', { name: 'Nội dung' }).click();
  await page.getByLabel('Nội dung').fill('{"size":5}');
  await page.getByRole('tab', { name: 'Xác thực' }).click();
  await page.getByLabel('Khóa hoặc token').fill(key);
  await page.getByTestId('run-send').click();
  await expect(page.getByTestId('run-result')).toContainText('200');
  await expect(page.getByTestId('run-body')).toContainText(`"url": "/search?q=%C3%A1o+l%E1%BB%A5a"`);

  await page.getByTestId('run-save').click();
  await page.getByRole('dialog').getByLabel(/^Tên yêu cầu/).fill('Tìm áo');
  await page.getByRole('dialog').getByTestId('form-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const saved = page.getByRole('button', { name: /POST Tìm áo/ });
  await expect(saved).toBeVisible();

  // Opened again later, it runs with the stored key: the field stays empty, and the key never comes back to the page.
  await page.reload();
  await page.getByRole('button', { name: /POST Tìm áo/ }).click();
  await expect(page.getByLabel('URL')).toHaveValue(`/gateway/${code}/search`);
  await page.getByRole('tab', { name: 'Xác thực' }).click();
  await expect(page.getByLabel('Khóa hoặc token')).toHaveValue('');
  await expect(page.getByText(`••••${key.slice(-4)}`)).toBeVisible();
  await page.getByTestId('run-send').click();
  await expect(page.getByTestId('run-result')).toContainText('200');
  expect(await page.content()).not.toContain(key);
});

test('the demo gateway works out of the box: a saved request calls the shop\'s own API through the gateway with the partner\'s key, an API not granted answers 403, and both are in the task-flow log', async ({ page }) => {
  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/gateway/runner');
  await page.getByText('Cổng API (demo)').click();
  await page.getByRole('button', { name: /GET Sản phẩm qua cổng/ }).click();
  await expect(page.getByLabel('URL')).toHaveValue('/gateway/shop/api/v1/product');
  // The same call for a partner's developer to try: curl, on this address, the key left to $API_KEY.
  await page.getByTestId('run-curl').click();
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('curl-command').locator('textarea').first()).toHaveValue(
    `curl -X GET '${origin}/gateway/shop/api/v1/product?query=%7B%22text%22%3A%22silk%22%2C%22limit%22%3A5%7D' \\\n  -H "x-api-key: $API_KEY"`);
  await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();
  await page.getByTestId('run-send').click();
  await expect(page.getByTestId('run-result')).toContainText('200');
  // The demo catalogue's silk, found through the partner's grant.
  await expect(page.getByTestId('run-body')).toContainText(/"name": "[^"]*Silk/);
  await page.getByRole('button', { name: /POST Báo giá/ }).click();
  await page.getByTestId('run-send').click();
  await expect(page.getByTestId('run-result')).toContainText('403');

  await page.goto('/console/gateway/task-flow');
  const rows = page.getByRole('row').filter({ hasText: 'Đối tác bán hàng (demo)' });
  await expect(rows.filter({ hasText: '/gateway/shop/api/v1/product' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '/gateway/shop/api/v1/order/quote' }).first()).toContainText('403');
});
