import nodemailer from 'nodemailer';
import { createTranslator } from 'next-intl';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { formatInTimeZone } from 'date-fns-tz';
import { paramValue, paramValues, shopTimeZone } from '@/lib/params/service';
import { logSystemEvent } from '@/lib/logs/write';
import { logger } from '@/lib/logger';
import { everyInBackground } from '@/lib/process/background';
import { messagesFor } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/store/format';
import { paymentPath } from './orders';
import { paymentInstructions } from './payment';
import { addressOf, optionsOf } from './display';
import { CARRIER_NAMES, trackingLink } from './carriers';

/* Order emails, sent from an outbox: the order row says the mail is pending and when to try next.
   Placing an order never waits for the mail server. A failed send is retried with growing pauses, each failure
   is written to the system event log, and after MAX_ATTEMPTS the mail is marked failed there too. */

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 6 * 3_600_000);

type TRow = typeof orders.$inferSelect;

async function smtp(db: Db) {
  const v = await paramValues(db, { 'smtp.host': '', 'smtp.port': '587', 'smtp.secure': 'false', 'smtp.user': '', 'smtp.password': '', 'smtp.from': '' });
  const [host, port, secure, user, pass, from] = (['host', 'port', 'secure', 'user', 'password', 'from'] as const).map((k) => v[`smtp.${k}`].trim());
  if (!host) return null;
  return { host, port: Number(port) || 587, secure: secure === 'true', auth: user ? { user, pass } : undefined, from: from || `orders@${host}` };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Discount (TET2027): −50.000 ₫", when the order had one. */
const discountLine = (o: TRow, t: (k: 'discount', v: { code: string }) => string, money: (n: number) => string) =>
  (o.discount > 0 ? [`${t('discount', { code: o.discountCode ?? '' })}: −${money(o.discount)}`] : []);

/** Subject, text and HTML of one order's confirmation, in the shop's language. Every shopper-given text is escaped. */
export async function confirmationOf(db: Db, o: TRow) {
  const { 'store.locale': locale, 'store.name': shop } = await paramValues(db, { 'store.locale': 'en-US', 'store.name': 'Shop' });
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'orderEmail' });
  const money = (n: number) => formatPrice(n, o.currency, locale);
  const link = `${config().PUBLIC_URL ?? `http://localhost:${config().PORT}`}${paymentPath(o)}`;
  const pay = await paymentInstructions(db, { method: o.paymentMethod, total: o.total, currency: o.currency, code: o.code });
  const lines = o.items.map((l) => `${l.amount} × ${l.name}${optionsOf(l)}: ${money(l.lineTotal)}`);
  const payText = o.paymentMethod === 'BANK_TRANSFER'
    ? t('transfer', { bank: pay.bankName, account: pay.bankAccount, holder: pay.accountName, amount: money(o.total), code: o.code })
    : t('cod', { amount: money(o.total) });
  const text = [
    t('greeting', { name: o.shippingInformation.fullName }), '', t('intro', { shop, code: o.code }), '',
    ...lines, ...discountLine(o, t, money), `${t('shipping')}: ${money(o.shippingFee)}`, `${t('total')}: ${money(o.total)}`, '', payText, '', `${t('view')}: ${link}`,
  ].join('\n');
  const html = `<p>${esc(t('greeting', { name: o.shippingInformation.fullName }))}</p><p>${esc(t('intro', { shop, code: o.code }))}</p>`
    + `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
    + `<p>${discountLine(o, t, money).map((d) => `${esc(d)}<br>`).join('')}${esc(t('shipping'))}: ${esc(money(o.shippingFee))}<br><strong>${esc(t('total'))}: ${esc(money(o.total))}</strong></p>`
    + `<p>${esc(payText)}</p><p><a href="${esc(link)}">${esc(t('view'))}</a></p>`;
  return { subject: t('subject', { shop, code: o.code }), text, html };
}

/** Who carries the parcel, its code and where to follow it, as far as the shop recorded them. */
type TShipmentT = (k: 'shippedBy' | 'shippedTracking' | 'trackAt', v: Record<string, string>) => string;
function shipmentLines(o: TRow, t: TShipmentT, locale: string) {
  if (!o.carrier) return [];
  const name = CARRIER_NAMES[o.carrier] ?? (messagesFor(locale).carriers as Record<string, string>)[o.carrier];
  const link = trackingLink(o.carrier, o.trackingNumber);
  return [[t('shippedBy', { carrier: name }), o.trackingNumber && t('shippedTracking', { code: o.trackingNumber })].filter(Boolean).join(' '),
    ...(link ? [t('trackAt', { url: link.url })] : [])];
}

/**
 * The shopper's email when the shop moves the order on: on its way (with what to have ready: the amount for cash on
 * delivery) or cancelled; or when it gives the parcel's code after it left. In the store's language, like the confirmation, with the order's link.
 */
export async function statusMailOf(db: Db, o: TRow) {
  const { 'store.locale': locale, 'store.name': shop } = await paramValues(db, { 'store.locale': 'en-US', 'store.name': 'Shop' });
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'orderUpdateEmail' });
  const money = (n: number) => formatPrice(n, o.currency, locale);
  const link = `${config().PUBLIC_URL ?? `http://localhost:${config().PORT}`}${paymentPath(o)}`;
  const kind = o.updateKind ?? (o.status === 'cancelled' ? 'cancelled' : 'shipped');
  const s = o.shippingInformation;
  const onItsWay = (intro: string) => [intro, ...shipmentLines(o, t, locale),
    o.paymentMethod === 'COD' && o.paymentStatus === 'unpaid' ? t('shippedCod', { amount: money(o.total) }) : t('shippedPaid')];
  const body = kind === 'shipped' ? onItsWay(t('shippedIntro', { code: o.code, address: addressOf(s) }))
    : kind === 'tracking' ? onItsWay(t('trackingIntro', { code: o.code }))
      : [t('cancelledIntro', { code: o.code }), o.paymentStatus === 'unpaid' ? t('cancelledUnpaid') : t('cancelledPaid')];
  const lines = o.items.map((l) => `${l.amount} × ${l.name}${optionsOf(l)}`);
  const text = [t('greeting', { name: s.fullName }), '', ...body, '', ...lines, '', `${t('view')}: ${link}`, '', shop].join('\n');
  const html = `<p>${esc(t('greeting', { name: s.fullName }))}</p>${body.map((b) => `<p>${esc(b)}</p>`).join('')}`
    + `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul><p><a href="${esc(link)}">${esc(t('view'))}</a></p><p>${esc(shop)}</p>`;
  return { subject: t(`${kind}Subject`, { shop, code: o.code }), text, html };
}

/** The addresses of `orders.notify_to`, or null for nobody. */
export async function noticeRecipients(db: Db): Promise<string | null> {
  const to = (await paramValue(db, 'orders.notify_to', '')).split(',').map((a) => a.trim()).filter(Boolean);
  return to.length ? to.join(', ') : null;
}

/**
 * The shop's "new order" email: what was bought, who to deliver to and how they pay, with a link that opens the
 * order in the console. In the console's language (Vietnamese) and the shop's time zone, as the console shows it.
 */
export async function noticeOf(db: Db, o: TRow) {
  const t = createTranslator({ locale: 'vi', messages: messagesFor('vi'), namespace: 'orderNotice' });
  const money = (n: number) => formatPrice(n, o.currency, 'vi-VN');
  const s = o.shippingInformation;
  const when = formatInTimeZone(o.createdDate, await shopTimeZone(db), 'HH:mm dd/MM/yyyy');
  const link = `${config().PUBLIC_URL ?? `http://localhost:${config().PORT}`}/console/orders?order=${o.id}`;
  const lines = o.items.map((l) => `${l.amount} × ${l.name}${l.sku ? ` [${l.sku}]` : ''}${optionsOf(l)}: ${money(l.lineTotal)}`);
  const facts: [string, string][] = [
    [t('payment'), o.paymentMethod === 'BANK_TRANSFER' ? t('bank') : t('cod')],
    [t('customer'), s.fullName], [t('phone'), s.phone], [t('email'), s.email],
    [t('shipTo'), addressOf(s)], [t('note'), s.note],
  ].filter(([, v]) => v) as [string, string][];
  const intro = t('intro', { name: s.fullName, code: o.code, time: when });
  const text = [
    intro, '', ...lines, ...discountLine(o, t, money), `${t('shipping')}: ${money(o.shippingFee)}`, `${t('total')}: ${money(o.total)}`, '',
    ...facts.map(([k, v]) => `${k}: ${v}`), '', `${t('open')}: ${link}`,
  ].join('\n');
  const html = `<p>${esc(intro)}</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
    + `<p>${discountLine(o, t, money).map((d) => `${esc(d)}<br>`).join('')}${esc(t('shipping'))}: ${esc(money(o.shippingFee))}<br><strong>${esc(t('total'))}: ${esc(money(o.total))}</strong></p>`
    + `<p>${facts.map(([k, v]) => `${esc(k)}: ${esc(v)}`).join('<br>')}</p><p><a href="${esc(link)}">${esc(t('open'))}</a></p>`;
  return { subject: t('subject', { code: o.code, total: money(o.total), name: s.fullName }), text, html };
}

