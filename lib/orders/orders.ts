import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { orders, products, STATUS_MAIL_KINDS, type TOrderLine, type TShippingInformation, type TStatusMailKind, type TVariant } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import { likePattern, timeBetween } from '@/lib/db/paging';
import { paramValues } from '@/lib/params/service';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import { moveStock, orderLineOf, priceLines, totalsOf, type TFees, type TItem, type TPricedLine } from './pricing';
import { EDITABLE_SHIPPING, NEXT_PAYMENT, NEXT_STATUS, type TOrderFilter, type TOrderInput, type TOrderUpdate } from './schemas';
import { phoneNeedle } from './display';
import { soldOrders } from './stats';
import { DISCOUNT_PROBLEM_TEXT, discountFor, type TDiscountRule } from '@/lib/discounts/apply';
import { countUse, findCode, lockCode } from '@/lib/discounts/service';
import { codBlocked } from '@/lib/customers/service';
import { hasShippingZones, rateOf, zoneFor } from '@/lib/shipping/service';

type TRow = typeof orders.$inferSelect;
type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The shop settings an order depends on, in one query. */
async function orderSettings(db: Db) {
  const v = await paramValues(db, { 'store.currency': 'VND', 'store.shipping_fee': '0', 'store.free_shipping_over': '0', 'smtp.host': '', 'orders.notify_to': '' });
  const num = (s: string) => {
    const n = Number(s);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  };
  return {
    currency: v['store.currency'], mailOn: v['smtp.host'].trim() !== '', noticeOn: v['orders.notify_to'].trim() !== '',
    fees: { shippingFee: num(v['store.shipping_fee']), freeShippingOver: num(v['store.free_shipping_over']) },
  };
}

const productColumns = {
  id: products.id, name: products.name, slug: products.slug, status: products.status, images: products.images, variants: products.variants,
};

/** What a line looks like to the shopper: the current price and stock, and what changed. */
const quoteLine = (l: TPricedLine) => ({
  index: l.index, id: l.id, selectedVariations: l.selectedVariations, amount: l.amount, name: l.name, slug: l.slug,
  image: l.image, sku: l.sku, price: l.price, lineTotal: l.lineTotal, available: l.available, expectedPrice: l.expectedPrice, problem: l.problem,
});

/** Totals with the discount code applied, and why it gave nothing if it did not. */
function withDiscount(lines: TPricedLine[], fees: TFees, code: string | undefined, rule: TDiscountRule | undefined) {
  const before = totalsOf(lines, fees);
  if (!code) return { totals: before, discountCode: null, discountProblem: null, minSubtotal: null };
  const { discount, problem } = discountFor(rule, before.subtotal, new Date());
  return {
    totals: totalsOf(lines, fees, discount), discountCode: code, discountProblem: problem,
    // What the shopper must reach, when that is what stands between them and the discount.
    minSubtotal: problem === 'belowMinimum' ? rule?.minSubtotal ?? null : null,
  };
}

/**
 * Prices a cart for the cart page and the payment step, without locking or changing anything. Without a province
 * (the cart page) and with delivery zones set up, the fee is the shop's own and `shippingPending` says the address
 * will decide it.
 */
export async function quoteCart(db: Db, items: TItem[], discountCode?: string, province?: string) {
  const ids = [...new Set(items.map((i) => i.id))];
  const rows = ids.length ? await db.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
  const lines = priceLines(rows, items);
  const { currency, fees: shopFees } = await orderSettings(db);
  const rate = rateOf(province ? await zoneFor(db, province) : undefined, shopFees);
  const shippingPending = !province && await hasShippingZones(db);
  const d = withDiscount(lines, rate, discountCode, discountCode ? await findCode(db, discountCode) : undefined);
  return {
    lines: lines.map(quoteLine), ...d.totals, discountCode: d.discountCode, discountProblem: d.discountProblem, minSubtotal: d.minSubtotal, currency,
    freeShippingOver: rate.freeShippingOver, shippingZone: rate.zone?.name ?? null, shippingPending,
  };
}

export const paymentPath = (o: Pick<TRow, 'id' | 'accessToken'>) => `/order/${o.id}?token=${o.accessToken}`;

