import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as timelineRoute from '@/app/api/v1/order/[id]/timeline/route';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { userLogs } from '@/lib/db/schema';

/* The shop corrects where an order ships after calling the shopper, until the parcel leaves. */

let admin: string;
let viewer: string;
let productId: string;

const put = (id: string, body: unknown, token = admin) => call(orderOne.PUT, 'PUT', { token, params: { id }, body });
const newOrder = async () => {
  const r = await placeOrder([{ id: productId, selectedVariations: { Size: 'S' }, amount: 1 }]);
  expect(r.status, r.json.message).toBe(201);
  return r.data as { id: string; code: string; paymentUrl: string };
};
const corrected = { ...shipping, phone: '+84 903 123 456', address: '21 Lý Tự Trọng', note: 'Giao giờ hành chính' };

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  productId = (await makeProduct(admin, [50, 50])).id;
});

describe('correcting an order\'s delivery details', () => {
  it('replaces them while the order waits or is confirmed; the shopper\'s view, the log and the timeline follow', async () => {
    const o = await newOrder();
    const r = await put(o.id, { shippingInformation: corrected });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data.shippingInformation).toEqual({ ...corrected, phone: '+84903123456' });
    expect(r.data.status).toBe('pending');

    // The shopper's own link shows where it now goes.
    const token = new URL(o.paymentUrl, 'http://x').searchParams.get('token')!;
    const mine = await call(orderOne.GET, 'GET', { params: { id: o.id }, headers: { 'x-order-token': token } });
    expect(mine.data.shippingInformation.address).toBe('21 Lý Tự Trọng');

    // Confirmed, and corrected again in the same request as a payment move.
    expect((await put(o.id, { status: 'confirmed' })).status).toBe(200);
    const both = await put(o.id, { paymentStatus: 'paid', shippingInformation: { ...corrected, ward: 'Phường Bến Thành' } });
    expect(both.status, both.json.message).toBe(200);
    expect(both.data).toMatchObject({ paymentStatus: 'paid', shippingInformation: { ward: 'Phường Bến Thành' } });

    const events = (await call(timelineRoute.GET, 'GET', { token: viewer, params: { id: o.id } })).data as { kind: string; changed?: string[]; paymentStatus?: string; by: string }[];
    expect(events.map((e) => [e.kind, e.changed ?? null, e.paymentStatus ?? null])).toEqual([
      ['moved', ['ward'], 'paid'],
      ['moved', null, null],
      ['edited', ['phone', 'address', 'note'], null],
      ['placed', null, null],
    ]);
    expect(events[0].by).toBe('admin');

    // The user log keeps what the fields were, so a slip of the hand can be undone.
    const logs = await (await getDb()).select({ detail: userLogs.detail }).from(userLogs).where(and(eq(userLogs.entity, 'order'), eq(userLogs.entityId, o.id)));
    const edit = logs.map((l) => l.detail as { changed?: string[]; before?: Record<string, string> }).find((d) => d?.changed?.includes('address'));
    expect(edit?.before).toEqual({ phone: '+84912345678', address: '12 Lý Tự Trọng', note: 'Gọi trước khi giao' });
  });

  it('refuses once the parcel has left or the order is cancelled (409 on shippingInformation), and changes nothing', async () => {
    for (const path of [['confirmed', 'shipped'], ['cancelled']]) {
      const o = await newOrder();
      for (const status of path) expect((await put(o.id, { status })).status).toBe(200);
      const r = await put(o.id, { shippingInformation: corrected });
      expect(r.status, path.join()).toBe(409);
      expect(r.data.field).toBe('shippingInformation');
      const now = await call(orderOne.GET, 'GET', { token: admin, params: { id: o.id } });
      expect(now.data.shippingInformation.address).toBe(shipping.address);
    }
  });

  it('checks every field as the checkout does, and the role: 400 naming the field, 403 for a viewer, 404 for no order', async () => {
    const o = await newOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...corrected, phone: '12' }, 'shippingInformation.phone'],
      [{ ...corrected, address: '  ' }, 'shippingInformation.address'],
      [{ ...corrected, note: '<script>alert(1)</script>' }, 'shippingInformation.note'],
      [{ ...corrected, email: 'not-an-email' }, 'shippingInformation.email'],
      [{ ...corrected, fullName: 'x'.repeat(101) }, 'shippingInformation.fullName'],
      [{ ...corrected, ward: 7 }, 'shippingInformation.ward'],
    ];
    for (const [info, field] of cases) {
      const r = await put(o.id, { shippingInformation: info });
      expect(r.status, field).toBe(400);
      expect(r.data.field).toBe(field);
    }
    expect((await put(o.id, { shippingInformation: 'here' })).data.field).toBe('shippingInformation');
    expect((await put(o.id, {})).status).toBe(400);
    expect((await put(o.id, { shippingInformation: corrected }, viewer)).status).toBe(403);
    expect((await call(orderOne.PUT, 'PUT', { params: { id: o.id }, body: { shippingInformation: corrected } })).status).toBe(401);
    expect((await put('00000000-0000-4000-8000-000000000000', { shippingInformation: corrected })).status).toBe(404);
    const now = await call(orderOne.GET, 'GET', { token: admin, params: { id: o.id } });
    expect(now.data.shippingInformation).toEqual({ ...shipping, phone: '+84912345678' });
  });
});
