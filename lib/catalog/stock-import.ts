import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { products, type TVariant } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { messagesFor } from '@/lib/i18n/messages';
import { cellText } from '@/lib/logs/xlsx';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { invalidate, tags } from '@/lib/store/cache';
import { derived } from './derive';
import { variantText } from './export';
import { zMoney } from './schemas';

/* Prices and stock from a spreadsheet: the products screen's Excel export, edited (a stock-take, a price rise) and
   read back, as Shopify's inventory import and Haravan's "cập nhật tồn kho bằng Excel" do. Rows are matched by the
   export's slug and variant columns (unique, unlike SKUs, which nothing forces apart), so an export in either
   language reads back. Only price and stock are read. Reading changes nothing: it answers what would change and
   what is wrong; applying takes that list, and refuses it whole when a variant moved since it was read (an order
   took stock), so a stock-take never overwrites a sale it did not see. */

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 50_001;

/** The export's columns that are read; the others (name, SKU, collections…) are for people. */
type TField = 'slug' | 'variant' | 'price' | 'stock';
const FIELDS: TField[] = ['slug', 'variant', 'price', 'stock'];
/** Heading text (either language, any case) → field. */
const HEADINGS = new Map<string, TField>(
  (['vi', 'en'] as const).flatMap((lang) => FIELDS.map((f) => [messagesFor(lang).catalog[f].trim().toLowerCase(), f] as [string, TField])),
);

export type TImportProblem = { row: number; column: TField | null; problem: 'unknownProduct' | 'unknownVariant' | 'price' | 'stock' | 'repeated' };
export type TStockChange = {
  row: number; productId: string; variantId: string; name: string; variant: string; sku: string;
  price?: { from: number; to: number }; stock?: { from: number; to: number };
};

/** A number as Excel holds it, or as plain digits typed as text; anything else (30.000đ, "ba mươi") is not one. */
function cellNumber(v: ExcelJS.CellValue): number | null | 'bad' {
  const raw = typeof v === 'object' && v !== null && 'result' in v ? v.result : v;
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 'bad';
  const s = cellText(raw as ExcelJS.CellValue).trim();
  if (s === '') return null;
  return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Number(s) : 'bad';
}

type TRow = { row: number; slug: string; variant: string; price: number | null | 'bad'; stock: number | null | 'bad' };

/** The rows of the first sheet with slug, variant, price and stock headings in its first row. */
async function readRows(buf: Buffer): Promise<TRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw E.invalid('file', 'importNotXlsx');
  }
  for (const ws of wb.worksheets) {
    const at = new Map<TField, number>();
    ws.getRow(1).eachCell((cell, col) => {
      const f = HEADINGS.get(cellText(cell.value).trim().toLowerCase());
      if (f && !at.has(f)) at.set(f, col);
    });
    if (!at.has('slug') || !at.has('variant') || !(at.has('price') || at.has('stock'))) continue;
    if (ws.rowCount > MAX_ROWS) throw E.invalid('file', 'importTooManyRows', { max: MAX_ROWS - 1 });
    const rows: TRow[] = [];
    ws.eachRow((r, n) => {
      if (n === 1) return;
      const get = (f: TField) => (at.has(f) ? r.getCell(at.get(f)!).value : null);
      const slug = cellText(get('slug')).trim();
      // The export's last line may be a note ("50,000 of 50,000+ rows"): a row without a slug is not a product's.
      if (!slug) return;
      rows.push({ row: n, slug, variant: cellText(get('variant')).trim(), price: at.has('price') ? cellNumber(get('price')) : null, stock: at.has('stock') ? cellNumber(get('stock')) : null });
    });
    return rows;
  }
  throw E.invalid('file', 'importNoColumns');
}

