import { z } from 'zod';
import type { Db } from '@/lib/db';
import { zJsonParam } from '@/lib/api/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { cutNote, EXPORT_MAX_ROWS, xlsxBook, xlsxResponse, ZExportOptions, type TColumn } from '@/lib/logs/xlsx';
import { ZCustomerFilter } from './schemas';
import { pageCustomers, type TCustomer } from './service';
import { phoneForSheet } from '@/lib/orders/display';

/* The customers as an Excel file, for the shop's own marketing (a Zalo or SMS list) and books, in the screen's order. */

export const ZCustomerExportQuery = z.object({ query: zJsonParam(ZCustomerFilter) }).extend(ZExportOptions.shape);

const MONEY = '#,##0';

export async function exportCustomers(db: Db, q: z.infer<typeof ZCustomerExportQuery>, actor: TActor) {
  const filters = q.query ?? { sort: 'lastOrder' as const };
  const m = messagesFor(q.lang).customers;
  // Grouped rows cannot be read by keyset as orders are; one read of at most the export's cap.
  const { items, total } = await pageCustomers(db, filters, 1, EXPORT_MAX_ROWS);
  const columns: TColumn<TCustomer>[] = [
    { header: m.fullName, width: 26, value: (c) => c.fullName },
    { header: m.phone, width: 16, value: (c) => phoneForSheet(c.phone) },
    { header: m.email, width: 26, value: (c) => c.email },
    { header: m.province, width: 20, value: (c) => c.province },
    { header: m.orders, width: 10, value: (c) => c.orders },
    { header: m.delivered, width: 10, value: (c) => c.delivered },
    { header: m.cancelled, width: 10, value: (c) => c.cancelled },
    { header: m.returned, width: 10, value: (c) => c.returned },
    { header: m.spent, width: 16, value: (c) => c.spent, numFmt: MONEY },
    { header: m.currency, width: 8, value: (c) => c.currency },
    { header: m.firstOrder, width: 20, value: (c) => c.firstOrder, date: true },
    { header: m.lastOrder, width: 20, value: (c) => c.lastOrder, date: true },
  ];
  const buf = await xlsxBook([{ title: m.title, columns, rows: items, note: () => (total > items.length ? cutNote(q.lang, items.length, total) : undefined) }], q.tz);
  await logUserAction(db, actor, 'EXPORT', { type: 'customer', detail: { filters, rows: items.length } });
  return xlsxResponse(buf, 'customers');
}
