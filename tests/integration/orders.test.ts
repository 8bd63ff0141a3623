import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder, shipping } from './order-fixtures';
import { getDb } from '@/lib/db';
import { orders, products, systemParams, trackingEvents } from '@/lib/db/schema';
import * as productOne from '@/app/api/v1/product/[id]/route';
import * as orderRoute from '@/app/api/v1/order/route';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as orderPage from '@/app/api/v1/order/pagination/route';
import * as quoteRoute from '@/app/api/v1/order/quote/route';
import * as trackingRoute from '@/app/api/v1/tracking/route';

let admin: string;
let viewer: string;

const product = (stock?: [number, number], price?: [number, number]) => makeProduct(admin, stock, price);
const order = placeOrder;

async function stockOf(id: string) {
  const [p] = await (await getDb()).select({ variants: products.variants, stockTotal: products.stockTotal }).from(products).where(eq(products.id, id));
  return { S: p.variants.find((v) => v.options.Size === 'S')!.stock, M: p.variants.find((v) => v.options.Size === 'M')!.stock, total: p.stockTotal };
}

async function setParam(code: string, value: string) {
  await (await getDb()).update(systemParams).set({ value, active: true }).where(eq(systemParams.code, code));
}

/** A real SMTP server on loopback, set as the shop's for the length of `run`, which gets what it received; a
    `refuse()` answering true makes it answer 451 (try later). Mail settings go back to none afterwards. */