/* Each mail kind keeps its own state on the order row: the shopper's confirmation (email_*), the shop's own "new
   order" notice (notice_*) and the shopper's "on its way" or "cancelled" email (update_*). The same lease, retries
   and log entries serve all three. */
type TMail = { subject: string; text: string; html: string; to: string; replyTo?: string };
type TKind = {
  cols: {
    status: 'emailStatus' | 'noticeStatus' | 'updateStatus'; attempts: 'emailAttempts' | 'noticeAttempts' | 'updateAttempts';
    error: 'emailError' | 'noticeError' | 'updateError'; nextAt: 'emailNextAt' | 'noticeNextAt' | 'updateNextAt';
  };
  /** null: nobody to send it to any more (the notice's addresses were cleared since the order). */
  mail: (db: Db, o: TRow) => Promise<TMail | null>;
  what: string;
};
const KINDS: TKind[] = [
  {
    cols: { status: 'emailStatus', attempts: 'emailAttempts', error: 'emailError', nextAt: 'emailNextAt' },
    mail: async (db, o) => ({ to: o.shippingInformation.email, ...(await confirmationOf(db, o)) }),
    what: 'confirmation email',
  },
  {
    cols: { status: 'noticeStatus', attempts: 'noticeAttempts', error: 'noticeError', nextAt: 'noticeNextAt' },
    mail: async (db, o) => {
      const to = await noticeRecipients(db);
      // Staff answer the shopper with a reply.
      return to ? { to, replyTo: o.shippingInformation.email || undefined, ...(await noticeOf(db, o)) } : null;
    },
    what: 'new-order notice to the shop',
  },
  {
    cols: { status: 'updateStatus', attempts: 'updateAttempts', error: 'updateError', nextAt: 'updateNextAt' },
    mail: async (db, o) => (o.shippingInformation.email ? { to: o.shippingInformation.email, ...(await statusMailOf(db, o)) } : null),
    what: 'status email to the shopper',
  },
];
type TPatch = Partial<typeof orders.$inferInsert>;

