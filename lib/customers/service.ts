import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customers, orders } from '@/lib/db/schema';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { E } from '@/lib/api/errors';
import { likePattern } from '@/lib/db/paging';
import { phoneNeedle } from '@/lib/orders/display';
import type { TCustomerFilter, TCustomerUpdate } from './schemas';

/*
 * Customers, read from the orders (one per phone, as Vietnamese shop platforms key them): how many orders, how many
 * were cancelled or refused, what they bought in all, and when. Nothing is stored apart, so a correction of an order's
 * phone moves it to the right customer at once. Grouping runs on the orders' phone expression index.
 */

const phone = sql<string>`${orders.shippingInformation}->>'phone'`;
const columns = {
  // A customer is known by their phone: it is their id in the API as well.
  id: phone,
  phone,
  // The name and email of the latest order: what the shopper calls themselves now.
  fullName: sql<string>`(array_agg(${orders.shippingInformation}->>'fullName' order by ${orders.createdDate} desc))[1]`,
  email: sql<string | null>`(array_agg(${orders.shippingInformation}->>'email' order by ${orders.createdDate} desc) filter (where ${orders.shippingInformation}->>'email' <> ''))[1]`,
  province: sql<string>`(array_agg(${orders.shippingInformation}->>'province' order by ${orders.createdDate} desc))[1]`,
  orders: sql<number>`count(*)::int`,
  delivered: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
  cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
  // Parcels that came back: refused at the door ("bom hàng"), the costliest thing a cash-on-delivery shopper does.
  returned: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
  // What they bought: every order neither cancelled nor returned, delivery included (as the console home's sales).
  spent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} not in ('cancelled', 'returned')), 0)::float8`,
  currency: sql<string>`(array_agg(${orders.currency} order by ${orders.createdDate} desc))[1]`,
  // Decoded as the column is (a Date), so the API writes them in its wire format like every other time.
  firstOrder: sql<Date>`min(${orders.createdDate})`.mapWith(orders.createdDate),
  lastOrder: sql<Date>`max(${orders.createdDate})`.mapWith(orders.createdDate),
  // What the staff wrote down (lib/db/schema-customers.ts), joined to every order row of the phone.
  codBlocked: sql<boolean>`coalesce(bool_or(${customers.codBlocked}), false)`,
  note: sql<string>`coalesce(max(${customers.note}), '')`,
};
export type TCustomer = { [K in keyof typeof columns]: (typeof columns)[K]['_']['type'] };

/** Groups that match the text in any of their orders, so the figures always cover all of a customer's orders. */
function having(f: TCustomerFilter): SQL | undefined {
  const parts: SQL[] = [];
  const q = f.text?.trim();
  if (q) {
    const p = likePattern(q);
    const digits = phoneNeedle(q);
    parts.push(sql`bool_or(${orders.shippingInformation}->>'fullName' ilike ${p} or ${orders.shippingInformation}->>'email' ilike ${p} or ${phone} ilike ${p}${digits ? sql` or ${phone} like ${likePattern(digits)}` : sql``})`);
  }
  if (f.repeat) parts.push(sql`count(*) > 1`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

const ORDER_BY = {
  lastOrder: sql`max(${orders.createdDate}) desc`,
  orders: sql`count(*) desc, max(${orders.createdDate}) desc`,
  spent: sql`coalesce(sum(${orders.total}) filter (where ${orders.status} not in ('cancelled', 'returned')), 0) desc, max(${orders.createdDate}) desc`,
};

export async function pageCustomers(db: Db, f: TCustomerFilter, page: number, limit: number) {
  const h = having(f);
  const grouped = db.select({ phone }).from(orders).groupBy(phone).having(h);
  const [items, [{ total }]] = await Promise.all([
    db.select(columns).from(orders).leftJoin(customers, sql`${customers.phone} = ${phone}`).groupBy(phone).having(h).orderBy(ORDER_BY[f.sort], phone).offset((page - 1) * limit).limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(grouped.as('g')),
  ]);
  return { items: items as TCustomer[], total, page, limit };
}

/** One customer by their phone as stored (E.164): the order drawer's "ordered before" line. */
export async function customerByPhone(db: Db, e164: string): Promise<TCustomer> {
  const [row] = await db.select(columns).from(orders).leftJoin(customers, sql`${customers.phone} = ${phone}`).where(sql`${phone} = ${e164}`).groupBy(phone);
  if (!row) throw E.notFound('Customer');
  return row as TCustomer;
}

/** Whether the shop asks this phone to pay by transfer first (checked when a shopper orders cash on delivery). */
export async function codBlocked(db: Db, e164: string): Promise<boolean> {
  const [row] = await db.select({ blocked: customers.codBlocked }).from(customers).where(sql`${customers.phone} = ${e164}`).limit(1);
  return row?.blocked ?? false;
}

/** Writes down what the staff know of a customer (only one who has ordered: a customer is their orders). */
export async function updateCustomer(db: Db, e164: string, input: TCustomerUpdate, actor: TActor) {
  await customerByPhone(db, e164);
  const set = { ...input, updatedDate: new Date(), updatedBy: actor.username };
  await db.insert(customers).values({ phone: e164, ...input, createdBy: actor.username, updatedBy: actor.username })
    .onConflictDoUpdate({ target: customers.phone, set });
  await logUserAction(db, actor, 'UPDATE', { type: 'customer', id: e164, detail: input });
  return customerByPhone(db, e164);
}
