import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import { getDb } from '@/lib/db';
import { orders, trackingEvents } from '@/lib/db/schema';
import * as orderRoute from '@/app/api/v1/order/route';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as orderPage from '@/app/api/v1/order/pagination/route';
import * as timelineRoute from '@/app/api/v1/order/[id]/timeline/route';

/* Orders the shop's staff take by phone or in a chat (Facebook, Zalo, TikTok) and enter in the console: the same
   order, priced and stocked by the same code, marked with its channel and who entered it. */

let admin: string;
let viewer: string;

/** `token: null` is nobody signed in (a shopper). */
const enter = (items: unknown[], channel: string, token: string | null = admin, extra: Record<string, unknown> = {}) =>
  call(orderRoute.POST, 'POST', { token: token ?? undefined, body: { items, shippingInformation: shipping, paymentMethod: 'COD', channel, ...extra }, headers: { 'Idempotency-Key': crypto.randomUUID() } });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

describe('an order entered by the shop\'s staff', () => {
  it('is priced and takes stock as the checkout does, keeps its channel and who entered it, and records no Purchase', async () => {
    const p = await makeProduct(admin, [3, 3]);
    const r = await enter([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 2 }], 'facebook');
    expect(r.status, r.json.message).toBe(201);
    expect(r.data).toMatchObject({ subtotal: 540000, status: 'pending', items: [{ amount: 2, price: 270000 }] });

    const seen = await call(orderOne.GET, 'GET', { token: viewer, params: { id: r.data.id } });
    expect(seen.data).toMatchObject({ channel: 'facebook', createdBy: 'admin' });
    // Its history starts with who entered it, and from which channel.
    const history = await call(timelineRoute.GET, 'GET', { token: viewer, params: { id: r.data.id } });
    expect(history.data).toEqual([expect.objectContaining({ kind: 'placed', by: 'admin', channel: 'facebook' })]);
    const stock = (await call(orderRoute.POST, 'POST', { body: { items: [{ id: p.id, selectedVariations: { Size: 'M' }, amount: 2 }], shippingInformation: shipping, paymentMethod: 'COD' } }));
    expect(stock.status, 'only one M is left').toBe(409);

    // A shopper's own order says 'web'.
    const web = await placeOrder([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }]);
    expect(web.status).toBe(201);
    // The Purchase event is the shop's website's: the shopper's order records one, the order taken in a chat none.
    const db = await getDb();
    const purchases = async (id: string) => (await db.select().from(trackingEvents).where(and(eq(trackingEvents.eventName, 'Purchase'), eq(trackingEvents.eventId, id)))).length;
    await expect.poll(() => purchases(web.data.id)).toBe(1);
    expect(await purchases(r.data.id)).toBe(0);
    const [row] = await db.select({ channel: orders.channel, createdBy: orders.createdBy }).from(orders).where(eq(orders.id, web.data.id));
    expect(row).toEqual({ channel: 'web', createdBy: 'shopper' });
  });

  it('the listing filters by channel', async () => {
    const p = await makeProduct(admin, [9, 9]);
    const zalo = await enter([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }], 'zalo');
    expect(zalo.status).toBe(201);
    const list = await call(orderPage.GET, 'GET', { token: viewer, query: { page: '1', limit: '100', query: JSON.stringify({ channel: 'zalo' }) } });
    expect(list.status, list.json.message).toBe(200);
    const items = list.data.items as { id: string; channel: string }[];
    expect(items.map((o) => o.id)).toContain(zalo.data.id);
    expect(new Set(items.map((o) => o.channel))).toEqual(new Set(['zalo']));
    const bad = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ channel: 'pigeon' }) } });
    expect(bad.status).toBe(400);
    expect(bad.data.field, bad.json.message).toBe('query');
    expect(bad.json.message).toMatch(/channel/);
  });

  it('only orders.write may enter one: 403 on channel for a shopper or a viewer, 400 for an unknown channel', async () => {
    const p = await makeProduct(admin, [5, 5]);
    const items = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }];
    for (const token of [null, viewer]) {
      const r = await enter(items, 'phone', token);
      expect(r.status).toBe(403);
      expect(r.json.message).toMatch(/channel/);
    }
    const unknown = await enter(items, 'pigeon');
    expect(unknown.status).toBe(400);
    expect(unknown.data.field).toBe('channel');
    // Nothing was taken by the refusals.
    const left = await call(orderRoute.POST, 'POST', { body: { items: [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 5 }], shippingInformation: shipping, paymentMethod: 'COD', channel: 'web' } });
    expect(left.status, left.json.message).toBe(201);
  });

  it('may carry the delivery fee the staff agreed with the shopper, charged as it is; a shopper cannot set one', async () => {
    const p = await makeProduct(admin, [10, 10], [600000, 600000]);
    const one = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }];
    const agreed = await enter(one, 'zalo', admin, { shippingFee: 15000 });
    expect(agreed.status, agreed.json.message).toBe(201);
    expect(agreed.data).toMatchObject({ subtotal: 600000, shippingFee: 15000, total: 615000 });
    const free = await enter(one, 'phone', admin, { shippingFee: 0 });
    expect(free.data).toMatchObject({ shippingFee: 0, total: 600000 });
    // Above any free-delivery threshold, an agreed fee is still what was agreed.
    const big = await enter([{ ...one[0], amount: 2 }], 'facebook', admin, { shippingFee: 20000 });
    expect(big.data).toMatchObject({ subtotal: 1200000, shippingFee: 20000, total: 1220000 });

    for (const [fee, field] of [[-1, 'shippingFee'], ['free', 'shippingFee'], [1.001, 'shippingFee']] as const) {
      const r = await enter(one, 'phone', admin, { shippingFee: fee });
      expect([r.status, r.data.field], String(fee)).toEqual([400, field]);
    }
    // From the website, or from a viewer, a fee is refused whole, and nothing is taken.
    const shopper = await call(orderRoute.POST, 'POST', { body: { items: [{ ...one[0], amount: 6 }], shippingInformation: shipping, paymentMethod: 'COD', shippingFee: 0 } });
    expect(shopper.status).toBe(403);
    expect(shopper.json.message).toMatch(/shippingFee/);
    expect((await enter(one, 'phone', viewer, { shippingFee: 0 })).status).toBe(403);
    const left = await placeOrder([{ ...one[0], amount: 6 }]);
    expect(left.status, left.json.message).toBe(201);
  });
});
