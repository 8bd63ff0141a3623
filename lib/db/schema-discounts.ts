import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

/* Discount codes: what a shopper types at the cart ("TET2027") for money off the order, as in Shopify or
   WooCommerce. One code per order; it takes a percentage or a fixed amount off the sub-total. */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type TDiscountKind = (typeof DISCOUNT_KINDS)[number];

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const discountCodes = pgTable('discount_codes', {
  ...baseColumns(),
  /** Stored upper-case: shoppers type "tet2027" as often as "TET2027". */
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
  /** Percent (0–100] for 'percent', money for 'amount'. */
  value: money('value').notNull(),
  /** The sub-total the order must reach for the code to apply; 0 for any. */
  minSubtotal: money('min_subtotal').notNull().default(0),
  /** The most a percentage takes off; null for no cap. */
  maxDiscount: money('max_discount'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  /** Orders the code may be used on in all; null for no limit. A cancelled order gives its use back. */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [uniqueIndex('discount_codes_code_uq').on(t.code)]);