async function withSmtp(run: (received: { to: string; raw: string }[]) => Promise<void>, refuse: () => boolean = () => false) {
  const { SMTPServer } = await import('smtp-server');
  const received: { to: string; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => { raw += c.toString(); });
      stream.on('end', () => {
        if (refuse()) return done(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  try {
    await setParam('smtp.host', '127.0.0.1');
    await setParam('smtp.port', String((smtp.server.address() as { port: number }).port));
    await run(received);
  } finally {
    await setParam('smtp.host', '');
    await setParam('orders.notify_to', 'hello@saigoncraft.example');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

const tokenOf = (paymentUrl: string) => new URL(paymentUrl, 'http://x').searchParams.get('token')!;

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  await setParam('store.shipping_fee', '30000');
  await setParam('store.free_shipping_over', '1000000');
});

describe('placing an order', () => {
  it('charges database prices whatever the client sends, takes the stock and answers the order', async () => {
    const p = await product();
    const r = await order([
      { id: p.id, selectedVariations: { Size: 'S' }, amount: 2, price: 1, lineTotal: 1 },
      { id: p.id, selectedVariations: { Size: 'M' }, amount: 1, price: 1 },
    ], { total: 1, subtotal: 1, status: 'delivered', paymentStatus: 'paid' });
    expect(r.status, r.json.message).toBe(201);
    expect(r.json.res_status_code).toBe(201);
    const o = r.data;
    expect(o.code).toMatch(/^DH[A-Z2-9]{8}$/);
    expect(o).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'COD', subtotal: 770000, shippingFee: 30000, total: 800000, currency: 'VND' });
    expect(o.items).toEqual([
      expect.objectContaining({ id: p.id, selectedVariations: { Size: 'S' }, amount: 2, price: 250000, lineTotal: 500000, sku: 'T-S' }),
      expect.objectContaining({ id: p.id, selectedVariations: { Size: 'M' }, amount: 1, price: 270000, lineTotal: 270000 }),
    ]);
    expect(o.shippingInformation.phone).toBe('+84912345678');
    expect(o.paymentUrl).toMatch(new RegExp(`^/order/${o.id}\\?token=[\\w-]{32}$`));
    expect(await stockOf(p.id)).toEqual({ S: 3, M: 4, total: 7 });
  });

  it('delivers free over the threshold', async () => {
    const p = await product([10, 10]);
    const r = await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 4 }]);
    expect(r.data).toMatchObject({ subtotal: 1000000, shippingFee: 0, total: 1000000 });
  });

  it('sells the last items once: 50 parallel orders for 10 in stock make exactly 10 orders', async () => {
    const p = await product([10, 0]);
    const results = await Promise.all(Array.from({ length: 50 }, () => order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }])));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.data.detail).toEqual([expect.objectContaining({ index: 0, id: p.id, problem: 'outOfStock', available: 0 })]);
    expect(await stockOf(p.id)).toMatchObject({ S: 0, total: 0 });
    const made = await (await getDb()).select().from(orders);
    expect(made.filter((o) => o.items.some((l) => l.id === p.id))).toHaveLength(10);
  });

  it('makes one order for one Idempotency-Key, however often and however fast it is sent', async () => {
    const p = await product([30, 30]);
    const key = crypto.randomUUID();
    const body = [{ id: p.id, selectedVariations: { Size: 'M' }, amount: 2 }];
    const results = await Promise.all(Array.from({ length: 20 }, () => order(body, {}, { 'idempotency-key': key })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await (await getDb()).select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(p.id)).toMatchObject({ M: 28 });
    // The same key with another order is a client bug, not a replay.
    const other = await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }], {}, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.data.field).toBe('Idempotency-Key');
  });

  it('answers 409 naming each line whose price or availability changed, and takes nothing', async () => {
    const p = await product([5, 5]);
    const q = await product([5, 5]);
    await call(productOne.PUT, 'PUT', { token: admin, params: { id: q.id }, body: { status: 'archived' } });
    const r = await order([
      { id: p.id, selectedVariations: { Size: 'S' }, amount: 1, expectedPrice: 250000 },
      { id: p.id, selectedVariations: { Size: 'M' }, amount: 1, expectedPrice: 200000 },
      { id: q.id, selectedVariations: { Size: 'S' }, amount: 1 },
      { id: p.id, selectedVariations: { Size: 'S' }, amount: 5 },
    ]);
    expect(r.status).toBe(409);
    expect(r.data.field).toBe('items');
    expect(r.data.detail.map((l: { index: number; problem: string }) => [l.index, l.problem])).toEqual([
      [0, 'outOfStock'], [1, 'priceChanged'], [2, 'unavailable'], [3, 'outOfStock'],
    ]);
    expect(r.data.detail[1]).toMatchObject({ price: 270000, expectedPrice: 200000 });
    expect(await stockOf(p.id)).toMatchObject({ S: 5, M: 5 });
  });

  it('refuses bad input with 400 and the field at fault', async () => {
    const p = await product();
    const line = { id: p.id, selectedVariations: { Size: 'S' }, amount: 1 };
    const bad = async (body: unknown, field: string) => {
      const r = await call(orderRoute.POST, 'POST', { body });
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(r.data.field).toBe(field);
    };
    const ok = { items: [line], shippingInformation: shipping, paymentMethod: 'COD' };
    await bad({ ...ok, items: [] }, 'items');
    await bad({ shippingInformation: shipping, paymentMethod: 'COD' }, 'items');
    await bad({ ...ok, shippingInformation: { ...shipping, fullName: '' } }, 'shippingInformation.fullName');
    await bad({ ...ok, shippingInformation: { ...shipping, phone: '12ab' } }, 'shippingInformation.phone');
    await bad({ ...ok, shippingInformation: { ...shipping, phone: '0912' } }, 'shippingInformation.phone');
    await bad({ ...ok, shippingInformation: { ...shipping, email: 'not-mail' } }, 'shippingInformation.email');
    await bad({ ...ok, shippingInformation: { ...shipping, fullName: '<script>alert(1)</script>' } }, 'shippingInformation.fullName');
    await bad({ ...ok, shippingInformation: { ...shipping, address: "'; drop table orders; --".padEnd(300, 'x') } }, 'shippingInformation.address');
    await bad({ ...ok, items: [{ ...line, amount: -1 }] }, 'items.0.amount');
    await bad({ ...ok, items: [{ ...line, amount: 0 }] }, 'items.0.amount');
    await bad({ ...ok, items: [{ ...line, amount: 1e9 }] }, 'items.0.amount');
    await bad({ ...ok, items: [{ ...line, amount: 1.5 }] }, 'items.0.amount');
    await bad({ ...ok, items: [{ ...line, amount: '2' }] }, 'items.0.amount');
    await bad({ ...ok, items: [{ ...line, id: crypto.randomUUID() }] }, 'items.0.id');
    await bad({ ...ok, items: [{ ...line, id: 'not-a-uuid' }] }, 'items.0.id');
    await bad({ ...ok, items: [{ ...line, selectedVariations: { Size: 'XL' } }] }, 'items.0.selectedVariations');
    await bad({ ...ok, items: [{ ...line, selectedVariations: {} }] }, 'items.0.selectedVariations');
    await bad({ ...ok, paymentMethod: 'CARD' }, 'paymentMethod');
    await bad({ ...ok, items: Array(101).fill(line) }, 'items');
    const raw = await call(orderRoute.POST, 'POST', { raw: '{"items": [', headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    const huge = await call(orderRoute.POST, 'POST', { raw: JSON.stringify({ ...ok, pad: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    const key = await order([line], {}, { 'idempotency-key': 'short' });
    expect(key.status).toBe(400);
    expect(key.data.field).toBe('Idempotency-Key');
    // A Vietnamese landline and a foreign mobile are both fine.
    for (const phone of ['028 3823 4567', '+1 415 555 2671', '+84 912-345-678']) {
      const r = await order([line], { shippingInformation: { ...shipping, phone } });
      expect(r.status, phone).toBe(201);
    }
    expect(await stockOf(p.id)).toMatchObject({ S: 2 });
  });
});

describe('reading and moving orders', () => {
  it('shows an order to a console role or the holder of its token, and to nobody else', async () => {
    const p = await product();
    const o = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }])).data;
    const token = tokenOf(o.paymentUrl);
    const get = (opts: Parameters<typeof call>[2]) => call(orderOne.GET, 'GET', { params: { id: o.id }, ...opts });
    expect((await get({ query: { token } })).data.code).toBe(o.code);
    expect((await get({ headers: { 'x-order-token': token } })).status).toBe(200);
    expect((await get({ token: viewer })).data).toMatchObject({ code: o.code, emailStatus: 'none' });
    expect((await get({})).status).toBe(404);
    expect((await get({ query: { token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') } })).status).toBe(404);
    expect((await call(orderOne.GET, 'GET', { params: { id: crypto.randomUUID() }, query: { token } })).status).toBe(404);
    expect((await call(orderOne.GET, 'GET', { params: { id: 'nope' } })).status).toBe(404);
    const listed = await call(orderPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: o.code }) } });
    expect(listed.data.items.map((x: { id: string }) => x.id)).toEqual([o.id]);
    expect((await call(orderPage.GET, 'GET', {})).status).toBe(401);
  });

  it('moves through its statuses; cancelling puts the stock back; the console role is checked', async () => {
    const p = await product([4, 4]);
    const o = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 3 }])).data;
    expect(await stockOf(p.id)).toMatchObject({ S: 1 });
    const put = (body: unknown, token = admin) => call(orderOne.PUT, 'PUT', { token, params: { id: o.id }, body });
    expect((await put({ status: 'confirmed' }, viewer)).status).toBe(403);
    expect((await put({ status: 'delivered' })).status).toBe(409);
    expect((await put({ status: 'teleported' })).data.field).toBe('status');
    expect((await put({})).status).toBe(400);
    expect((await put({ status: 'confirmed', paymentStatus: 'paid' })).data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await put({ paymentStatus: 'unpaid' })).status).toBe(409);
    const cancelled = await put({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.data.cancelledAt).toBeTruthy();
    expect(await stockOf(p.id)).toMatchObject({ S: 4, total: 8 });
    // Cancelling twice must not put the stock back twice.
    expect((await put({ status: 'cancelled' })).status).toBe(200);
    expect((await put({ status: 'confirmed' })).status).toBe(409);
    expect(await stockOf(p.id)).toMatchObject({ S: 4 });
  });
});

