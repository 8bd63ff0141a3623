import { z } from 'zod';
import type { Db } from '@/lib/db';
import type { orders } from '@/lib/db/schema';
import type { TOrderLine } from '@/lib/db/schema-orders';
import { zJsonParam } from '@/lib/api/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { cutNote, EXPORT_MAX_ROWS, xlsxBook, xlsxResponse, ZExportOptions, type TColumn } from '@/lib/logs/xlsx';
import { countOrders, ordersMatching } from './orders';
import { ZOrderFilter } from './schemas';
import { addressOf, phoneForSheet } from './display';
import { CARRIER_NAMES } from './carriers';

/* The orders as an Excel file for the books and the courier: one sheet of orders, one of their lines (a row per
   product bought, with the order's code and date), both for the listing's filters, newest first. */

export const ZOrderExportQuery = z.object({ query: zJsonParam(ZOrderFilter) }).extend(ZExportOptions.shape);

type TRow = typeof orders.$inferSelect;
type TLineRow = TOrderLine & { code: string; createdDate: Date };

const MONEY = '#,##0';

export async function exportOrders(db: Db, q: z.infer<typeof ZOrderExportQuery>, actor: TActor) {
  const { tz, lang } = q;
  const filters = q.query ?? {};
  const all = messagesFor(lang);
  const m = all.orders;
  const statusName = all.checkout.statuses as Record<string, string>;
  const paymentName = all.checkout.paymentStatuses as Record<string, string>;
  const total = await countOrders(db, filters);

  // The lines sheet is written after the orders sheet, from the same rows: each line is kept as its order streams
  // past, with only the order's code and date (not the order).
  const lines: TLineRow[] = [];
  let shown = 0;
  async function* orderRows() {
    for await (const o of ordersMatching(db, filters, EXPORT_MAX_ROWS)) {
      shown++;
      for (const l of o.items) lines.push({ ...l, code: o.code, createdDate: o.createdDate });
      yield o;
    }
  }
  const orderColumns: TColumn<TRow>[] = [
    { header: m.code, width: 14, value: (o) => o.code },
    { header: m.date, width: 20, value: (o) => o.createdDate, date: true },
    { header: m.status, width: 16, value: (o) => statusName[o.status] ?? o.status },
    { header: m.payment, width: 18, value: (o) => paymentName[o.paymentStatus] ?? o.paymentStatus },
    { header: m.paymentMethod, width: 14, value: (o) => m[`method_${o.paymentMethod}`] },
    { header: m.customer, width: 24, value: (o) => o.shippingInformation.fullName },
    { header: m.phone, width: 16, value: (o) => phoneForSheet(o.shippingInformation.phone) },
    { header: m.customerEmail, width: 26, value: (o) => o.shippingInformation.email || null },
    { header: m.shipTo, width: 50, value: (o) => addressOf(o.shippingInformation) },
    { header: m.note, width: 30, value: (o) => o.shippingInformation.note || null },
    { header: m.quantity, width: 8, value: (o) => o.items.reduce((n, l) => n + l.amount, 0) },
    { header: m.subtotal, width: 14, value: (o) => o.subtotal, numFmt: MONEY },
    { header: m.discountCode, width: 14, value: (o) => o.discountCode },
    { header: m.discount, width: 14, value: (o) => o.discount, numFmt: MONEY },
    { header: m.shippingFee, width: 14, value: (o) => o.shippingFee, numFmt: MONEY },
    { header: m.total, width: 14, value: (o) => o.total, numFmt: MONEY },
    { header: m.currency, width: 8, value: (o) => o.currency },
    { header: m.channel, width: 12, value: (o) => (m.channels as Record<string, string>)[o.channel] ?? o.channel },
    // Who entered an order taken by phone or chat; the shop's own checkout leaves it empty.
    { header: m.createdBy, width: 14, value: (o) => (o.channel === 'web' ? null : o.createdBy) },
    { header: m.carrier, width: 22, value: (o) => (o.carrier ? CARRIER_NAMES[o.carrier] ?? (all.carriers as Record<string, string>)[o.carrier] : null) },
    { header: m.trackingNumber, width: 18, value: (o) => o.trackingNumber },
  ];
  const lineColumns: TColumn<TLineRow>[] = [
    { header: m.code, width: 14, value: (l) => l.code },
    { header: m.date, width: 20, value: (l) => l.createdDate, date: true },
    { header: m.product, width: 36, value: (l) => l.name },
    { header: m.options, width: 28, value: (l) => Object.entries(l.selectedVariations).map(([k, v]) => `${k}: ${v}`).join(', ') || null },
    { header: 'SKU', width: 16, value: (l) => l.sku || null },
    { header: m.qty, width: 8, value: (l) => l.amount },
    { header: m.price, width: 14, value: (l) => l.price, numFmt: MONEY },
    { header: m.lineTotal, width: 14, value: (l) => l.lineTotal, numFmt: MONEY },
  ];
  const cut = () => (total > shown ? cutNote(lang, shown, total) : undefined);
  const buf = await xlsxBook([
    { title: m.title, columns: orderColumns, rows: orderRows(), note: cut },
    { title: m.linesSheet, columns: lineColumns, rows: lines },
  ], tz);
  await logUserAction(db, actor, 'EXPORT', { type: 'order', detail: { filters, rows: shown } });
  return xlsxResponse(buf, 'orders');
}
