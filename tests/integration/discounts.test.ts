import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder } from './order-fixtures';
import { getDb } from '@/lib/db';
import { discountCodes, orders, systemParams, userLogs } from '@/lib/db/schema';
import { confirmationOf, noticeOf } from '@/lib/orders/mail';
import { toWireDate } from '@/lib/wire';
import * as codeList from '@/app/api/v1/discount-code/route';
import * as codeOne from '@/app/api/v1/discount-code/[id]/route';
import * as codePage from '@/app/api/v1/discount-code/pagination/route';
import * as quoteRoute from '@/app/api/v1/order/quote/route';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as orderPage from '@/app/api/v1/order/pagination/route';

let admin: string;
let viewer: string;
const code = () => uniq('T').toUpperCase();
const wire = (msFromNow: number) => toWireDate(new Date(Date.now() + msFromNow));
const DAY = 86_400_000;

async function makeCode(body: Record<string, unknown>) {
  const r = await call(codeList.POST, 'POST', { token: admin, body: { code: code(), kind: 'percent', value: 10, ...body } });
  expect(r.status, r.json.message).toBe(201);
  return r.data as { id: string; code: string; usedCount: number; state: string };
}
const usedCount = async (c: string) => (await (await getDb()).select({ n: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.code, c)))[0].n;
const quote = (items: unknown[], discountCode?: string) => call(quoteRoute.POST, 'POST', { body: { items, discountCode } });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  // The same fees as orders.test.ts, which may run beside this file on the same database.
  const db = await getDb();
  await db.update(systemParams).set({ value: '30000', active: true }).where(eq(systemParams.code, 'store.shipping_fee'));
  await db.update(systemParams).set({ value: '1000000', active: true }).where(eq(systemParams.code, 'store.free_shipping_over'));
});