/** What the file would change, and what in it is wrong; nothing is written. */
export async function previewStockImport(db: Db, buf: Buffer) {
  const rows = await readRows(buf);
  const slugs = [...new Set(rows.map((r) => r.slug))];
  const found = slugs.length ? await db.select({ id: products.id, slug: products.slug, name: products.name, variants: products.variants }).from(products).where(inArray(products.slug, slugs)) : [];
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const problems: TImportProblem[] = [];
  const changes: TStockChange[] = [];
  const seen = new Set<string>();
  let unchanged = 0;
  for (const r of rows) {
    const p = bySlug.get(r.slug);
    const v = p?.variants.find((x) => variantText(x.options) === r.variant);
    if (!p) { problems.push({ row: r.row, column: 'slug', problem: 'unknownProduct' }); continue; }
    if (!v) { problems.push({ row: r.row, column: 'variant', problem: 'unknownVariant' }); continue; }
    if (seen.has(`${p.id}/${v.id}`)) { problems.push({ row: r.row, column: 'variant', problem: 'repeated' }); continue; }
    seen.add(`${p.id}/${v.id}`);
    const price = r.price === 'bad' || (r.price !== null && !zMoney.safeParse(r.price).success) ? 'bad' : r.price;
    const stock = r.stock === 'bad' || (r.stock !== null && !(Number.isInteger(r.stock) && r.stock >= 0 && r.stock <= 1e9)) ? 'bad' : r.stock;
    if (price === 'bad') problems.push({ row: r.row, column: 'price', problem: 'price' });
    if (stock === 'bad') problems.push({ row: r.row, column: 'stock', problem: 'stock' });
    if (price === 'bad' || stock === 'bad') continue;
    const change: TStockChange = { row: r.row, productId: p.id, variantId: v.id, name: p.name, variant: r.variant, sku: v.sku };
    if (price !== null && price !== v.price) change.price = { from: v.price, to: price };
    if (stock !== null && stock !== v.stock) change.stock = { from: v.stock, to: stock };
    if (change.price || change.stock) changes.push(change);
    else unchanged++;
  }
  return { changes, unchanged, problems };
}

const ZFromTo = <T extends z.ZodType<number>>(t: T) => z.object({ from: t, to: t });
export const ZStockChanges = z.object({
  changes: z.array(z.object({
    productId: z.uuid(), variantId: z.string().min(1).max(40),
    price: ZFromTo(zMoney).optional(), stock: ZFromTo(z.number().int().min(0).max(1e9)).optional(),
  })).min(1).max(MAX_ROWS),
});

/** Writes the changes a preview listed, if every variant still holds what the preview read. */
export async function applyStockChanges(db: Db, input: z.infer<typeof ZStockChanges>, actor: TActor) {
  const ids = [...new Set(input.changes.map((c) => c.productId))].sort();
  const written = await db.transaction(async (tx) => {
    const rows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
    const byId = new Map(rows.map((p) => [p.id, { ...p, variants: p.variants.map((v) => ({ ...v })) as TVariant[] }]));
    const moved: { index: number; productId: string; variantId: string }[] = [];
    input.changes.forEach((c, index) => {
      const v = byId.get(c.productId)?.variants.find((x) => x.id === c.variantId);
      if (!v || (c.price && v.price !== c.price.from) || (c.stock && v.stock !== c.stock.from)) { moved.push({ index, productId: c.productId, variantId: c.variantId }); return; }
      if (c.price) v.price = c.price.to;
      if (c.stock) v.stock = c.stock.to;
    });
    if (moved.length) throw E.conflict('changes', 'importMoved', moved, { n: moved.length });
    // Every id was found: a missing product would have been among the moved ones.
    const touched = ids.map((id) => byId.get(id)!);
    for (const p of touched) {
      const { minPrice, maxPrice, stockTotal } = derived(p);
      await tx.update(products).set({ variants: p.variants, minPrice, maxPrice, stockTotal, updatedDate: new Date(), updatedBy: actor.username }).where(eq(products.id, p.id));
    }
    return touched;
  });
  invalidate(tags.products, ...written.map((p) => tags.product(p.id)));
  await logUserAction(db, actor, 'IMPORT', {
    type: 'product',
    detail: { products: written.length, variants: input.changes.length, prices: input.changes.filter((c) => c.price).length, stocks: input.changes.filter((c) => c.stock).length },
  });
  return { products: written.length, variants: input.changes.length };
}