/** Claims due mails with a lease (so two instances never send the same one), then sends them. */
export async function sendPendingOrderEmails(db: Db, now = new Date()): Promise<number> {
  const settings = await smtp(db);
  if (!settings) return 0;
  const { from, ...transport } = settings;
  let mailer: ReturnType<typeof nodemailer.createTransport> | null = null;
  let sent = 0;
  try {
    for (const kind of KINDS) {
      const c = kind.cols; // property names; orders[c.status] is the column
      const set = (patch: Record<string, unknown>) => patch as TPatch;
      const due = await db.update(orders).set(set({ [c.nextAt]: new Date(now.getTime() + LEASE_MS) }))
        .where(inArray(orders.id, sql`(select id from ${orders} where ${orders[c.status]} = 'pending' and ${orders[c.nextAt]} <= ${now.toISOString()} order by ${orders[c.nextAt]} limit 20 for update skip locked)`))
        .returning();
      for (const o of due) {
        const attempt = o[c.attempts] + 1;
        try {
          const mail = await kind.mail(db, o);
          if (mail) {
            mailer ??= nodemailer.createTransport({ ...transport, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
            await mailer.sendMail({ from, ...mail });
          }
          await db.update(orders).set(set({ [c.status]: mail ? 'sent' : 'none', [c.attempts]: mail ? attempt : o[c.attempts], [c.error]: null, [c.nextAt]: null })).where(eq(orders.id, o.id));
          if (mail) sent++;
        } catch (err) {
          const failed = attempt >= MAX_ATTEMPTS;
          const message = String(err).slice(0, 500);
          await db.update(orders).set(set({
            [c.status]: failed ? 'failed' : 'pending', [c.attempts]: attempt, [c.error]: message,
            [c.nextAt]: failed ? null : new Date(Date.now() + backoffMs(attempt)),
          })).where(and(eq(orders.id, o.id), eq(orders[c.status], 'pending')));
          await logSystemEvent(db, failed ? 'ORDER_EMAIL_FAILED' : 'ORDER_EMAIL_RETRY',
            failed ? `Order ${o.code}: ${kind.what} not sent after ${attempt} attempts` : `Order ${o.code}: ${kind.what} failed (attempt ${attempt}); will retry`,
            failed ? 'error' : 'warn', { orderId: o.id, error: message });
        }
      }
    }
  } finally {
    mailer?.close();
  }
  return sent;
}

/** Sends what is due now, off the request path. */
export function kickOrderEmails(db: Db) {
  void sendPendingOrderEmails(db).catch((err) => logger().warn({ err: String(err) }, 'order email pass failed'));
}

/** The retry loop of the server process. */
export const startOrderMailer = (db: Db, everyMs = 10_000) => everyInBackground('order email pass', everyMs, () => sendPendingOrderEmails(db));
