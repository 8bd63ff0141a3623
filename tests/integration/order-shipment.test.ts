import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, download, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder } from './order-fixtures';
import { getDb } from '@/lib/db';
import { orders, userLogs } from '@/lib/db/schema';
import { statusMailOf } from '@/lib/orders/mail';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as orderPage from '@/app/api/v1/order/pagination/route';
import * as orderExport from '@/app/api/v1/order/export/route';
import * as timelineRoute from '@/app/api/v1/order/[id]/timeline/route';

/* The shop hands a parcel to a courier and records who carries it and its waybill code; the shopper follows it. */

let admin: string;
let viewer: string;
let productId: string;

const put = (id: string, body: unknown, token = admin) => call(orderOne.PUT, 'PUT', { token, params: { id }, body });
const newOrder = async (status?: 'confirmed') => {
  const r = await placeOrder([{ id: productId, selectedVariations: { Size: 'S' }, amount: 1 }]);
  expect(r.status, r.json.message).toBe(201);
  if (status) expect((await put(r.data.id, { status })).status).toBe(200);
  return r.data as { id: string; code: string; paymentUrl: string };
};
const shopperView = (o: { id: string; paymentUrl: string }) =>
  call(orderOne.GET, 'GET', { params: { id: o.id }, headers: { 'x-order-token': new URL(o.paymentUrl, 'http://x').searchParams.get('token')! } });
/** A waybill code no other test has used, as GHN prints them (letters and digits). */
const waybill = () => uniq('GHN').replace(/[^A-Za-z0-9]/g, '').slice(0, 20).toUpperCase();

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  productId = (await makeProduct(admin, [50, 50])).id;
});

