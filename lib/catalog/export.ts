import { z } from 'zod';
import type { Db } from '@/lib/db';
import { zJsonParam } from '@/lib/api/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { cutNote, EXPORT_MAX_ROWS, xlsxBook, xlsxResponse, ZExportOptions, type TColumn } from '@/lib/logs/xlsx';
import { listCollections } from './collections';
import { productsMatching, type TProduct } from './products';
import { ZConsoleProductFilter } from './schemas';

/* The catalogue as an Excel file for stock-taking and price checks: a row per variant (what is counted on a shelf and
   sold), with its product's name, state and collections, for the products screen's filters, in its order. */

export const ZProductExportQuery = z.object({ query: zJsonParam(ZConsoleProductFilter) }).extend(ZExportOptions.shape);

type TVariantRow = { product: TProduct; sku: string; options: Record<string, string>; price: number; stock: number };

const MONEY = '#,##0';

/** A variant's options as the sheet writes them, "Size: M, Colour: Sand" ('' without options): the stock import
 *  matches rows back to variants by this text (stock-import.ts). */
export const variantText = (options: Record<string, string>) => Object.entries(options).map(([k, v]) => `${k}: ${v}`).join(', ');

export async function exportProducts(db: Db, q: z.infer<typeof ZProductExportQuery>, actor: TActor) {
  const { tz, lang } = q;
  const filters = q.query ?? ZConsoleProductFilter.parse({});
  const all = messagesFor(lang);
  const m = all.catalog;
  const statusName = m.status as Record<string, string>;
  const collectionName = new Map((await listCollections(db, { all: true }, 'console')).map((c) => [c.id, c.name]));
  let products = 0;
  async function* rows(): AsyncGenerator<TVariantRow> {
    for await (const p of productsMatching(db, { ...filters, page: 1, limit: 1 }, EXPORT_MAX_ROWS)) {
      products++;
      // A product always has its variants; an old one saved without any still gets its row, at the product's price.
      if (!p.variants.length) yield { product: p, sku: '', options: {}, price: p.price, stock: 0 };
      for (const v of p.variants) yield { product: p, ...v };
    }
  }
  const columns: TColumn<TVariantRow>[] = [
    { header: m.name, width: 36, value: (r) => r.product.name },
    { header: m.state, width: 12, value: (r) => statusName[r.product.status] ?? r.product.status },
    { header: m.sku, width: 16, value: (r) => r.sku || null },
    { header: m.variant, width: 28, value: (r) => variantText(r.options) || null },
    { header: m.price, width: 14, value: (r) => r.price, numFmt: MONEY },
    { header: m.compareAtPrice, width: 14, value: (r) => r.product.compareAtPrice, numFmt: MONEY },
    { header: m.stock, width: 10, value: (r) => r.stock },
    { header: m.collections, width: 36, value: (r) => r.product.collectionIds.map((id) => collectionName.get(id)).filter(Boolean).join(', ') || null },
    { header: m.featured, width: 10, value: (r) => (r.product.isFeatured ? all.common.yes : null) },
    { header: m.slug, width: 30, value: (r) => r.product.slug },
    { header: m.updated, width: 20, value: (r) => r.product.updatedDate, date: true },
  ];
  // Products are not counted up front (the listing counts to 1,000 only): reaching the cap is what says more were left.
  const cut = () => (products >= EXPORT_MAX_ROWS ? cutNote(lang, products, `${EXPORT_MAX_ROWS}+`) : undefined);
  const buf = await xlsxBook([{ title: m.stockSheet, columns, rows: rows(), note: cut }], tz);
  await logUserAction(db, actor, 'EXPORT', { type: 'product', detail: { filters, products } });
  return xlsxResponse(buf, 'products');
}
