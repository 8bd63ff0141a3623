import { numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

/* Delivery zones: a fee for a set of provinces ("Nội thành TP.HCM 20.000đ, Miền Bắc 35.000đ"), as Haravan's and
   Sapo's shipping rates by region. A province belongs to one zone at most; one in none pays the shop's own fee
   (system params store.shipping_fee and store.free_shipping_over). */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const shippingZones = pgTable('shipping_zones', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** Province names as lib/shipping/provinces.ts writes them. */
  provinces: text('provinces').array().notNull(),
  fee: money('fee').notNull(),
  /** Goods (after the discount) from which delivery is free in this zone; 0 for never. */
  freeShippingOver: money('free_shipping_over').notNull().default(0),
}, (t) => [uniqueIndex('shipping_zones_name_uq').on(t.name)]);
export type TShippingZoneRow = typeof shippingZones.$inferSelect;
