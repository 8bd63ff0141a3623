import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import { getDb } from '@/lib/db';
import { shippingZones, systemParams, userLogs } from '@/lib/db/schema';
import * as zoneList from '@/app/api/v1/shipping-zone/route';
import * as zoneOne from '@/app/api/v1/shipping-zone/[id]/route';
import * as zonePage from '@/app/api/v1/shipping-zone/pagination/route';
import * as quoteRoute from '@/app/api/v1/order/quote/route';

/* On PostgreSQL every test file shares one database, and the order fixtures ship to TP. Hồ Chí Minh, Hà Nội, Huế and
   Đà Nẵng: the zones here hold only provinces no other test ships to, and are deleted at the end. */

let admin: string;
let viewer: string;
let product: Awaited<ReturnType<typeof makeProduct>>;
const made: string[] = [];

async function makeZone(body: Record<string, unknown>) {
  const r = await call(zoneList.POST, 'POST', { token: admin, body: { name: uniq('Zone '), ...body } });
  expect(r.status, r.json.message).toBe(201);
  made.push(r.data.id);
  return r.data as { id: string; name: string; provinces: string[]; fee: number; freeShippingOver: number };
}
const S = (amount = 1) => ({ id: product.id, selectedVariations: { Size: 'S' }, amount });
const quote = (amount: number, province?: string) => call(quoteRoute.POST, 'POST', { body: { items: [S(amount)], province } });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  // The same fees as orders.test.ts, which may run beside this file on the same database.
  const db = await getDb();
  await db.update(systemParams).set({ value: '30000', active: true }).where(eq(systemParams.code, 'store.shipping_fee'));
  await db.update(systemParams).set({ value: '1000000', active: true }).where(eq(systemParams.code, 'store.free_shipping_over'));
  product = await makeProduct(admin, [50, 50]);
});

afterAll(async () => {
  if (made.length) await (await getDb()).delete(shippingZones).where(inArray(shippingZones.id, made));
});