describe('recording the shipment', () => {
  it('ships with the carrier and the code; the shopper, the mail, the timeline, the search and the export all carry them', async () => {
    const o = await newOrder('confirmed');
    const code = waybill();
    const r = await put(o.id, { status: 'shipped', carrier: 'ghn', trackingNumber: ` ${code} ` });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data).toMatchObject({ status: 'shipped', carrier: 'ghn', trackingNumber: code });

    // The shopper's own link shows them.
    expect((await shopperView(o)).data).toMatchObject({ carrier: 'ghn', trackingNumber: code });

    // The "on its way" mail names the carrier, the code and the page to follow it on.
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    const mail = await statusMailOf(db, row);
    expect(mail.text).toContain(`Tracking number: ${code}.`);
    expect(mail.text).toContain(`https://donhang.ghn.vn/?order_code=${code}`);
    expect(mail.text).toMatch(/Giao Hàng Nhanh \(GHN\)/);

    const events = (await call(timelineRoute.GET, 'GET', { token: viewer, params: { id: o.id } })).data as { kind: string; status?: string; shipment?: unknown }[];
    expect(events[0]).toMatchObject({ kind: 'moved', status: 'shipped', shipment: { carrier: 'ghn', trackingNumber: code } });

    // A courier calls about a parcel by its code: the listing finds the order by it (any case).
    const found = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: code.toLowerCase() }) } });
    expect(found.data.items.map((i: { id: string }) => i.id)).toEqual([o.id]);
    // One courier's parcels, as its payout report is checked.
    const byCarrier = (carrier: unknown) => call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ carrier, status: 'shipped', text: code }) } });
    expect((await byCarrier('ghn')).data.items.map((i: { id: string }) => i.id)).toEqual([o.id]);
    expect((await byCarrier('ghtk')).data.total).toBe(0);
    // What the page's orders come to, and the cash the courier still holds for them: checked against its payout.
    const one = (await byCarrier('ghn')).data;
    expect(one.amount).toBe(one.items[0].total);
    expect(one.codUnpaid).toBe(one.items[0].total);
    expect((await put(o.id, { paymentStatus: 'paid' })).status).toBe(200);
    expect((await byCarrier('ghn')).data).toMatchObject({ amount: one.items[0].total, codUnpaid: 0 });
    expect((await byCarrier('ghtk')).data).toMatchObject({ amount: 0, codUnpaid: 0 });
    const bad = await byCarrier('dhl-moon');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^query: carrier: /);

    const x = await download(orderExport.GET, viewer, { query: JSON.stringify({ text: code }), lang: 'vi' });
    const head = x.rows[0];
    expect(head.slice(-2)).toEqual(['Đơn vị vận chuyển', 'Mã vận đơn']);
    expect(x.rows[1].slice(-2)).toEqual(['Giao Hàng Nhanh (GHN)', code]);
  });

  it('corrects them after the parcel left, keeping what they were in the user log; a carrier of null clears both', async () => {
    const o = await newOrder('confirmed');
    const first = waybill();
    await put(o.id, { status: 'shipped', carrier: 'ghtk', trackingNumber: first });
    const second = waybill();
    const fixed = await put(o.id, { carrier: 'jt', trackingNumber: second });
    expect(fixed.status, fixed.json.message).toBe(200);
    expect(fixed.data).toMatchObject({ status: 'shipped', carrier: 'jt', trackingNumber: second });

    const db = await getDb();
    const logs = await db.select({ detail: userLogs.detail }).from(userLogs).where(and(eq(userLogs.entity, 'order'), eq(userLogs.entityId, o.id)));
    expect(logs.map((l) => l.detail)).toContainEqual(expect.objectContaining({ carrier: 'jt', trackingNumber: second, shipmentBefore: { carrier: 'ghtk', trackingNumber: first } }));

    // The shop's own delivery has no code; clearing the carrier clears the code with it.
    const own = await put(o.id, { carrier: 'self' });
    expect(own.data).toMatchObject({ carrier: 'self', trackingNumber: second });
    const cleared = await put(o.id, { carrier: null });
    expect(cleared.data).toMatchObject({ carrier: null, trackingNumber: null });
    const events = (await call(timelineRoute.GET, 'GET', { token: viewer, params: { id: o.id } })).data as { kind: string; shipment?: unknown }[];
    expect(events.slice(0, 3).map((e) => [e.kind, e.shipment])).toEqual([
      ['edited', { carrier: null, trackingNumber: null }],
      ['edited', { carrier: 'self', trackingNumber: second }],
      ['edited', { carrier: 'jt', trackingNumber: second }],
    ]);

    // Delivered orders keep them and may still be corrected.
    await put(o.id, { status: 'delivered' });
    expect((await put(o.id, { carrier: 'viettelpost', trackingNumber: first })).data).toMatchObject({ status: 'delivered', carrier: 'viettelpost' });
  });

  it('refuses bad codes and carriers with the field at fault (400), a cancelled order (409), a viewer (403), and changes nothing', async () => {
    const o = await newOrder('confirmed');
    const cases: [Record<string, unknown>, string][] = [
      [{ carrier: 'ghn', trackingNumber: '<script>alert(1)</script>' }, 'trackingNumber'],
      [{ carrier: 'ghn', trackingNumber: "1' OR '1'='1" }, 'trackingNumber'],
      [{ carrier: 'ghn', trackingNumber: 'A B C' }, 'trackingNumber'],
      [{ carrier: 'ghn', trackingNumber: 'X'.repeat(41) }, 'trackingNumber'],
      [{ carrier: 'ghn', trackingNumber: 'AB' }, 'trackingNumber'],
      [{ carrier: 'ghn', trackingNumber: 12345 }, 'trackingNumber'],
      [{ carrier: 'dhl-moon', trackingNumber: 'ABC123' }, 'carrier'],
      [{ trackingNumber: 'ABC123' }, 'carrier'],
      [{ status: 'shipped', trackingNumber: 'ABC123' }, 'carrier'],
    ];
    for (const [body, field] of cases) {
      const r = await put(o.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.field, JSON.stringify(body)).toBe(field);
    }
    expect((await put(o.id, { carrier: 'ghn', trackingNumber: 'ABC123' }, viewer)).status).toBe(403);
    expect((await call(orderOne.PUT, 'PUT', { params: { id: o.id }, body: { carrier: 'ghn' } })).status).toBe(401);
    expect((await put('00000000-0000-4000-8000-000000000000', { carrier: 'ghn' })).status).toBe(404);
    const now = await call(orderOne.GET, 'GET', { token: admin, params: { id: o.id } });
    expect(now.data).toMatchObject({ status: 'confirmed', carrier: null, trackingNumber: null });

    // A cancelled order goes nowhere: nothing to follow, and cancelling with a waybill is refused whole.
    const c = await newOrder();
    const both = await put(c.id, { status: 'cancelled', carrier: 'ghn', trackingNumber: 'ABC123' });
    expect(both.status).toBe(409);
    expect(both.data.field).toBe('carrier');
    expect((await call(orderOne.GET, 'GET', { token: admin, params: { id: c.id } })).data.status).toBe('pending');
    await put(c.id, { status: 'cancelled' });
    const late = await put(c.id, { trackingNumber: 'ABC123', carrier: 'ghn' });
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/cancelled order is not delivered/);
  });
});
