import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, download } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder } from './order-fixtures';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { ordersMatching } from '@/lib/orders/orders';
import { bestSellers, salesByDay } from '@/lib/orders/stats';
import * as orderPage from '@/app/api/v1/order/pagination/route';
import * as orderExport from '@/app/api/v1/order/export/route';
import * as userLogPage from '@/app/api/v1/logs/user/pagination/route';

/* What the console does with orders besides moving them: the listing by date, the Excel export, and the home's sales
   by day. The orders are placed through the API, then moved back to 2020 (a range no other test writes in), at
   instants chosen around the range's ends. */

let admin: string;
let viewer: string;
/** code by name, newest first in `inRange`. */
const placed: Record<string, { id: string; code: string }> = {};
const AT: Record<string, string> = {
  before: '2020-03-09 23:59:59.900', first: '2020-03-10 00:00:00', tieA: '2020-03-11 12:00:00.123456', tieB: '2020-03-11 12:00:00.123456',
  sameMs: '2020-03-11 12:00:00.123900', last: '2020-03-12 23:59:59.700', after: '2020-03-13 00:00:00',
};
const RANGE = { from: '2020-03-10 00:00:00', to: '2020-03-12 23:59:59' };
let inRange: string[];
let product: { id: string; name: string };

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  const p = await makeProduct(admin, [50, 50]);
  product = p;
  const db = await getDb();
  for (const [name, at] of Object.entries(AT)) {
    const items = name === 'last'
      ? [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 2 }, { id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }]
      : [{ id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }];
    const r = await placeOrder(items);
    expect(r.status, r.json.message).toBe(201);
    placed[name] = r.data;
    await db.update(orders).set({ createdDate: sql`${`${at}+00`}::timestamptz` }).where(eq(orders.id, r.data.id));
  }
  // Newest first; the two orders of the same microsecond by id, descending.
  const ties = [placed.tieA.id, placed.tieB.id].sort().reverse().map((id) => Object.keys(placed).find((k) => placed[k].id === id)!);
  inRange = ['last', 'sameMs', ...ties, 'first'];
});

describe('orders by date', () => {
  it('the listing takes a date range whose ends are both included, to the second', async () => {
    const r = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify(RANGE), limit: 100 } });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data.items.map((o: { code: string }) => o.code)).toEqual(inRange.map((n) => placed[n].code));
    expect(r.data.total).toBe(5);
    const page2 = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify(RANGE), limit: 2, page: 2 } });
    expect(page2.data.items.map((o: { code: string }) => o.code)).toEqual(inRange.slice(2, 4).map((n) => placed[n].code));

    const bad = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ from: '10/03/2020' }) } });
    expect(bad.status).toBe(400);
    expect(bad.data.field).toBe('query');
    expect(bad.json.message).toMatch(/^query: from: /);
  });

  it('the export reads chunk by chunk without skipping or repeating an order, across ties within one millisecond', async () => {
    const db = await getDb();
    const filter = { from: new Date('2020-03-10T00:00:00Z'), to: new Date('2020-03-12T23:59:59Z') };
    const read = async (max: number, chunk: number) => { const ids: string[] = []; for await (const o of ordersMatching(db, filter, max, chunk)) ids.push(o.id); return ids; };
    const want = inRange.map((n) => placed[n].id);
    expect(await read(100, 1)).toEqual(want);
    expect(await read(100, 2)).toEqual(want);
    expect(await read(3, 2)).toEqual(want.slice(0, 3));
  });
});