describe('discount codes in the console', () => {
  it('creates a code kept in capitals, refuses bad input field by field and a taken code, and logs the change', async () => {
    const text = code();
    const made = await call(codeList.POST, 'POST', { token: admin, body: { code: ` ${text.toLowerCase()} `, kind: 'amount', value: 50000, minSubtotal: 300000, usageLimit: 100, description: 'Tết' } });
    expect(made.status, made.json.message).toBe(201);
    expect(made.data).toMatchObject({ code: text, kind: 'amount', value: 50000, minSubtotal: 300000, maxDiscount: null, usageLimit: 100, usedCount: 0, active: true, state: 'live' });

    const refused = async (body: Record<string, unknown>) => call(codeList.POST, 'POST', { token: admin, body: { code: code(), kind: 'percent', value: 10, ...body } });
    const bad = [
      [{ code: 'ab' }, 'code', 'discountCode'],
      [{ code: 'SALE 10' }, 'code', 'discountCode'],
      [{ code: "X'; DROP TABLE orders;--" }, 'code', 'discountCode'],
      [{ value: 150 }, 'value', 'percentOver100'],
      [{ value: 0 }, 'value', undefined],
      [{ value: '10' }, 'value', undefined],
      [{ kind: 'bogo' }, 'kind', undefined],
      [{ usageLimit: 0 }, 'usageLimit', undefined],
      [{ description: '<script>alert(1)</script>' }, 'description', 'plainText'],
      [{ startsAt: wire(DAY), endsAt: wire(0) }, 'endsAt', 'endsBeforeStart'],
      [{ endsAt: '2026-13-01 00:00:00' }, 'endsAt', 'wireDateTime'],
    ] as const;
    for (const [body, field, key] of bad) {
      const r = await refused(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.field).toBe(field);
      if (key) expect(r.data.key).toBe(key);
    }
    const taken = await call(codeList.POST, 'POST', { token: admin, body: { code: text.toLowerCase(), kind: 'percent', value: 5 } });
    expect([taken.status, taken.data.field, taken.data.key]).toEqual([409, 'code', 'discountCodeTaken']);

    const logged = await (await getDb()).select().from(userLogs).where(and(eq(userLogs.entity, 'discount_code'), eq(userLogs.entityId, made.data.id))).orderBy(desc(userLogs.createdDate));
    expect(logged.map((l) => l.action)).toEqual(['CREATE']);
  });

  it('edits only the fields sent, checks the rules on the merged record, deletes; roles are checked on the server', async () => {
    const c = await makeCode({ kind: 'percent', value: 20, maxDiscount: 100000 });
    const put = (body: unknown, token = admin) => call(codeOne.PUT, 'PUT', { token, params: { id: c.id }, body });
    const r = await put({ active: false });
    expect(r.status, r.json.message).toBe(200);
    expect(r.data).toMatchObject({ value: 20, maxDiscount: 100000, active: false, state: 'inactive' });
    // 20 % stays a percentage: 120 is refused although the body alone does not say the kind.
    expect((await put({ value: 120 })).data).toMatchObject({ field: 'value', key: 'percentOver100' });
    expect((await put({ value: 120, kind: 'amount' })).data).toMatchObject({ kind: 'amount', value: 120 });

    expect((await put({ active: true }, viewer)).status).toBe(403);
    expect((await call(codeList.POST, 'POST', { token: viewer, body: { code: code(), kind: 'percent', value: 5 } })).status).toBe(403);
    expect((await call(codePage.GET, 'GET', {})).status).toBe(401);
    expect((await call(codeOne.GET, 'GET', { token: viewer, params: { id: c.id } })).data.code).toBe(c.code);
    expect((await call(codeOne.GET, 'GET', { token: admin, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(codeOne.GET, 'GET', { token: admin, params: { id: "1' or '1'='1" } })).status).toBe(404);

    expect((await call(codeOne.DELETE, 'DELETE', { token: viewer, params: { id: c.id } })).status).toBe(403);
    expect((await call(codeOne.DELETE, 'DELETE', { token: admin, params: { id: c.id } })).status).toBe(200);
    expect((await call(codeOne.GET, 'GET', { token: admin, params: { id: c.id } })).status).toBe(404);
  });

  it('lists codes by search and by state: live, scheduled, ended (by date or used up), off', async () => {
    const tag = uniq('campaign');
    const live = await makeCode({ description: tag, endsAt: wire(DAY) });
    const scheduled = await makeCode({ description: tag, startsAt: wire(DAY) });
    const expired = await makeCode({ description: tag, endsAt: wire(-1000), startsAt: wire(-DAY) });
    const usedUp = await makeCode({ description: tag, usageLimit: 1 });
    await (await getDb()).update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, usedUp.id));
    const off = await makeCode({ description: tag, active: false });
    const ids = async (state?: string) => {
      const r = await call(codePage.GET, 'GET', { token: viewer, query: { query: tag, limit: 100, ...(state ? { state } : {}) } });
      expect(r.status, r.json.message).toBe(200);
      return (r.data.items as { id: string }[]).map((i) => i.id).sort();
    };
    expect(await ids()).toEqual([live, scheduled, expired, usedUp, off].map((c) => c.id).sort());
    expect(await ids('live')).toEqual([live.id]);
    expect(await ids('scheduled')).toEqual([scheduled.id]);
    expect(await ids('ended')).toEqual([expired.id, usedUp.id].sort());
    expect(await ids('inactive')).toEqual([off.id]);
    expect((await call(codePage.GET, 'GET', { token: viewer, query: { state: 'bogus' } })).data.field).toBe('state');
  });
});

