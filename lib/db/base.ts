import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The base record of spec §3, carried by every table. */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
});