describe('delivery zones', () => {
  it('are created, read, changed and deleted by the params roles, each change in the user log', async () => {
    const z = await makeZone({ provinces: ['Cao Bằng', 'Lạng Sơn'], fee: 45000.5 });
    expect(z).toMatchObject({ provinces: ['Cao Bằng', 'Lạng Sơn'], fee: 45000.5, freeShippingOver: 0 });

    const one = await call(zoneOne.GET, 'GET', { token: viewer, params: { id: z.id } });
    expect([one.status, one.data.name]).toEqual([200, z.name]);
    const page = await call(zonePage.GET, 'GET', { token: viewer, query: { query: z.name, limit: 10 } });
    expect(page.status).toBe(200);
    expect(page.data.items.map((r: { id: string }) => r.id)).toEqual([z.id]);

    const put = await call(zoneOne.PUT, 'PUT', { token: admin, params: { id: z.id }, body: { fee: 40000, freeShippingOver: 800000 } });
    expect(put.status, put.json.message).toBe(200);
    expect(put.data).toMatchObject({ name: z.name, provinces: ['Cao Bằng', 'Lạng Sơn'], fee: 40000, freeShippingOver: 800000 });

    const del = await call(zoneOne.DELETE, 'DELETE', { token: admin, params: { id: z.id } });
    expect(del.status).toBe(200);
    expect((await call(zoneOne.GET, 'GET', { token: admin, params: { id: z.id } })).status).toBe(404);

    const logs = await (await getDb()).select({ action: userLogs.action, detail: userLogs.detail }).from(userLogs)
      .where(and(eq(userLogs.entity, 'shipping_zone'), eq(userLogs.entityId, z.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    expect(logs.find((l) => l.action === 'UPDATE')?.detail).toMatchObject({ changed: ['fee', 'freeShippingOver'], before: { fee: 45000.5, freeShippingOver: 0 } });
  });

  it('refuses bad input field by field, a province another zone holds, a taken name, and callers without the role', async () => {
    const refused = (body: Record<string, unknown>) => call(zoneList.POST, 'POST', { token: admin, body: { name: uniq('Z '), provinces: ['Sơn La'], fee: 1000, ...body } });
    const bad = [
      [{ provinces: ['Gotham'] }, 'provinces.0', 'province'],
      [{ provinces: [] }, 'provinces', 'provincesRequired'],
      [{ provinces: ['Sơn La', 'Sơn La'] }, 'provinces', 'provincesRepeated'],
      [{ provinces: 'Sơn La' }, 'provinces', undefined],
      [{ fee: -1 }, 'fee', undefined],
      [{ fee: '30000' }, 'fee', undefined],
      [{ fee: 1.005 }, 'fee', 'twoDecimals'],
      [{ freeShippingOver: -5 }, 'freeShippingOver', undefined],
      [{ name: '' }, 'name', 'isRequired'],
      [{ name: '<script>alert(1)</script>' }, 'name', 'plainText'],
      [{ name: "x'; drop table shipping_zones; --" , provinces: ['Gotham'] }, 'provinces.0', 'province'],
    ] as const;
    for (const [body, field, key] of bad) {
      const r = await refused(body);
      expect([r.status, r.data?.field], JSON.stringify(body)).toEqual([400, field]);
      if (key) expect(r.data?.key, JSON.stringify(body)).toBe(key);
    }

    const held = await makeZone({ provinces: ['Điện Biên', 'Lai Châu'], fee: 50000 });
    const clash = await refused({ provinces: ['Sơn La', 'Lai Châu'] });
    expect([clash.status, clash.data.field, clash.data.key]).toEqual([409, 'provinces', 'provinceInOtherZone']);
    expect(clash.json.message).toContain(`Lai Châu already belongs to the zone ${held.name}`);
    expect(clash.data.detail).toEqual([{ province: 'Lai Châu', zone: held.name }]);
    const sameName = await refused({ name: held.name.toUpperCase() });
    expect([sameName.status, sameName.data.field]).toEqual([409, 'name']);
    // Editing a zone may keep its own provinces; taking another's is refused there too.
    expect((await call(zoneOne.PUT, 'PUT', { token: admin, params: { id: held.id }, body: { provinces: ['Lai Châu', 'Điện Biên'] } })).status).toBe(200);
    const other = await makeZone({ provinces: ['Sơn La'], fee: 1000 });
    const taking = await call(zoneOne.PUT, 'PUT', { token: admin, params: { id: other.id }, body: { provinces: ['Sơn La', 'Điện Biên'] } });
    expect([taking.status, taking.data.field]).toEqual([409, 'provinces']);

    expect((await call(zoneList.POST, 'POST', { token: viewer, body: { name: uniq('Z '), provinces: ['Sơn La'], fee: 1 } })).status).toBe(403);
    expect((await call(zoneOne.DELETE, 'DELETE', { token: viewer, params: { id: held.id } })).status).toBe(403);
    expect((await call(zonePage.GET, 'GET', {})).status).toBe(401);
    expect((await call(zoneOne.GET, 'GET', { token: admin, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(zoneOne.GET, 'GET', { token: admin, params: { id: 'not-an-id' } })).status).toBe(404);
    expect((await call(zoneList.POST, 'POST', { token: admin, raw: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('price the quote and the order by the province typed, old names and abbreviations included, with the zone\'s free threshold', async () => {
    const south = await makeZone({ provinces: ['Cà Mau', 'An Giang'], fee: 25000, freeShippingOver: 500000 });

    const inZone = await quote(1, 'Cà Mau');
    expect(inZone.data).toMatchObject({ subtotal: 250000, shippingFee: 25000, total: 275000, shippingZone: south.name, freeShippingOver: 500000, shippingPending: false });
    for (const typed of ['tỉnh Cà Mau', 'ca mau', 'Bạc Liêu', 'Kiên Giang']) {
      expect((await quote(1, typed)).data, typed).toMatchObject({ shippingFee: 25000, shippingZone: south.name });
    }
    // The zone's threshold, not the shop's (1,000,000).
    expect((await quote(2, 'An Giang')).data).toMatchObject({ subtotal: 500000, shippingFee: 0, total: 500000 });
    // A province in no zone, or text naming none, pays the shop's own fee.
    for (const typed of ['Hà Giang', 'Atlantis']) {
      expect((await quote(2, typed)).data, typed).toMatchObject({ shippingFee: 30000, shippingZone: null, freeShippingOver: 1000000, shippingPending: false });
    }
    // Without a province the cart cannot know yet: the shop's fee, marked as waiting for the address.
    expect((await quote(1)).data).toMatchObject({ shippingFee: 30000, shippingPending: true });

    const placed = await placeOrder([S(1)], { shippingInformation: { ...shipping, province: 'Kiên Giang', phone: '0913 000 117' } });
    expect(placed.status, placed.json.message).toBe(201);
    expect(placed.data).toMatchObject({ subtotal: 250000, shippingFee: 25000, total: 275000 });
    expect(placed.data.shippingInformation.province).toBe('Kiên Giang');
    const free = await placeOrder([S(2)], { shippingInformation: { ...shipping, province: 'Cà Mau', phone: '0913 000 118' } });
    expect(free.data).toMatchObject({ shippingFee: 0, total: 500000 });

    // Deleting the zone changes no order; the next quote pays the shop's fee.
    expect((await call(zoneOne.DELETE, 'DELETE', { token: admin, params: { id: south.id } })).status).toBe(200);
    expect((await quote(1, 'Cà Mau')).data).toMatchObject({ shippingFee: 30000, shippingZone: null });
  });
});