describe('a discount code at the cart and on the order', () => {
  it('prices the quote: a percentage, its cap, a fixed amount never below zero, a minimum, and why a code gives nothing', async () => {
    const p = await makeProduct(admin);
    const two = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 2 }]; // 500,000
    const ten = await makeCode({ kind: 'percent', value: 10 });
    expect((await quote(two, ten.code.toLowerCase())).data).toMatchObject({ subtotal: 500000, discount: 50000, discountCode: ten.code, discountProblem: null, shippingFee: 30000, total: 480000 });
    const capped = await makeCode({ kind: 'percent', value: 50, maxDiscount: 100000 });
    expect((await quote(two, capped.code)).data).toMatchObject({ discount: 100000, total: 430000 });
    const big = await makeCode({ kind: 'amount', value: 600000 });
    expect((await quote(two, big.code)).data).toMatchObject({ discount: 500000, total: 30000 });
    const min = await makeCode({ kind: 'amount', value: 50000, minSubtotal: 800000 });
    expect((await quote(two, min.code)).data).toMatchObject({ discount: 0, discountProblem: 'belowMinimum', minSubtotal: 800000, total: 530000 });
    const later = await makeCode({ startsAt: wire(DAY) });
    expect((await quote(two, later.code)).data).toMatchObject({ discount: 0, discountProblem: 'notStarted' });
    expect((await quote(two, 'NOSUCHCODE')).data).toMatchObject({ discount: 0, discountProblem: 'unknown', total: 530000 });
    expect((await quote(two)).data).toMatchObject({ discount: 0, discountCode: null, discountProblem: null });
    expect((await quote(two, '<b>x</b>')).data).toMatchObject({ field: 'discountCode', key: 'discountCode' });

    // Free delivery is judged after the discount: 1,000,000 reaches the threshold, 900,000 does not.
    const four = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 4 }];
    expect((await quote(four)).data).toMatchObject({ subtotal: 1000000, shippingFee: 0, total: 1000000 });
    expect((await quote(four, ten.code)).data).toMatchObject({ discount: 100000, shippingFee: 30000, total: 930000 });
  });

  it('places the order with its discount, counts the use, says it in both emails, and a cancellation gives the use back', async () => {
    const p = await makeProduct(admin);
    const c = await makeCode({ kind: 'amount', value: 70000, usageLimit: 5 });
    const r = await placeOrder([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }], { discountCode: c.code.toLowerCase() });
    expect(r.status, r.json.message).toBe(201);
    expect(r.data).toMatchObject({ subtotal: 270000, discountCode: c.code, discount: 70000, shippingFee: 30000, total: 230000 });
    expect(await usedCount(c.code)).toBe(1);

    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, r.data.id));
    expect((await confirmationOf(db, row)).text).toMatch(new RegExp(`\\(${c.code}\\): −₫?70[.,]000`));
    expect((await noticeOf(db, row)).text).toMatch(new RegExp(`Mã giảm giá ${c.code}: −70\\.000`));

    const cancel = await call(orderOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { status: 'cancelled' } });
    expect(cancel.status, cancel.json.message).toBe(200);
    expect(cancel.data).toMatchObject({ discountCode: c.code, discount: 70000 });
    expect(await usedCount(c.code)).toBe(0);
  });

  it('refuses an order whose code gives nothing with 409 and why, taking no stock and no use', async () => {
    const p = await makeProduct(admin, [1, 1]);
    const line = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }];
    const expired = await makeCode({ startsAt: wire(-2 * DAY), endsAt: wire(-DAY) });
    const r = await placeOrder(line, { discountCode: expired.code });
    expect(r.status).toBe(409);
    expect(r.data).toMatchObject({ field: 'discountCode', detail: { problem: 'expired' } });
    const min = await makeCode({ kind: 'amount', value: 10000, minSubtotal: 1000000 });
    expect((await placeOrder(line, { discountCode: min.code })).data).toMatchObject({ field: 'discountCode', detail: { problem: 'belowMinimum', minSubtotal: 1000000 } });
    expect((await placeOrder(line, { discountCode: 'GONE-CODE' })).data).toMatchObject({ field: 'discountCode', detail: { problem: 'unknown' } });
    expect(await usedCount(expired.code)).toBe(0);
    // The one item in stock is still there to buy without a code.
    expect((await placeOrder(line)).status).toBe(201);
  });

  it('lets a code with one use left go to exactly one of two shoppers ordering at once', async () => {
    const p = await makeProduct(admin, [10, 10]);
    const c = await makeCode({ kind: 'percent', value: 15, usageLimit: 1 });
    const line = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }];
    const results = await Promise.all([placeOrder(line, { discountCode: c.code }), placeOrder(line, { discountCode: c.code })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.data).toMatchObject({ field: 'discountCode', detail: { problem: 'usedUp' } });
    expect(results.find((r) => r.status === 201)!.data).toMatchObject({ discount: 37500, total: 242500 });
    expect(await usedCount(c.code)).toBe(1);
    expect((await quote(line, c.code)).data.discountProblem).toBe('usedUp');
    // The console finds the orders a code brought in (typed in any case).
    const listed = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ discountCode: c.code.toLowerCase() }) } });
    expect(listed.status, listed.json.message).toBe(200);
    expect(listed.data.items.map((o: { id: string }) => o.id)).toEqual([results.find((r) => r.status === 201)!.data.id]);
    expect((await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ discountCode: 'a b' }) } })).data.field).toBe('query');
  });
});