describe('quotes, payment and tracking', () => {
  it('prices a cart with current prices and problems, and names the order code and VietQR for a transfer', async () => {
    const p = await product([1, 5]);
    const key = crypto.randomUUID();
    const items = [{ id: p.id, selectedVariations: { Size: 'S' }, amount: 2, expectedPrice: 250000 }, { id: p.id, selectedVariations: { Size: 'M' }, amount: 1, expectedPrice: 1 }, { id: crypto.randomUUID(), selectedVariations: {}, amount: 1 }];
    const q = await call(quoteRoute.POST, 'POST', { body: { items } });
    expect(q.data.lines.map((l: { problem: string | null }) => l.problem)).toEqual(['outOfStock', 'priceChanged', 'unknownProduct']);
    expect(q.data).toMatchObject({ subtotal: 770000, shippingFee: 30000, total: 800000, currency: 'VND' });
    expect(q.data).not.toHaveProperty('payment');
    const good = [{ id: p.id, selectedVariations: { Size: 'M' }, amount: 2 }];
    const t = await call(quoteRoute.POST, 'POST', { body: { items: good, paymentMethod: 'BANK_TRANSFER', idempotencyKey: key } });
    expect(t.data.payment).toMatchObject({ bankAccount: '0071000123456', transferContent: t.data.code, amount: 570000 });
    const { decodeQr } = await import('../qr');
    const payload = await decodeQr(t.data.payment.qr);
    expect(payload).toContain('0006970436');
    expect(payload).toContain('5406570000');
    expect(payload).toContain(t.data.code);
    const placed = await order(good, { paymentMethod: 'BANK_TRANSFER' }, { 'idempotency-key': key });
    expect(placed.data.code).toBe(t.data.code);
    expect((await call(quoteRoute.POST, 'POST', { body: { items: 'x' } })).status).toBe(400);
  });

  it('records Purchase with the order id as event id, and AddToCart from the browser', async () => {
    const p = await product();
    const o = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }], { clientInfo: { fbp: 'fb.1.1.123' } }, { 'x-client-ip': '14.161.1.1', 'user-agent': 'TestPhone/1' })).data;
    const db = await getDb();
    await expect.poll(async () => (await db.select().from(trackingEvents).where(and(eq(trackingEvents.eventName, 'Purchase'), eq(trackingEvents.eventId, o.id)))).length).toBe(1);
    const [ev] = await db.select().from(trackingEvents).where(eq(trackingEvents.eventId, o.id));
    expect(ev).toMatchObject({ clientIp: '14.161.1.1', userAgent: 'TestPhone/1', fbp: 'fb.1.1.123' });
    expect(ev.customData).toMatchObject({ value: o.total, currency: 'VND', order_id: o.code });
    const eventId = crypto.randomUUID();
    const r = await call(trackingRoute.POST, 'POST', { body: { eventName: 'AddToCart', eventId, productId: p.id, customData: { value: 250000, currency: 'VND' } } });
    expect(r.status).toBe(201);
    expect(await db.select().from(trackingEvents).where(eq(trackingEvents.eventId, eventId))).toHaveLength(1);
    expect((await call(trackingRoute.POST, 'POST', { body: { eventName: 'Purchase', eventId } })).data.field).toBe('eventName');
  });
});

