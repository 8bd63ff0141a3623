import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { shippingZones, type TShippingZoneRow } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { provinceOf } from './provinces';
import type { TShippingZoneInput, TShippingZoneUpdate } from './schemas';

export type TShippingZone = TShippingZoneRow;
/** What delivery costs for one address: the zone's fee, or the shop's own fee when no zone holds the province. */
export type TDeliveryRate = { shippingFee: number; freeShippingOver: number; zone: { id: string; name: string } | null };

export async function pageShippingZones(db: Db, q: TPageQuery) {
  const where = q.query ? ilike(shippingZones.name, likePattern(q.query)) : undefined;
  return pageOf(db, shippingZones, where, (offset, limit) =>
    db.select().from(shippingZones).where(where).orderBy(asc(shippingZones.fee), asc(shippingZones.name)).offset(offset).limit(limit), q.page, q.limit);
}

export async function getShippingZone(db: Db, id: string) {
  const [row] = await db.select().from(shippingZones).where(eq(shippingZones.id, id)).limit(1);
  if (!row) throw E.notFound('Shipping zone');
  return row;
}

/** Whether any zone exists: without one, every address pays the shop's own fee and the cart can show it at once. */
export async function hasShippingZones(db: Db) {
  const [row] = await db.select({ id: shippingZones.id }).from(shippingZones).limit(1);
  return !!row;
}

/** The zone whose provinces hold what the shopper typed (old names and abbreviations read as today's province). */
export async function zoneFor(db: Db, provinceText: string) {
  const province = provinceOf(provinceText);
  if (!province) return undefined;
  const [row] = await db.select().from(shippingZones).where(sql`${province} = any(${shippingZones.provinces})`).limit(1);
  return row;
}

export const rateOf = (zone: TShippingZoneRow | undefined, shopRate: { shippingFee: number; freeShippingOver: number }): TDeliveryRate =>
  zone ? { shippingFee: zone.fee, freeShippingOver: zone.freeShippingOver, zone: { id: zone.id, name: zone.name } } : { ...shopRate, zone: null };

/** A province is in one zone at most: otherwise which fee applies would depend on the order rows come back in. */
async function assertProvincesFree(db: Db, provinces: string[], exceptId?: string) {
  const others = (await db.select().from(shippingZones)).filter((z) => z.id !== exceptId);
  const taken = others.flatMap((z) => z.provinces.filter((p) => provinces.includes(p)).map((p) => ({ province: p, zone: z.name })));
  if (taken.length) {
    throw E.conflict('provinces', 'provinceInOtherZone', taken, { province: taken[0].province, zone: taken[0].zone });
  }
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [row] = await db.select({ id: shippingZones.id }).from(shippingZones).where(sql`lower(${shippingZones.name}) = lower(${name})`).limit(1);
  if (row && row.id !== exceptId) throw E.conflict('name', 'shippingZoneNameTaken');
}

async function written<T>(write: () => Promise<T>): Promise<T> {
  try {
    // The cart and checkout read fees uncached, so a change shows on the next quote.
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('name', 'shippingZoneNameTaken');
    throw err;
  }
}

export async function createShippingZone(db: Db, input: TShippingZoneInput, actor: TActor) {
  await assertNameFree(db, input.name);
  await assertProvincesFree(db, input.provinces);
  return written(async () => {
    const [row] = await db.insert(shippingZones).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'shipping_zone', id: row.id, detail: { name: row.name, provinces: row.provinces, fee: row.fee, freeShippingOver: row.freeShippingOver } });
    return row;
  });
}

export async function updateShippingZone(db: Db, id: string, input: TShippingZoneUpdate, actor: TActor) {
  const cur = await getShippingZone(db, id);
  if (input.name) await assertNameFree(db, input.name, id);
  if (input.provinces) await assertProvincesFree(db, input.provinces, id);
  return written(async () => {
    const [row] = await db.update(shippingZones).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(shippingZones.id, id)).returning();
    const before = Object.fromEntries(Object.keys(input).map((k) => [k, cur[k as keyof TShippingZoneUpdate]]));
    await logUserAction(db, actor, 'UPDATE', { type: 'shipping_zone', id, detail: { name: row.name, changed: Object.keys(input), before } });
    return row;
  });
}

/** Orders keep the fee they were charged, so deleting a zone changes no order. */
export async function removeShippingZone(db: Db, id: string, actor: TActor) {
  const cur = await getShippingZone(db, id);
  return written(async () => {
    await db.delete(shippingZones).where(eq(shippingZones.id, id));
    await logUserAction(db, actor, 'DELETE', { type: 'shipping_zone', id, detail: { name: cur.name, provinces: cur.provinces, fee: cur.fee } });
    return { id };
  });
}
