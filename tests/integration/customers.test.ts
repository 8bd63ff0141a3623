import { beforeAll, describe, expect, it } from 'vitest';
import { call, download } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as orderRoute from '@/app/api/v1/order/route';
import * as orderPage from '@/app/api/v1/order/pagination/route';
import * as customerPage from '@/app/api/v1/customer/pagination/route';
import * as customerOne from '@/app/api/v1/customer/[id]/route';
import * as customerExport from '@/app/api/v1/customer/export/route';

/* Customers as the orders know them, one per phone: counts, cancellations and what they bought, across all their orders. */

let admin: string;
let viewer: string;
let productId: string;
// Numbers of this run only: on PostgreSQL every test file shares one database.
const mobile = () => `0903 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
const e164 = (local: string) => `+84${local.replace(/\D/g, '').slice(1)}`;
const order = async (phone: string, fullName: string, amount = 1, email = '') => {
  const r = await placeOrder([{ id: productId, selectedVariations: { Size: 'S' }, amount }], { shippingInformation: { ...shipping, phone, fullName, email } });
  expect(r.status, r.json.message).toBe(201);
  return r.data as { id: string; total: number };
};
const move = (id: string, status: string) => call(orderOne.PUT, 'PUT', { token: admin, params: { id }, body: { status } });
const page = (query: Record<string, unknown>, token = viewer) =>
  call(customerPage.GET, 'GET', { token, query: { page: '1', limit: '100', query: JSON.stringify(query) } });

let lan: string;
let minh: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  productId = (await makeProduct(admin, [500, 500], [100000, 100000])).id;
  lan = mobile();
  minh = mobile();
  // Lan: three orders, the last under a new name and email; one delivered, one cancelled.
  const a = await order(lan, 'Nguyễn Lan', 2);
  const b = await order(lan, 'Nguyễn Lan', 1);
  await order(lan, 'Nguyễn Thị Lan', 3, 'lan.moi@example.com');
  for (const s of ['confirmed', 'shipped', 'delivered']) expect((await move(a.id, s)).status).toBe(200);
  expect((await move(b.id, 'cancelled')).status).toBe(200);
  // Minh: one order, cancelled.
  const c = await order(minh, 'Trần Minh');
  expect((await move(c.id, 'cancelled')).status).toBe(200);
});

describe('customers', () => {
  it('are one per phone with the latest name and email, their orders counted and what they bought summed (cancelled left out)', async () => {
    const r = await page({ text: lan });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data.total).toBe(1);
    const fee = (await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: e164(lan) }) } })).data.items[0].shippingFee as number;
    expect(r.data.items[0]).toMatchObject({
      id: e164(lan), phone: e164(lan), fullName: 'Nguyễn Thị Lan', email: 'lan.moi@example.com', orders: 3, delivered: 1, cancelled: 1,
      spent: 500000 + 2 * fee, currency: 'VND',
    });
    const { firstOrder, lastOrder } = r.data.items[0] as { firstOrder: string; lastOrder: string };
    expect(firstOrder).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(firstOrder <= lastOrder).toBe(true);

    const one = await call(customerOne.GET, 'GET', { token: viewer, params: { id: e164(minh) } });
    expect(one.status, one.json.message).toBe(200);
    expect(one.data).toMatchObject({ fullName: 'Trần Minh', orders: 1, cancelled: 1, spent: 0, email: null });
  });

  it('are found by a name in any of their orders, an email, or a phone as people write it, with all their orders counted', async () => {
    for (const text of ['nguyễn lan', 'lan.moi@', lan, lan.replace(/\s/g, ''), `+84 ${lan.slice(1)}`]) {
      const r = await page({ text });
      expect(r.data.items.map((c: { phone: string }) => c.phone), text).toContain(e164(lan));
      expect(r.data.items.find((c: { phone: string }) => c.phone === e164(lan)).orders, text).toBe(3);
    }
    // The orders list finds the phone written the same ways.
    const orders = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: lan }) } });
    expect(orders.data.total).toBe(3);
  });

  it('sort by orders or spent, and "regulars only" leaves out one-order customers', async () => {
    const regulars = await page({ repeat: true, sort: 'orders' });
    const phones = regulars.data.items.map((c: { phone: string }) => c.phone);
    expect(phones).toContain(e164(lan));
    expect(phones).not.toContain(e164(minh));
    const counts = regulars.data.items.map((c: { orders: number }) => c.orders);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const bySpent = (await page({ sort: 'spent' })).data.items.map((c: { spent: number }) => c.spent);
    expect(bySpent).toEqual([...bySpent].sort((x, y) => y - x));
  });

  it('export to Excel with the filters, and are for console roles only; bad filters name the field', async () => {
    const x = await download(customerExport.GET, viewer, { query: JSON.stringify({ text: lan }), lang: 'vi', tz: 'Asia/Ho_Chi_Minh' });
    expect(x.status, JSON.stringify(x.json)).toBe(200);
    expect(x.rows[0].slice(0, 9)).toEqual(['Khách hàng', 'Điện thoại', 'Email', 'Tỉnh / thành phố', 'Số đơn', 'Đã giao', 'Đã hủy', 'Hoàn hàng', 'Đã mua']);
    // The phone as staff dial it and courier or SMS list tools read it: ten digits, the trunk 0, no spaces.
    expect(x.rows.slice(1).map((r) => [r[1], r[4], r[6], r[7]])).toEqual([[lan.replace(/\D/g, ''), 3, 1, 0]]);
    expect(x.rows[1][11]).toBeInstanceOf(Date);

    expect((await call(customerPage.GET, 'GET', { query: { page: '1' } })).status).toBe(401);
    expect((await call(customerOne.GET, 'GET', { params: { id: e164(lan) } })).status).toBe(401);
    for (const id of ['0912345678', "+84'; drop table orders;--", '+84000000000001']) {
      expect((await call(customerOne.GET, 'GET', { token: viewer, params: { id } })).status, id).toBe(404);
    }
    const bad = await page({ sort: 'name' });
    expect(bad.status).toBe(400);
    expect(bad.data.field).toBe('query');
  });
});

describe('a customer the shop asks to pay first', () => {
  it('cannot order cash on delivery on the website (409 on paymentMethod, nothing taken), can by transfer, and staff may still take COD', async () => {
    const phone = mobile();
    await order(phone, 'Bùi Bom');
    const put = (body: unknown, token = admin) => call(customerOne.PUT, 'PUT', { token, params: { id: e164(phone) }, body });
    const r = await put({ codBlocked: true, note: 'Bom 2 đơn tháng 3' });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data).toMatchObject({ codBlocked: true, note: 'Bom 2 đơn tháng 3', orders: 1 });

    const items = [{ id: productId, selectedVariations: { Size: 'S' }, amount: 1 }];
    const cod = await placeOrder(items, { shippingInformation: { ...shipping, phone } });
    expect(cod.status).toBe(409);
    expect(cod.data).toMatchObject({ field: 'paymentMethod', detail: { problem: 'codBlocked' } });
    expect((await call(customerOne.GET, 'GET', { token: viewer, params: { id: e164(phone) } })).data.orders).toBe(1);
    const transfer = await placeOrder(items, { shippingInformation: { ...shipping, phone }, paymentMethod: 'BANK_TRANSFER' });
    expect(transfer.status, transfer.json.message).toBe(201);
    const staff = await call(orderRoute.POST, 'POST', { token: admin, body: { items, shippingInformation: { ...shipping, phone }, paymentMethod: 'COD', channel: 'phone' } });
    expect(staff.status, staff.json.message).toBe(201);

    // The list shows the mark; lifting it lets the website take COD again.
    const listed = await page({ text: phone });
    expect(listed.data.items[0]).toMatchObject({ codBlocked: true, orders: 3 });
    expect((await put({ codBlocked: false })).data).toMatchObject({ codBlocked: false, note: 'Bom 2 đơn tháng 3' });
    expect((await placeOrder(items, { shippingInformation: { ...shipping, phone } })).status).toBe(201);
  });

  it('is written by orders.write only, for a phone that has ordered, with a plain note of at most 500 characters', async () => {
    const id = e164(lan);
    expect((await call(customerOne.PUT, 'PUT', { token: viewer, params: { id }, body: { codBlocked: true } })).status).toBe(403);
    expect((await call(customerOne.PUT, 'PUT', { params: { id }, body: { codBlocked: true } })).status).toBe(401);
    expect((await call(customerOne.PUT, 'PUT', { token: admin, params: { id: '+84900000001' }, body: { codBlocked: true } })).status).toBe(404);
    for (const [body, field] of [[{}, 'codBlocked'], [{ codBlocked: 'yes' }, 'codBlocked'], [{ note: 'x'.repeat(501) }, 'note'], [{ note: '<b>bom</b>' }, 'note']] as const) {
      const r = await call(customerOne.PUT, 'PUT', { token: admin, params: { id }, body });
      expect(r.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(r.data.field).toBe(field);
    }
    expect((await call(customerOne.GET, 'GET', { token: viewer, params: { id } })).data).toMatchObject({ codBlocked: false, note: '' });
  });
});
