import nodemailer from 'nodemailer';
import { createTranslator } from 'next-intl';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { paramValues } from '@/lib/params/service';
import { logSystemEvent } from '@/lib/logs/write';
import { logger } from '@/lib/logger';
import { everyInBackground } from '@/lib/process/background';
import { messagesFor } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/store/format';
import { paymentPath } from './orders';
import { paymentInstructions } from './payment';

/* Order confirmation emails, sent from an outbox: the order row says the mail is pending and when to try next.
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

/** Subject, text and HTML of one order's confirmation, in the shop's language. Every shopper-given text is escaped. */
export async function confirmationOf(db: Db, o: TRow) {
  const { 'store.locale': locale, 'store.name': shop } = await paramValues(db, { 'store.locale': 'en-US', 'store.name': 'Shop' });
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'orderEmail' });
  const money = (n: number) => formatPrice(n, o.currency, locale);
  const link = `${config().PUBLIC_URL ?? `http://localhost:${config().PORT}`}${paymentPath(o)}`;
  const pay = await paymentInstructions(db, { method: o.paymentMethod, total: o.total, currency: o.currency, code: o.code });
  const lines = o.items.map((l) => `${l.amount} × ${l.name}${Object.values(l.selectedVariations).length ? ` (${Object.values(l.selectedVariations).join(', ')})` : ''}: ${money(l.lineTotal)}`);
  const payText = o.paymentMethod === 'BANK_TRANSFER'
    ? t('transfer', { bank: pay.bankName, account: pay.bankAccount, holder: pay.accountName, amount: money(o.total), code: o.code })
    : t('cod', { amount: money(o.total) });
  const text = [
    t('greeting', { name: o.shippingInformation.fullName }), '', t('intro', { shop, code: o.code }), '',
    ...lines, `${t('shipping')}: ${money(o.shippingFee)}`, `${t('total')}: ${money(o.total)}`, '', payText, '', `${t('view')}: ${link}`,
  ].join('\n');
  const html = `<p>${esc(t('greeting', { name: o.shippingInformation.fullName }))}</p><p>${esc(t('intro', { shop, code: o.code }))}</p>`
    + `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
    + `<p>${esc(t('shipping'))}: ${esc(money(o.shippingFee))}<br><strong>${esc(t('total'))}: ${esc(money(o.total))}</strong></p>`
    + `<p>${esc(payText)}</p><p><a href="${esc(link)}">${esc(t('view'))}</a></p>`;
  return { subject: t('subject', { shop, code: o.code }), text, html };
}

/** Claims due mails with a lease (so two instances never send the same one), then sends them. */
export async function sendPendingOrderEmails(db: Db, now = new Date()): Promise<number> {
  const settings = await smtp(db);
  if (!settings) return 0;
  const due = await db.update(orders).set({ emailNextAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(orders.id, sql`(select id from ${orders} where ${orders.emailStatus} = 'pending' and ${orders.emailNextAt} <= ${now.toISOString()} order by ${orders.emailNextAt} limit 20 for update skip locked)`))
    .returning();
  if (!due.length) return 0;
  const { from, ...transport } = settings;
  const mailer = nodemailer.createTransport({ ...transport, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  let sent = 0;
  try {
    for (const o of due) {
      const attempt = o.emailAttempts + 1;
      try {
        await mailer.sendMail({ from, to: o.shippingInformation.email, ...(await confirmationOf(db, o)) });
        await db.update(orders).set({ emailStatus: 'sent', emailAttempts: attempt, emailError: null, emailNextAt: null }).where(eq(orders.id, o.id));
        sent++;
      } catch (err) {
        const failed = attempt >= MAX_ATTEMPTS;
        const error = String(err).slice(0, 500);
        await db.update(orders).set({
          emailStatus: failed ? 'failed' : 'pending', emailAttempts: attempt, emailError: error,
          emailNextAt: failed ? null : new Date(Date.now() + backoffMs(attempt)),
        }).where(and(eq(orders.id, o.id), eq(orders.emailStatus, 'pending')));
        await logSystemEvent(db, failed ? 'ORDER_EMAIL_FAILED' : 'ORDER_EMAIL_RETRY',
          failed ? `Order ${o.code}: confirmation email not sent after ${attempt} attempts` : `Order ${o.code}: confirmation email failed (attempt ${attempt}); will retry`,
          failed ? 'error' : 'warn', { orderId: o.id, error });
      }
    }
  } finally {
    mailer.close();
  }
  return sent;
}

/** Sends what is due now, off the request path. */
export function kickOrderEmails(db: Db) {
  void sendPendingOrderEmails(db).catch((err) => logger().warn({ err: String(err) }, 'order email pass failed'));
}

/** The retry loop of the server process. */
export const startOrderMailer = (db: Db, everyMs = 10_000) => everyInBackground('order email pass', everyMs, () => sendPendingOrderEmails(db));
