import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { scratchDatabase } from '../scratch-db';
import { getDb, type Db } from '@/lib/db';
import { openPostgres, type TDbHandle } from '@/lib/db/client';
import { seed } from '@/lib/db/seed';
import { seedOrders } from '@/lib/db/seed-orders';
import { followDemoPort, seedGateway } from '@/lib/db/seed-gateway';
import { listSourceSystems } from '@/lib/gateway/admin/source-systems';
import { listTargetApis } from '@/lib/gateway/admin/target-apis';
import { listTargetSystems, updateTargetSystem } from '@/lib/gateway/admin/target-systems';
import { listRequests } from '@/lib/runner/saved';
import { discountCodes, orders, products } from '@/lib/db/schema';
import { createProduct } from '@/lib/catalog/products';
import { timelineOf } from '@/lib/orders/timeline';

/* The demo shop's month of orders and its gateway. On PostgreSQL it runs in a database of its own: every other test
   file shares one, and thirty-six orders dated back would move their sales figures. (A call through the demo gateway
   is the browser test's: it needs the server on its port.) */

const SYSTEM = { userId: null, username: 'system', ip: null, userAgent: null };
/* Five minutes past the shop's midnight (today's, or yesterday's in a day's first five minutes), so that every run
   covers the edge: a seed run at 00:26 in Hanoi once put "today's" three orders in the day before. */
const NOW = (() => {
  const tz = 'Asia/Ho_Chi_Minh';
  const t = fromZonedTime(`${formatInTimeZone(new Date(), tz, 'yyyy-MM-dd')}T00:05:00`, tz);
  return t.getTime() <= Date.now() ? t : new Date(t.getTime() - 86_400_000);
})();
let db: Db;
let handle: TDbHandle | null = null;
let drop = async () => {};
let ids: string[];
let before: Map<string, number[]>;

async function scratch(url: string) {
  const db = await scratchDatabase(url, 'seed');
  handle = await openPostgres(db.url);
  await seed(handle.db);
  drop = async () => {
    await handle?.close();
    await db.drop();
  };
  return handle.db;
}

const stockOf = async () => new Map((await db.select({ id: products.id, variants: products.variants }).from(products)
  .where(inArray(products.id, ids))).map((p) => [p.id, p.variants.map((v) => v.stock)]));

beforeAll(async () => {
  db = process.env.DATABASE_URL ? await scratch(process.env.DATABASE_URL) : await getDb();
  await db.insert(discountCodes).values({ code: 'CHAOBAN', kind: 'percent', value: 10, createdBy: 'system', updatedBy: 'system' }).onConflictDoNothing();
  ids = [];
  for (const [i, name] of ['Áo lụa', 'Bát men lam', 'Nón lá'].entries()) {
    const p = await createProduct(db, {
      name, price: 200000 + i * 150000, status: 'published', images: [], description: '', collectionIds: [], isFeatured: false, compareAtPrice: null,
      optionGroups: [{ name: 'Cỡ', values: ['S', 'M'] }],
      variants: [{ sku: `SEED-${i}-S`, options: { 'Cỡ': 'S' }, price: 200000 + i * 150000, stock: 40 }, { sku: `SEED-${i}-M`, options: { 'Cỡ': 'M' }, price: 220000 + i * 150000, stock: 3 }],
    }, SYSTEM);
    ids.push(p.id);
  }
  before = await stockOf();
  expect(await seedOrders(db, ids, NOW)).toBe(36);
}, 120_000);

afterAll(() => drop());

