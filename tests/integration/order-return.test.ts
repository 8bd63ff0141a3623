import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import { getDb } from '@/lib/db';
import { discountCodes } from '@/lib/db/schema';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as codeList from '@/app/api/v1/discount-code/route';
import * as customerOne from '@/app/api/v1/customer/[id]/route';
import * as productOne from '@/app/api/v1/product/[id]/route';

/* A parcel that comes back: refused at the door (the cash-on-delivery shop's daily loss), or sent back after delivery.
   Its goods go back on the shelf, its discount use is given back, and the customer's record shows it. */

let admin: string;
let viewer: string;
let product: Awaited<ReturnType<typeof makeProduct>>;

const put = (id: string, body: unknown, token = admin) => call(orderOne.PUT, 'PUT', { token, params: { id }, body });
const stockOf = async () => ((await call(productOne.GET, 'GET', { token: admin, params: { id: product.id } })).data.variants as { stock: number }[]).map((v) => v.stock);
const usedCount = async (c: string) => (await (await getDb()).select({ n: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.code, c)))[0].n;
const phone = `0904 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
const order = async (extra: Record<string, unknown> = {}) => {
  const r = await placeOrder([{ id: product.id, selectedVariations: { Size: 'M' }, amount: 2 }], { shippingInformation: { ...shipping, phone }, ...extra });
  expect(r.status, r.json.message).toBe(201);
  return r.data as { id: string; code: string };
};
const walk = async (id: string, ...path: string[]) => {
  for (const status of path) expect((await put(id, { status })).status, status).toBe(200);
};

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  product = await makeProduct(admin, [10, 10], [100000, 100000]);
});

describe('a returned parcel', () => {
  it('goes back into stock and gives its discount use back, from shipped (refused) and from delivered (sent back)', async () => {
    const code = uniq('BACK').replace(/[^A-Z0-9]/gi, '').slice(0, 20).toUpperCase();
    expect((await call(codeList.POST, 'POST', { token: admin, body: { code, kind: 'amount', value: 10000 } })).status).toBe(201);
    const refused = await order({ discountCode: code });
    expect(await stockOf()).toEqual([10, 8]);
    expect(await usedCount(code)).toBe(1);
    await walk(refused.id, 'confirmed', 'shipped');
    const back = await put(refused.id, { status: 'returned' });
    expect(back.status, back.json.message).toBe(200);
    expect(back.data).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    expect(await stockOf()).toEqual([10, 10]);
    expect(await usedCount(code)).toBe(0);

    const sentBack = await order();
    await walk(sentBack.id, 'confirmed', 'shipped', 'delivered', 'returned');
    expect(await stockOf()).toEqual([10, 10]);

    // Nowhere to go from there, and no second restock.
    const again = await put(sentBack.id, { status: 'delivered' });
    expect(again.status).toBe(409);
    expect((await put(sentBack.id, { status: 'returned' })).status).toBe(200);
    expect(await stockOf()).toEqual([10, 10]);
  });

  it('cannot be recorded before the parcel left (409), nor by a viewer (403); nothing moves', async () => {
    const o = await order();
    expect((await put(o.id, { status: 'returned' })).status).toBe(409);
    await walk(o.id, 'confirmed');
    const early = await put(o.id, { status: 'returned' });
    expect(early.status).toBe(409);
    expect(early.data.field).toBe('status');
    await walk(o.id, 'shipped');
    expect((await put(o.id, { status: 'returned' }, viewer)).status).toBe(403);
    expect((await call(orderOne.GET, 'GET', { token: admin, params: { id: o.id } })).data.status).toBe('shipped');
    expect(await stockOf()).toEqual([10, 8]);
    await walk(o.id, 'returned');
  });

  it('counts on the customer\'s record, apart from cancellations, and is left out of what they bought', async () => {
    const c = await call(customerOne.GET, 'GET', { token: viewer, params: { id: `+84${phone.replace(/\D/g, '').slice(1)}` } });
    expect(c.status, c.json.message).toBe(200);
    // Three orders so far in this file, all returned.
    expect(c.data).toMatchObject({ orders: 3, returned: 3, cancelled: 0, delivered: 0, spent: 0 });
  });
});
