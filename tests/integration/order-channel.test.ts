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
});