export function orderDto(o: TRow, audience: 'shopper' | 'console' = 'shopper') {
  const base = {
    id: o.id, code: o.code, status: o.status, paymentStatus: o.paymentStatus, paymentMethod: o.paymentMethod,
    items: o.items, subtotal: o.subtotal, discountCode: o.discountCode, discount: o.discount, shippingFee: o.shippingFee, total: o.total, currency: o.currency,
    shippingInformation: o.shippingInformation, carrier: o.carrier, trackingNumber: o.trackingNumber, createdDate: o.createdDate, updatedDate: o.updatedDate,
    cancelledAt: o.cancelledAt, paymentUrl: paymentPath(o),
  };
  return audience === 'console'
    ? {
      ...base, emailStatus: o.emailStatus, emailAttempts: o.emailAttempts, emailError: o.emailError, noticeStatus: o.noticeStatus, noticeError: o.noticeError,
      updateKind: o.updateKind, updateStatus: o.updateStatus, updateError: o.updateError, clientIp: o.clientIp,
      channel: o.channel, createdBy: o.createdBy,
    }
    : base;
}
export type TOrderDto = ReturnType<typeof orderDto>;

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeFrom = (bytes: Uint8Array) => `DH${Array.from(bytes.subarray(0, 8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;

/**
 * DH + 8 characters nobody misreads: short enough to type as a bank transfer's content. With an Idempotency-Key
 * the code follows from the key, so the payment step can show the transfer content (and its QR) before the
 * order exists. A collision (1 in 31^8) falls back to a random code.
 */
export function orderCodeFor(key: string | null, attempt = 0) {
  if (key && attempt === 0) return codeFrom(crypto.createHash('sha256').update(`order-code:${key}`).digest());
  return codeFrom(crypto.randomBytes(8));
}

export const requestHashOf = (input: TOrderInput) => crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** Who places it: a shopper (no `staff`), or the console user who entered an order from another channel. */
type TPlaceContext = { idempotencyKey?: string | null; clientIp?: string | null; userAgent?: string | null; staff?: string | null };
export type TPlaced = { order: TRow; replayed: boolean };

/** Writes the stock an order takes (1) or gives back (-1) onto product rows the transaction has locked. */
async function applyStock(tx: TTx, rows: { id: string; variants: TVariant[] }[], lines: TOrderLine[], sign: 1 | -1) {
  for (const p of rows) {
    const variants = moveStock(p.variants, lines.filter((l) => l.id === p.id), sign);
    await tx.update(products).set({ variants, stockTotal: variants.reduce((n, v) => n + v.stock, 0), updatedDate: new Date() }).where(eq(products.id, p.id));
  }
}

async function byKey(db: Db | TTx, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

function replay(row: TRow, hash: string): TPlaced {
  if (row.requestHash !== hash) throw E.idempotencyMismatch();
  return { order: row, replayed: true };
}

/** Throws the 400 for lines that name nothing, and the 409 with every line that changed. */
function refuseProblems(lines: TPricedLine[]) {
  for (const l of lines) {
    if (l.problem === 'unknownProduct') throw E.invalid(`items.${l.index}.id`, 'no such product');
    if (l.problem === 'unknownVariant') throw E.invalid(`items.${l.index}.selectedVariations`, 'no variant of this product has these options');
  }
  const faults = lines.filter((l) => l.problem);
  if (faults.length) {
    throw E.conflict('items', 'some lines changed since they were added: see res_data.detail',
      faults.map((l) => ({ index: l.index, id: l.id, selectedVariations: l.selectedVariations, name: l.name, problem: l.problem, available: l.available, price: l.price, expectedPrice: l.expectedPrice })));
  }
}

/**
 * Places an order. Prices come from the database, never the client. Stock is checked and taken inside one
 * transaction on rows locked in id order, so two shoppers racing for the last item cannot both get it, and
 * concurrent orders never deadlock. The same Idempotency-Key always answers the one order it made.
 */
export async function placeOrder(db: Db, input: TOrderInput, ctx: TPlaceContext = {}): Promise<TPlaced> {
  const key = ctx.idempotencyKey ?? null;
  const hash = requestHashOf(input);
  if (key) {
    const existing = await byKey(db, key);
    if (existing) return replay(existing, hash);
  }
  // A phone the shop marked (parcels refused at the door) pays by transfer first; staff taking the order decide
  // themselves. Read before the transaction, which holds PGlite's one connection.
  if (input.paymentMethod === 'COD' && !ctx.staff && await codBlocked(db, input.shippingInformation.phone)) {
    throw E.conflict('paymentMethod', 'cash on delivery is not available for this phone number: pay by bank transfer', { problem: 'codBlocked' });
  }
  const { currency, fees: shopFees, mailOn, noticeOn } = await orderSettings(db);
  // A fee the staff agreed is charged as it is: no threshold makes it free.
  const fee = ctx.staff && input.shippingFee !== undefined
    ? { shippingFee: input.shippingFee, freeShippingOver: 0 }
    : rateOf(await zoneFor(db, input.shippingInformation.province), shopFees);
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await db.transaction(async (tx): Promise<TPlaced> => {
        if (key) {
          // Replays of one key queue here, so the second sees the first's order instead of racing it for stock.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          const existing = await byKey(tx, key);
          if (existing) return replay(existing, hash);
        }
        const ids = [...new Set(input.items.map((i) => i.id))].sort();
        const rows = await tx.select(productColumns).from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
        const lines = priceLines(rows, input.items);
        refuseProblems(lines);
        // Locked after the products, as a cancellation does: the code's uses are counted one order at a time.
        const d = withDiscount(lines, fee, input.discountCode, input.discountCode ? await lockCode(tx, input.discountCode) : undefined);
        if (d.discountProblem) throw E.conflict('discountCode', DISCOUNT_PROBLEM_TEXT[d.discountProblem], { problem: d.discountProblem, minSubtotal: d.minSubtotal });
        if (d.discountCode) await countUse(tx, d.discountCode, 1);
        const bought = lines.map(orderLineOf);
        await applyStock(tx, rows, bought, 1);
        const [order] = await tx.insert(orders).values({
          code: orderCodeFor(key, attempt), accessToken: crypto.randomBytes(24).toString('base64url'), paymentMethod: input.paymentMethod,
          items: bought, ...d.totals, discountCode: d.discountCode, currency, shippingInformation: input.shippingInformation,
          idempotencyKey: key, requestHash: hash, clientIp: ctx.clientIp ?? null, userAgent: ctx.userAgent?.slice(0, 500) ?? null,
          emailStatus: mailOn && input.shippingInformation.email ? 'pending' : 'none', emailNextAt: new Date(),
          noticeStatus: mailOn && noticeOn ? 'pending' : 'none', noticeNextAt: new Date(),
          channel: input.channel ?? 'web', createdBy: ctx.staff ?? 'shopper', updatedBy: ctx.staff ?? 'shopper',
        }).returning();
        return { order, replayed: false };
      });
      if (!placed.replayed) invalidate(...placed.order.items.map((l) => tags.product(l.id)));
      return placed;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Another instance committed this key between our check and our insert: answer its order.
      if (key) {
        const existing = await byKey(db, key);
        if (existing) return replay(existing, hash);
      }
      if (attempt >= 2) throw err; // an order code collided three times: something else is wrong
    }
  }
}

/** A console role sees any order; a shopper only with the order's token. Anyone else is told it does not exist. */
export async function getOrder(db: Db, id: string, access: { console: boolean; token?: string | null }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw E.notFound('Order');
  if (access.console) return row;
  const given = Buffer.from(access.token ?? '');
  const real = Buffer.from(row.accessToken);
  if (given.length !== real.length || !crypto.timingSafeEqual(given, real)) throw E.notFound('Order');
  return row;
}

/**
 * "Find my order" for a shopper who lost the link (most cash-on-delivery shoppers give no email): the order's link
 * when the code and the phone it was placed with match. A wrong code and a wrong phone get the same 404, and the
 * phone is compared in constant time, so neither tells anything about the other.
 */
export async function lookupOrder(db: Db, q: { code: string; phone: string }) {
  const [row] = await db.select({ id: orders.id, accessToken: orders.accessToken, phone: sql<string>`${orders.shippingInformation}->>'phone'` })
    .from(orders).where(eq(orders.code, q.code)).limit(1);
  const given = crypto.createHash('sha256').update(q.phone).digest();
  const real = crypto.createHash('sha256').update(row?.phone ?? '').digest();
  if (!row || !crypto.timingSafeEqual(given, real)) throw E.notFound('Order with this code and phone number');
  return { paymentUrl: paymentPath(row) };
}

/** The console's filters (listing and export alike). */
function orderWhere(f: TOrderFilter): SQL | undefined {
  const q = f.text?.trim();
  // A phone typed as people write it (0912 345 678) finds the stored +84912345678.
  const digits = q ? phoneNeedle(q) : null;
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.discountCode ? eq(orders.discountCode, f.discountCode) : undefined,
    f.channel ? eq(orders.channel, f.channel) : undefined,
    f.carrier ? eq(orders.carrier, f.carrier) : undefined,
    ...timeBetween(orders.createdDate, f.from, f.to),
    q ? or(ilike(orders.code, likePattern(q)), sql`${orders.shippingInformation}->>'phone' ilike ${likePattern(q)}`,
      sql`${orders.shippingInformation}->>'fullName' ilike ${likePattern(q)}`,
      digits ? sql`${orders.shippingInformation}->>'phone' like ${likePattern(digits)}` : undefined,
      // A courier calls about a parcel by its waybill code.
      ilike(orders.trackingNumber, likePattern(q))) : undefined,
  );
}

/**
 * A page of the orders the filters select, with two sums over all of them: `amount`, their totals, and `codUnpaid`,
 * the cash on delivery not yet received for those neither cancelled nor returned, which is what a courier's payout
 * is checked against (filter by carrier and state, and compare).
 */
export async function pageOrders(db: Db, f: TOrderFilter, page: number, limit: number) {
  const where = orderWhere(f);
  const cod = and(eq(orders.paymentMethod, 'COD'), eq(orders.paymentStatus, 'unpaid'), soldOrders());
  // The count and both sums in one pass over the selected orders (a shop's whole history when unfiltered).
  const [rows, [sums]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdDate), desc(orders.id)).offset((page - 1) * limit).limit(limit),
    db.select({
      total: count(),
      amount: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
      codUnpaid: sql<string>`coalesce(sum(${orders.total}) filter (where ${cod}), 0)::text`,
    }).from(orders).where(where),
  ]);
  return { items: rows.map((o) => orderDto(o, 'console')), total: sums.total, page, limit, amount: Number(sums.amount), codUnpaid: Number(sums.codUnpaid) };
}

export const countOrders = async (db: Db, f: TOrderFilter) => (await db.select({ n: count() }).from(orders).where(orderWhere(f)))[0].n;

/**
 * Every order the filters select, newest first, up to `max`, read in chunks so an export of tens of thousands never
 * holds them all. Keyset on (created_date, id): orders placed meanwhile cannot shift a chunk as an offset would. The
 * cursor is the timestamp's text, which keeps the microseconds a JavaScript Date would drop.
 */
export async function* ordersMatching(db: Db, f: TOrderFilter, max: number, chunk = 1000): AsyncGenerator<TRow> {
  const where = orderWhere(f);
  let cursor: { at: string; id: string } | null = null;
  for (let seen = 0; seen < max;) {
    const after: SQL | undefined = cursor ? sql`(${orders.createdDate}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
    const rows = await db.select({ row: orders, at: sql<string>`${orders.createdDate}::text` }).from(orders).where(and(where, after))
      .orderBy(desc(orders.createdDate), desc(orders.id)).limit(Math.min(chunk, max - seen));
    for (const r of rows) yield r.row;
    seen += rows.length;
    if (rows.length < chunk) return;
    cursor = { at: rows[rows.length - 1].at, id: rows[rows.length - 1].row.id };
  }
}