describe('confirmation email', () => {
  it('is sent through the shop SMTP server after the order, retried when it fails, and logged', async () => {
    const { sendPendingOrderEmails, MAX_ATTEMPTS } = await import('@/lib/orders/mail');
    const { systemLogs } = await import('@/lib/db/schema');
    let failing = true;
    const db = await getDb();
    await withSmtp(async (received) => {
      await setParam('smtp.from', 'Shop <orders@shop.example>');
      await setParam('orders.notify_to', ''); // the shopper's mail alone here; the shop's notice is the next test's
      const p = await product();
      const o = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }], { paymentMethod: 'BANK_TRANSFER' })).data;
      const row = async () => (await db.select().from(orders).where(eq(orders.id, o.id)))[0];
      // The first try happens after the answer, and fails: it waits for a retry and says so in the system log.
      await expect.poll(async () => (await row()).emailAttempts, { timeout: 10_000 }).toBe(1);
      expect(await row()).toMatchObject({ emailStatus: 'pending', emailError: expect.stringContaining('mailbox busy') });
      const logged = await db.select().from(systemLogs).where(eq(systemLogs.event, 'ORDER_EMAIL_RETRY'));
      expect(logged.some((l) => (l.detail as { orderId: string }).orderId === o.id)).toBe(true);
      // Not due yet: nothing is sent before the pause is over.
      failing = false;
      expect(await sendPendingOrderEmails(db)).toBe(0);
      expect(await sendPendingOrderEmails(db, new Date(Date.now() + 60_000))).toBe(1);
      expect(await row()).toMatchObject({ emailStatus: 'sent', emailAttempts: 2, emailError: null });
      expect(received).toHaveLength(1);
      expect(received[0].to).toBe('lan@example.com');
      const mail = received[0].raw.replace(/=\r?\n/g, '');
      expect(mail).toContain(o.code);
      expect(mail).toContain('0071000123456');
      expect(mail).toContain(`/order/${o.id}?token=`);

      // A mail that keeps failing gives up after MAX_ATTEMPTS, with an error in the system log.
      failing = true;
      const o2 = (await order([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }])).data;
      const row2 = async () => (await db.select().from(orders).where(eq(orders.id, o2.id)))[0];
      await expect.poll(async () => (await row2()).emailAttempts, { timeout: 10_000 }).toBe(1);
      for (let i = 2; i <= MAX_ATTEMPTS; i++) await sendPendingOrderEmails(db, new Date(Date.now() + i * 24 * 3_600_000));
      expect(await row2()).toMatchObject({ emailStatus: 'failed', emailAttempts: MAX_ATTEMPTS });
      const failed = await db.select().from(systemLogs).where(eq(systemLogs.event, 'ORDER_EMAIL_FAILED'));
      expect(failed.some((l) => (l.detail as { orderId: string }).orderId === o2.id && l.level === 'error')).toBe(true);
    }, () => failing);
  });

  it('emails the shopper when the parcel leaves (with the cash to have ready) and when an order is cancelled', async () => {
    const { statusMailOf } = await import('@/lib/orders/mail');
    const db = await getDb();
    await withSmtp(async (received) => {
      await setParam('orders.notify_to', '');
      const p = await product();
      const o = (await order([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }])).data;
      const row = async (id = o.id) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
      await expect.poll(async () => (await row()).emailStatus, { timeout: 10_000 }).toBe('sent');
      const put = (id: string, body: unknown) => call(orderOne.PUT, 'PUT', { token: admin, params: { id }, body });

      // Confirming is not news to the shopper; shipping is.
      expect((await put(o.id, { status: 'confirmed' })).data.updateStatus).toBe('none');
      const shipped = await put(o.id, { status: 'shipped' });
      expect(shipped.data).toMatchObject({ updateKind: 'shipped', updateStatus: 'pending' });
      await expect.poll(async () => (await row()).updateStatus, { timeout: 10_000 }).toBe('sent');
      const mail = await statusMailOf(db, await row());
      expect(mail.subject).toBe(`Saigon Craft: your order ${o.code} is on its way`);
      expect(mail.text).toContain(`Your order ${o.code} has left us and is on its way to 12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh.`);
      expect(mail.text).toMatch(/Please have ₫[\d,]+ ready in cash for the courier\./);
      expect(received.filter((r) => r.to === 'lan@example.com').some((r) => r.raw.includes('is on its way'))).toBe(true);

      // The waybill code, given once the parcel has left: the shopper gets it with the page to follow it on.
      const code = `GHN${Date.now().toString(36).toUpperCase()}`;
      expect((await put(o.id, { carrier: 'ghn', trackingNumber: code })).data).toMatchObject({ updateKind: 'tracking', updateStatus: 'pending' });
      await expect.poll(async () => (await row()).updateStatus, { timeout: 10_000 }).toBe('sent');
      const tracking = await statusMailOf(db, await row());
      expect(tracking.subject).toBe(`Saigon Craft: follow your order ${o.code}`);
      expect(tracking.text).toContain(`Tracking number: ${code}.`);
      expect(tracking.text).toContain(`Track it: https://donhang.ghn.vn/?order_code=${code}`);
      expect(received.filter((r) => r.raw.includes(`follow your order ${o.code}`))).toHaveLength(1);
      // The same code again, or a note of the delivery: nothing new to tell.
      expect((await put(o.id, { carrier: 'ghn', trackingNumber: code })).data.updateStatus).toBe('sent');
      expect((await put(o.id, { status: 'delivered' })).data.updateStatus).toBe('sent');
      expect((await put(o.id, { carrier: 'ghn', trackingNumber: `${code}X` })).data.updateStatus).toBe('sent');

      // A cancelled order: the shopper is told, and told nothing was charged.
      const o2 = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }])).data;
      expect((await put(o2.id, { status: 'cancelled' })).data).toMatchObject({ updateKind: 'cancelled', updateStatus: 'pending' });
      await expect.poll(async () => (await row(o2.id)).updateStatus, { timeout: 10_000 }).toBe('sent');
      expect((await statusMailOf(db, await row(o2.id))).text).toContain('Nothing was charged.');

      // A code given while the "on its way" mail still waits to go travels in that mail, not in a second one.
      const o4 = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }])).data;
      await put(o4.id, { status: 'confirmed' });
      await put(o4.id, { status: 'shipped' });
      await db.update(orders).set({ updateStatus: 'pending', updateNextAt: new Date(Date.now() + 3_600_000) }).where(eq(orders.id, o4.id));
      expect((await put(o4.id, { carrier: 'ghtk', trackingNumber: `S${code}` })).data).toMatchObject({ updateKind: 'shipped', updateStatus: 'pending' });

      // Without an email there is nobody to tell.
      const o3 = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }], { shippingInformation: { ...shipping, email: '' } })).data;
      expect((await put(o3.id, { status: 'cancelled' })).data.updateStatus).toBe('none');
    });
  });

  it('tells the shop of each new order, in Vietnamese: what, for whom, where, how it is paid, and a link that opens it', async () => {
    const { noticeOf } = await import('@/lib/orders/mail');
    const db = await getDb();
    await withSmtp(async (received) => {
      await setParam('orders.notify_to', ' owner@shop.example,packing@shop.example ');
      const p = await product();
      const o = (await order([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 2 }], { paymentMethod: 'BANK_TRANSFER' })).data;
      const row = async () => (await db.select().from(orders).where(eq(orders.id, o.id)))[0];
      // Both mails leave after the answer: the shopper's and the shop's, each with its own state.
      await expect.poll(async () => (await row()).noticeStatus, { timeout: 10_000 }).toBe('sent');
      await expect.poll(async () => (await row()).emailStatus, { timeout: 10_000 }).toBe('sent');
      expect(await row()).toMatchObject({ noticeAttempts: 1, noticeError: null });
      const notice = received.find((r) => r.to === 'owner@shop.example,packing@shop.example')!;
      expect(notice.raw).toMatch(/^Reply-To: lan@example\.com\r?$/m); // staff answer the shopper
      expect(received.find((r) => r.to === 'lan@example.com')).toBeDefined();
      // The console shows both states.
      expect((await call(orderOne.GET, 'GET', { token: admin, params: { id: o.id } })).data).toMatchObject({ emailStatus: 'sent', noticeStatus: 'sent' });

      const { text, subject, html } = await noticeOf(db, await row());
      expect(subject).toBe(`Đơn hàng mới ${o.code}: ${o.total.toLocaleString('vi-VN')}\u00a0₫ của Nguyễn Thị Lan`);
      const lines = text.split('\n');
      expect(lines[0]).toMatch(new RegExp(`^Nguyễn Thị Lan đã đặt đơn ${o.code} lúc \\d{2}:\\d{2} \\d{2}/\\d{2}/\\d{4}\\.$`));
      expect(lines).toContain(`2 × ${p.name} [${o.items[0].sku}] (M): ${(o.items[0].lineTotal as number).toLocaleString('vi-VN')}\u00a0₫`);
      for (const l of ['Thanh toán: Chuyển khoản', 'Điện thoại: +84912345678', 'Email: lan@example.com', 'Ghi chú: Gọi trước khi giao',
        'Giao đến: 12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh']) expect(lines).toContain(l);
      expect(lines.at(-1)).toMatch(new RegExp(`^Mở đơn trong trang quản trị: https?://\\S+/console/orders\\?order=${o.id}$`));
      expect(html).not.toMatch(/<script/i);

      // Nobody to tell: no notice is queued.
      await setParam('orders.notify_to', '');
      const o2 = (await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }])).data;
      expect((await db.select().from(orders).where(eq(orders.id, o2.id)))[0].noticeStatus).toBe('none');
    });
  });

  it('never makes the order wait for a mail server that does not answer', async () => {
    const net = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = net.createServer((s) => { sockets.push(s); }); // accepts, then never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const db = await getDb();
    try {
      await setParam('smtp.host', '127.0.0.1');
      await setParam('smtp.port', String((silent.address() as { port: number }).port));
      const p = await product();
      const r = await order([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }]);
      expect(r.status).toBe(201);
      // Answered while the mail server still has not said hello: the send is still waiting.
      await expect.poll(() => sockets.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const [row] = await db.select().from(orders).where(eq(orders.id, r.data.id));
      expect(row).toMatchObject({ emailStatus: 'pending', emailAttempts: 0 });
    } finally {
      // Leave no mail waiting for a server that is gone: a later run on the same database would send it.
      await db.update(orders).set({ emailStatus: 'none' }).where(eq(orders.emailStatus, 'pending'));
      await db.update(orders).set({ noticeStatus: 'none' }).where(eq(orders.noticeStatus, 'pending'));
      await setParam('smtp.host', '');
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });
});
