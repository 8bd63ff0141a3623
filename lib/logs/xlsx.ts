import ExcelJS from 'exceljs';
import { getTimezoneOffset } from 'date-fns-tz';
import { z } from 'zod';

/* Excel export of a log listing: the rows the screen's filters select, newest first, up to a cap. */

/** More rows than this make a file nobody reads and a request that holds the server; the sheet says when it was cut. */
export const EXPORT_MAX_ROWS = 50_000;

const validZone = (tz: string) => { try { new Intl.DateTimeFormat('en', { timeZone: tz }); return true; } catch { return false; } };

/** What every export takes besides its filters: the browser's time zone (times are shown in it, as on screen) and
 *  the console's language (for the column headings). */
export const ZExportOptions = z.object({
  tz: z.string().max(64).refine(validZone, 'must be an IANA time zone such as Asia/Ho_Chi_Minh').default('Asia/Ho_Chi_Minh'),
  lang: z.enum(['vi', 'en']).default('vi'),
});
export type TExportOptions = z.infer<typeof ZExportOptions>;

export type TColumn<R> = { header: string; width: number; value: (row: R) => string | number | Date | null | undefined; date?: boolean };

/** Excel dates carry no zone: the cell gets the wall-clock time of `tz`, which is what the screen showed. */
const wallClock = (d: Date, tz: string) => new Date(d.getTime() + getTimezoneOffset(tz, d));

/** `cutNote` is written under the rows when the listing had more than were exported. */
export async function xlsx<R>(title: string, columns: TColumn<R>[], rows: R[], tz: string, cutNote?: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ShopGate';
  wb.created = new Date();
  const ws = wb.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow(columns.map((c) => {
      const v = c.value(r);
      return v instanceof Date ? wallClock(v, tz) : v ?? null;
    }));
  }
  columns.forEach((c, i) => { if (c.date) ws.getColumn(i + 1).numFmt = 'dd/mm/yyyy hh:mm:ss'; });
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  if (cutNote) ws.addRow([cutNote]).font = { italic: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The file as a download, named after the listing and the day. */
export function xlsxResponse(buf: Buffer, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(buf), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${name}-${day}.xlsx"`,
      'cache-control': 'no-store',
    },
  });
}