describe('the demo shop\'s orders', () => {
  it('spread over the last thirty days, three of them today, from a dozen customers of whom some came back', async () => {
    const rows = await db.select().from(orders).orderBy(asc(orders.createdDate));
    expect(rows).toHaveLength(36);
    const month = NOW.getTime() - 30 * 86_400_000;
    for (const o of rows) {
      expect(o.createdDate.getTime()).toBeGreaterThanOrEqual(month);
      expect(o.createdDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(o.items.every((l) => ids.includes(l.id))).toBe(true);
    }
    const day = (d: Date) => formatInTimeZone(d, 'Asia/Ho_Chi_Minh', 'yyyy-MM-dd');
    expect(rows.filter((o) => day(o.createdDate) === day(NOW)).map((o) => o.status).sort()).toEqual(['confirmed', 'pending', 'pending']);
    const byPhone = new Map<string, number>();
    for (const o of rows) byPhone.set(o.shippingInformation.phone, (byPhone.get(o.shippingInformation.phone) ?? 0) + 1);
    expect(byPhone.size).toBe(12);
    expect(Math.max(...byPhone.values())).toBe(7);
    expect(new Set(rows.map((o) => o.channel))).toEqual(new Set(['web', 'facebook', 'zalo', 'phone']));
    expect(rows.filter((o) => o.discountCode === 'CHAOBAN').length).toBeGreaterThan(0);
  });

  it('old ones delivered, recent ones on their way with a carrier and a waybill code, one cancelled now and then, one returned', async () => {
    const rows = await db.select().from(orders);
    const count = (s: string) => rows.filter((o) => o.status === s).length;
    expect(count('delivered')).toBeGreaterThan(15);
    expect(count('shipped')).toBeGreaterThan(2);
    expect([count('cancelled'), count('returned')]).toEqual([3, 1]);
    for (const o of rows.filter((r) => r.status === 'shipped' || r.status === 'delivered')) {
      expect(o.carrier).toBeTruthy();
      expect(o.trackingNumber).toMatch(/^[A-Z0-9.]{6,}$/);
    }
    // Delivered cash-on-delivery orders have been paid out; bank transfers were paid before they left.
    expect(rows.filter((o) => o.status === 'delivered' && o.paymentStatus !== 'paid')).toEqual([]);
  });

  it('each has its history in order, none of it after now, and the stock is as it was', async () => {
    const [o] = await db.select().from(orders).where(and(eq(orders.status, 'delivered'), inArray(orders.paymentMethod, ['COD']))).limit(1);
    const events = (await timelineOf(db, o.id)).reverse();
    expect(events.map((e) => (e.kind === 'moved' ? e.status ?? e.paymentStatus : e.kind))).toEqual(['placed', 'confirmed', 'shipped', 'delivered', 'paid']);
    for (let k = 1; k < events.length; k++) expect(events[k].at.getTime()).toBeGreaterThan(events[k - 1].at.getTime());
    expect(events.at(-1)!.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(o.updatedDate.getTime()).toBe(events.at(-1)!.at.getTime());
    expect(await stockOf()).toEqual(before);
  });
});

describe('the demo gateway', () => {
  it('the shop\'s API as a target, a partner granted the catalogue with a key, and runner requests that use it; once', async () => {
    expect(await seedGateway(db, NOW)).toBe(true);
    expect(await seedGateway(db, NOW)).toBe(false);
    const apis = await listTargetApis(db);
    expect(apis.map((a) => `${a.method} ${a.path}`).sort()).toEqual(['GET /api/v1/collection', 'GET /api/v1/product', 'GET /api/v1/product/:id', 'POST /api/v1/order/quote']);
    const [partner] = await listSourceSystems(db);
    expect(partner.api_key).toMatch(/^sgk_/);
    expect(partner.api_ids).toHaveLength(3);
    expect(partner.api_ids).not.toContain(apis.find((a) => a.path === '/api/v1/order/quote')!.id);
    const saved = await listRequests(db);
    expect(saved.map((r) => [r.method, r.url, r.auth_type, r.auth_set])).toEqual(expect.arrayContaining([
      ['GET', '/gateway/shop/api/v1/product', 'api_key', true], ['POST', '/gateway/shop/api/v1/order/quote', 'api_key', true],
    ]));
  });

  it('follows the shop to another port until an administrator edits the target', async () => {
    const origin = async () => (await listTargetSystems(db)).find((t) => t.code === 'shop')!.origin_url;
    expect(await followDemoPort(db, 4567)).toBe(true);
    expect(await origin()).toBe('http://127.0.0.1:4567');
    expect(await followDemoPort(db, 4567)).toBe(false);
    const id = (await listTargetSystems(db)).find((t) => t.code === 'shop')!.id;
    await updateTargetSystem(db, id, { origin_url: 'http://127.0.0.1:4567' }, { ...SYSTEM, username: 'admin' });
    expect(await followDemoPort(db, 5678)).toBe(false);
    expect(await origin()).toBe('http://127.0.0.1:4567');
  });
});