/** The delivery fields an edit changed, with what they were: the user log keeps both, so a slip of the hand can be undone. */
function shippingChanges(before: TShippingInformation, after: TShippingInformation) {
  const keys = (Object.keys(after) as (keyof TShippingInformation)[]).filter((k) => (before[k] ?? '') !== (after[k] ?? ''));
  return { changed: keys, before: Object.fromEntries(keys.map((k) => [k, before[k] ?? ''])) };
}

/** The carrier and waybill code as they are now, and what they replaced (a mistyped code can be looked up again). */
function shipmentChange(before: Pick<TRow, 'carrier' | 'trackingNumber'>, after: Pick<TRow, 'carrier' | 'trackingNumber'>) {
  const was = before.carrier || before.trackingNumber ? { carrier: before.carrier, trackingNumber: before.trackingNumber } : null;
  const changed = before.carrier !== after.carrier || before.trackingNumber !== after.trackingNumber;
  return { carrier: after.carrier, trackingNumber: after.trackingNumber, ...(was && changed ? { shipmentBefore: was } : {}) };
}

/**
 * Whether a shipment recorded on a parcel already on its way gives the shopper something new to follow: a code, or
 * another carrier. Not while the "on its way" mail is still waiting to go, since it is written when sent and carries
 * the code itself.
 */
