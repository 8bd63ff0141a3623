import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

/* What the shop keeps about a customer beyond their orders (the figures are read from the orders: lib/customers). A
   customer is known by the phone their orders carry, so a row exists only once the staff wrote something down. */
export const customers = pgTable('customers', {
  ...baseColumns(),
  /** E.164, as orders store it. */
  phone: text('phone').notNull(),
  /** Cash on delivery refused for this phone (parcels refused at the door): the shop's checkout asks for a transfer. */
  codBlocked: boolean('cod_blocked').notNull().default(false),
  /** The staff's note on the customer ("refused two parcels in March"); never shown to the shopper. */
  note: text('note').notNull().default(''),
}, (t) => [uniqueIndex('customers_phone_uq').on(t.phone)]);