describe('order export', () => {
  it('is a workbook of the filtered orders and of their lines, in the asked language and time zone', async () => {
    const x = await download(orderExport.GET, viewer, { query: JSON.stringify(RANGE), tz: 'Asia/Ho_Chi_Minh', lang: 'vi' });
    expect(x.status, JSON.stringify(x.json)).toBe(200);
    expect(x.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(x.sheets.map((s) => s.name)).toEqual(['Đơn hàng', 'Sản phẩm đã bán']);
    const [head, ...rows] = x.rows;
    expect(head).toEqual(['Mã đơn', 'Ngày đặt', 'Trạng thái', 'Thanh toán', 'Hình thức', 'Khách hàng', 'Điện thoại', 'Email', 'Giao đến', 'Ghi chú',
      'Số lượng', 'Tạm tính', 'Mã giảm giá', 'Giảm giá', 'Phí giao hàng', 'Tổng tiền', 'Tiền tệ', 'Nguồn đơn', 'Người tạo',
      'Đơn vị vận chuyển', 'Mã vận đơn']);
    expect(rows.map((r) => r[0])).toEqual(inRange.map((n) => placed[n].code));
    const last = rows[0];
    // Vietnam's wall clock, seven hours ahead of the UTC instant.
    expect((last[1] as Date).toISOString()).toBe('2020-03-13T06:59:59.700Z');
    expect(last.slice(2, 11)).toEqual(['Chờ xác nhận', 'Chưa thanh toán', 'COD', 'Nguyễn Thị Lan', '0912345678', 'lan@example.com',
      '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh', 'Gọi trước khi giao', 3]);
    // Subtotal, no code and no discount, shipping (whatever the shop's fee is set to), total: numbers a spreadsheet can add up.
    expect([last[11], last[12] ?? null, last[13], last[16], last[17], last[18] ?? null]).toEqual([770000, null, 0, 'VND', 'Website', null]);
    expect(last[15]).toBe(770000 + (last[14] as number));
    expect(x.sheets[0].getCell('P2').numFmt).toBe('#,##0');
    expect(x.sheets[0].getCell('B2').numFmt).toBe('dd/mm/yyyy hh:mm:ss');

    const [lineHead, ...lines] = x.rowsOf!(x.sheets[1]);
    expect(lineHead).toEqual(['Mã đơn', 'Ngày đặt', 'Sản phẩm', 'Phân loại', 'SKU', 'SL', 'Đơn giá', 'Thành tiền']);
    expect(lines).toHaveLength(6);
    expect(lines.slice(0, 2).map((l) => [l[0], l[3], l[4], l[5], l[7]])).toEqual([
      [placed.last.code, 'Size: S', 'T-S', 2, 500000],
      [placed.last.code, 'Size: M', 'T-M', 1, 270000],
    ]);

    const logged = await call(userLogPage.GET, 'GET', { token: admin, query: { query: 'EXPORT' } });
    expect(logged.data.items.find((l: { entity: string }) => l.entity === 'order')).toMatchObject({ action: 'EXPORT', detail: { rows: 5 } });

    const en = await download(orderExport.GET, admin, { query: JSON.stringify({ ...RANGE, text: placed.first.code }), lang: 'en', tz: 'UTC' });
    expect(en.sheets.map((s) => s.name)).toEqual(['Orders', 'Order lines']);
    expect(en.rows[0].slice(0, 3)).toEqual(['Order', 'Placed', 'Status']);
    expect(en.rows.slice(1).map((r) => r[0])).toEqual([placed.first.code]);
    expect((en.rows[1][1] as Date).toISOString()).toBe('2020-03-10T00:00:00.000Z');
  });

  it('refuses bad filters with the field at fault, and anyone without a console role', async () => {
    const bad = await download(orderExport.GET, admin, { query: JSON.stringify({ status: 'lost' }) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^query: status: /);
    expect((await download(orderExport.GET, admin, { tz: 'Mars/Olympus' })).json.res_data.field).toBe('tz');
    expect((await download(orderExport.GET, admin, { query: '{"from": "2020-03-10 00:00:00' })).status).toBe(400);
    expect((await download(orderExport.GET, undefined, {})).status).toBe(401);
  });
});

describe('sales by day', () => {
  it('counts each order on the shop\'s day, with its total, and leaves cancelled and returned orders out', async () => {
    const db = await getDb();
    const totals = Object.fromEntries(await Promise.all(Object.entries(placed).map(async ([name, o]) =>
      [name, (await db.select({ total: orders.total }).from(orders).where(eq(orders.id, o.id)))[0].total] as const)));
    const sum = (...names: string[]) => names.reduce((n, k) => n + totals[k], 0);
    // In Ho Chi Minh City (UTC+7): "before" (23:59 UTC on the 9th) and "first" fall on the 10th, the three at noon UTC
    // on the 11th, "last" (23:59 UTC on the 12th) and "after" on the 13th.
    const now = new Date('2020-03-13T10:00:00Z');
    expect(await salesByDay(db, 'Asia/Ho_Chi_Minh', 5, now)).toEqual([
      { day: '2020-03-09', orders: 0, revenue: 0 },
      { day: '2020-03-10', orders: 2, revenue: sum('before', 'first') },
      { day: '2020-03-11', orders: 3, revenue: sum('tieA', 'tieB', 'sameMs') },
      { day: '2020-03-12', orders: 0, revenue: 0 },
      { day: '2020-03-13', orders: 2, revenue: sum('last', 'after') },
    ]);
    // In UTC the same orders fall on other days.
    expect((await salesByDay(db, 'UTC', 5, now)).map((d) => d.orders)).toEqual([1, 1, 3, 1, 1]);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.after.id));
    expect((await salesByDay(db, 'Asia/Ho_Chi_Minh', 1, now))[0]).toEqual({ day: '2020-03-13', orders: 1, revenue: sum('last') });
    // A parcel that came back was not sold either.
    await db.update(orders).set({ status: 'returned' }).where(eq(orders.id, placed.last.id));
    expect((await salesByDay(db, 'Asia/Ho_Chi_Minh', 1, now))[0]).toEqual({ day: '2020-03-13', orders: 0, revenue: 0 });
  });

  it('best sellers: units and takings of what sold in the days up to now, cancelled and returned orders left out', async () => {
    const db = await getDb();
    // By now "after" is cancelled and "last" (two S and one M) returned: five orders of one M at 270,000 remain.
    const now = new Date('2020-03-13T10:00:00Z');
    expect(await bestSellers(db, 'Asia/Ho_Chi_Minh', 5, 5, now)).toEqual([{ id: product.id, name: product.name, units: 5, revenue: 1_350_000 }]);
    // Up to the 10th, 18:00 in Vietnam: "before" and "first" only.
    expect(await bestSellers(db, 'Asia/Ho_Chi_Minh', 5, 5, new Date('2020-03-10T11:00:00Z'))).toEqual([{ id: product.id, name: product.name, units: 2, revenue: 540_000 }]);
    // The first day of the range starts at the shop's midnight: one day back from the 10th leaves "before" (the 9th, UTC) in.
    expect((await bestSellers(db, 'Asia/Ho_Chi_Minh', 1, 5, new Date('2020-03-10T11:00:00Z')))[0].units).toBe(2);
    expect(await bestSellers(db, 'UTC', 1, 5, new Date('2020-03-10T11:00:00Z'))).toEqual([{ id: product.id, name: product.name, units: 1, revenue: 270_000 }]);
  });
});