function tracksAnew(cur: TRow, input: TOrderUpdate) {
  if (cur.status !== 'shipped' || (cur.updateKind === 'shipped' && cur.updateStatus === 'pending')) return false;
  const carrier = input.carrier === undefined ? cur.carrier : input.carrier;
  const code = input.carrier === null ? null : input.trackingNumber === undefined ? cur.trackingNumber : input.trackingNumber;
  return !!carrier && (carrier !== cur.carrier || (!!code && code !== cur.trackingNumber));
}

/**
 * Moves an order along its lifecycle, corrects where it ships until it does, and records who carries it. Cancelling
 * or a return puts the stock back, in the same transaction as the change.
 */
export async function updateOrder(db: Db, id: string, input: TOrderUpdate, actor: TActor) {
  // Only a move the shopper is mailed about needs the mail setting; read before the transaction, which holds PGlite's
  // one connection.
  const recordsShipment = input.carrier !== undefined || input.trackingNumber !== undefined;
  const statusMail = (STATUS_MAIL_KINDS as readonly string[]).includes(input.status ?? '') ? input.status as TStatusMailKind : null;
  const mailOn = statusMail || recordsShipment ? (await orderSettings(db)).mailOn : false;
  const result = await db.transaction(async (tx) => {
    const [cur] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!cur) throw E.notFound('Order');
    if (input.status && input.status !== cur.status && !NEXT_STATUS[cur.status].includes(input.status)) {
      throw E.conflict('status', `cannot go from ${cur.status} to ${input.status}`);
    }
    if (input.paymentStatus && input.paymentStatus !== cur.paymentStatus && !NEXT_PAYMENT[cur.paymentStatus].includes(input.paymentStatus)) {
      throw E.conflict('paymentStatus', `cannot go from ${cur.paymentStatus} to ${input.paymentStatus}`);
    }
    // Judged on the state before this update: a correction sent with "shipped" still reaches the courier's slip.
    if (input.shippingInformation && !EDITABLE_SHIPPING.includes(cur.status)) {
      throw E.conflict('shippingInformation', `the delivery details cannot change once the order is ${cur.status}`);
    }
    if (recordsShipment && (cur.status === 'cancelled' || input.status === 'cancelled')) {
      throw E.conflict(input.carrier !== undefined ? 'carrier' : 'trackingNumber', 'cancelledNoShipment');
    }
    // No carrier, no code of theirs.
    const shipment = input.carrier === null ? { trackingNumber: null } : {};
    const edit = input.shippingInformation ? shippingChanges(cur.shippingInformation, input.shippingInformation) : null;
    const cancelling = input.status === 'cancelled' && cur.status !== 'cancelled';
    // Cancelled before it left, or back from the courier: either way the goods are on the shelf again.
    const restocking = cancelling || (input.status === 'returned' && cur.status !== 'returned');
    // The shopper hears of it when their parcel leaves or the order is cancelled (if they gave an email and mail is on),
    // and when the shop gives the parcel's code once it is on its way.
    const mailKind = statusMail && statusMail !== cur.status ? statusMail
      : recordsShipment && !input.status && tracksAnew(cur, input) ? 'tracking' : null;
    const tell = mailKind && mailOn && (input.shippingInformation ?? cur.shippingInformation).email;
    const mail = tell ? { updateKind: mailKind, updateStatus: 'pending' as const, updateAttempts: 0, updateError: null, updateNextAt: new Date() } : {};
    if (restocking) {
      const ids = [...new Set(cur.items.map((l) => l.id))].sort();
      const rows = await tx.select({ id: products.id, variants: products.variants }).from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
      // A variant deleted since the order has nowhere to go back to; the rest is restored.
      await applyStock(tx, rows, cur.items, -1);
      if (cur.discountCode) await countUse(tx, cur.discountCode, -1);
    }
    const [next] = await tx.update(orders).set({
      ...input, ...shipment, ...mail, updatedDate: new Date(), updatedBy: actor.username, ...(cancelling ? { cancelledAt: new Date() } : {}),
    }).where(eq(orders.id, id)).returning();
    return { next, edit, shipped: recordsShipment ? shipmentChange(cur, next) : null };
  });
  const { next: row, edit, shipped } = result;
  const { shippingInformation: _, carrier: _c, trackingNumber: _n, ...moves } = input;
  await logUserAction(db, actor, 'UPDATE', { type: 'order', id, detail: { code: row.code, ...moves, ...(edit?.changed.length ? edit : {}), ...shipped } });
  if (input.status === 'cancelled' || input.status === 'returned') invalidate(...row.items.map((l) => tags.product(l.id)));
  return orderDto(row, 'console');
}
