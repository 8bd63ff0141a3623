import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { redirects } from '@/lib/db/schema';
import { AppError, E } from '@/lib/api/errors';
import { messagesFor } from '@/lib/i18n/messages';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { cellText, downloadResponse } from '@/lib/logs/xlsx';
import { keepQuery, targetKey, ZRedirect } from './paths';
import { createRedirect, findRedirect, updateRedirect } from './service';

/* Redirects in bulk, for a shop moving here: Shopify's redirect CSV ("Redirect from,Redirect to"), the same two
   columns in Excel, or the console's own export read back. Reading writes nothing and answers what each row would
   do; applying takes that list. */

export const MAX_TRANSFER_BYTES = 5 * 1024 * 1024;
export const MAX_TRANSFER_ROWS = 5_000;
const MAX_EXPORT_ROWS = 50_000;

type TColumn = 'fromPath' | 'toPath';
/** Heading text (any case) → column: Shopify's, and the console's in either language. */
const HEADINGS = new Map<string, TColumn>([
  ['redirect from', 'fromPath'], ['redirect to', 'toPath'],
  ...(['vi', 'en'] as const).flatMap((lang) => (['fromPath', 'toPath'] as const).map((c) => [messagesFor(lang).redirects[c].toLowerCase(), c] as [string, TColumn])),
]);

export type TTransferProblem = { row: number; column: TColumn | null; problem: string };
export type TTransferRow = { row: number; fromPath: string; toPath: string; action: 'add' | 'update' };

/** The first sheet's two columns: by their headings when the first row has them, else columns A and B from row 1. */
async function readRows(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  let ws: ExcelJS.Worksheet | undefined;
  try {
    if (buf.subarray(0, 2).toString('latin1') === 'PK') {
      await wb.xlsx.load(buf as unknown as ArrayBuffer);
      ws = wb.worksheets[0];
    } else {
      // As text, never as numbers or dates: an address such as /2024/01 stays what it was.
      const text = buf.toString('utf8').replace(/^\uFEFF/, '');
      if (text.includes('\u0000')) throw new Error('binary');
      ws = await wb.csv.read(Readable.from([text]), { parserOptions: { delimiter: text.split('\n', 1)[0].includes('\t') ? '\t' : ',' }, map: (v: unknown) => v });
    }
  } catch {
    throw E.invalid('file', 'redirectFile');
  }
  if (!ws) throw E.invalid('file', 'redirectFile');
  if (ws.rowCount > MAX_TRANSFER_ROWS + 1) throw E.invalid('file', 'importTooManyRows', { max: MAX_TRANSFER_ROWS });
  const at = new Map<TColumn, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const c = HEADINGS.get(cellText(cell.value).trim().toLowerCase());
    if (c && !at.has(c)) at.set(c, col);
  });
  const headed = at.has('fromPath') && at.has('toPath');
  const [fromCol, toCol] = headed ? [at.get('fromPath')!, at.get('toPath')!] : [1, 2];
  const rows: { row: number; fromPath: string; toPath: string }[] = [];
  ws.eachRow((r, n) => {
    if (headed && n === 1) return;
    const fromPath = cellText(r.getCell(fromCol).value).trim();
    const toPath = cellText(r.getCell(toCol).value).trim();
    if (fromPath || toPath) rows.push({ row: n, fromPath, toPath });
  });
  if (!rows.length) throw E.invalid('file', 'emptyFile');
  return rows;
}

/** What the file would add and change, and what in it is wrong; nothing is written. */
export async function previewRedirectImport(db: Db, buf: Buffer) {
  const rows = await readRows(buf);
  const problems: TTransferProblem[] = [];
  const valid: { row: number; fromPath: string; toPath: string }[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const parsed = ZRedirect.safeParse({ fromPath: r.fromPath, toPath: r.toPath });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({ row: r.row, column: issue.path[0] as TColumn, problem: issue.message });
      continue;
    }
    const { fromPath, toPath } = parsed.data;
    if (targetKey(toPath) === fromPath) { problems.push({ row: r.row, column: 'toPath', problem: 'redirectSelf' }); continue; }
    if (seen.has(fromPath)) { problems.push({ row: r.row, column: 'fromPath', problem: 'redirectRepeated' }); continue; }
    seen.add(fromPath);
    valid.push({ row: r.row, fromPath, toPath });
  }
  const existing = new Map<string, string>();
  for (let i = 0; i < valid.length; i += 1000) {
    const chunk = valid.slice(i, i + 1000).map((v) => v.fromPath);
    for (const e of await db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects).where(inArray(redirects.fromPath, chunk))) existing.set(e.fromPath, e.toPath);
  }
  const changes: TTransferRow[] = [];
  let unchanged = 0;
  for (const v of valid) {
    const was = existing.get(v.fromPath);
    if (was === v.toPath) unchanged++;
    else changes.push({ ...v, action: was === undefined ? 'add' : 'update' });
  }
  return { changes, unchanged, problems };
}

export const ZRedirectImport = z.object({ redirects: z.array(ZRedirect).min(1).max(MAX_TRANSFER_ROWS) });

/**
 * Writes the redirects a preview listed, in the file's order and each as an administrator's own. A target that is
 * itself redirected is followed to where that leads (an old shop's export often chains), so the file needs no
 * ordering; a row that would still loop is answered as a problem, not written.
 */
export async function applyRedirectImport(db: Db, input: z.infer<typeof ZRedirectImport>, actor: TActor) {
  let added = 0;
  let updated = 0;
  const problems: { index: number; field: string; problem: string }[] = [];
  for (const [index, r] of input.redirects.entries()) {
    const key = targetKey(r.toPath);
    const onward = key ? await findRedirect(db, key) : null;
    const toPath = onward ? keepQuery(onward.toPath, r.toPath) : r.toPath;
    try {
      const cur = await findRedirect(db, r.fromPath);
      if (cur) { await updateRedirect(db, cur.id, { toPath }, actor, { log: false }); updated++; }
      else { await createRedirect(db, { fromPath: r.fromPath, toPath }, actor, { log: false }); added++; }
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      problems.push({ index, field: err.field ?? 'toPath', problem: err.key?.name ?? err.message });
    }
  }
  await logUserAction(db, actor, 'IMPORT', { type: 'redirect', detail: { added, updated, refused: problems.length } });
  return { added, updated, problems };
}

/** Every redirect as Shopify's redirect CSV, so it reads back here or into another platform. */
export async function exportRedirects(db: Db, actor: TActor): Promise<Response> {
  const rows = await db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects).orderBy(desc(redirects.createdDate)).limit(MAX_EXPORT_ROWS);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('redirects');
  ws.addRow(['Redirect from', 'Redirect to']);
  for (const r of rows) ws.addRow([r.fromPath, r.toPath]);
  // With a byte-order mark, so that Excel opens the Vietnamese in it as UTF-8.
  const body = Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(await wb.csv.writeBuffer())]);
  await logUserAction(db, actor, 'EXPORT', { type: 'redirect', detail: { redirects: rows.length } });
  return downloadResponse(body, `redirects-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv; charset=utf-8');
}
