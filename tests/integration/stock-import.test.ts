import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { getDb } from '@/lib/db';
import { userLogs } from '@/lib/db/schema';
import * as productList from '@/app/api/v1/product/route';
import * as productOne from '@/app/api/v1/product/[id]/route';
import * as productExport from '@/app/api/v1/product/export/route';
import * as importRoute from '@/app/api/v1/product/import/route';
import * as applyRoute from '@/app/api/v1/product/import/apply/route';
import * as orderRoute from '@/app/api/v1/order/route';
import { shipping } from './order-fixtures';

/* Prices and stock read back from the products screen's own Excel export, edited as staff edit it in Excel. */

let admin: string;
let viewer: string;
const word = `imp${Date.now().toString(36)}`;
type TProduct = { id: string; slug: string; variants: { id: string; sku: string; options: Record<string, string>; price: number; stock: number }[]; minPrice: number; maxPrice: number; stockTotal: number };
let tee: TProduct;
let scarf: TProduct;

const headers = (token?: string) => ({ 'x-client-ip': '127.0.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** The products screen's export for this file's products, as a workbook to edit. */
async function exported(lang: 'vi' | 'en') {
  const url = new URL('http://localhost/api/v1/product/export');
  url.searchParams.set('query', JSON.stringify({ text: word }));
  url.searchParams.set('lang', lang);
  const res = await productExport.GET(new Request(url, { headers: headers(admin) }), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return wb;
}
/** The column of a heading in the sheet's first row. */
const col = (ws: ExcelJS.Worksheet, heading: string) => {
  let at = 0;
  ws.getRow(1).eachCell((c, i) => { if (c.value === heading) at = i; });
  expect(at, heading).toBeGreaterThan(0);
  return at;
};
/** The row of a variant, by its SKU. */
const rowOf = (ws: ExcelJS.Worksheet, sku: string, skuCol: number) => {
  let at = 0;
  ws.eachRow((r, n) => { if (r.getCell(skuCol).value === sku) at = n; });
  expect(at, sku).toBeGreaterThan(0);
  return ws.getRow(at);
};

async function upload(bytes: Uint8Array | Buffer, token = admin, name = 'products.xlsx') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const res = await importRoute.POST(new Request('http://localhost/api/v1/product/import', { method: 'POST', body: form, headers: headers(token) }), { params: Promise.resolve({}) });
  const json = await res.json();
  return { status: res.status, json, data: json.res_data };
}
const product = async (id: string) => (await call(productOne.GET, 'GET', { token: admin, params: { id } })).data as TProduct;

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  const make = async (body: Record<string, unknown>) => {
    const r = await call(productList.POST, 'POST', { token: admin, body: { status: 'published', ...body } });
    expect(r.status, r.json.message).toBe(201);
    return r.data as TProduct;
  };
  tee = await make({
    name: `Áo ${word}`, price: 250000, optionGroups: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [{ sku: `${word}-S`, options: { Size: 'S' }, price: 250000, stock: 4 }, { sku: `${word}-M`, options: { Size: 'M' }, price: 270000, stock: 0 }],
  });
  scarf = await make({ name: `Khăn ${word}`, price: 120000, variants: [{ sku: `${word}-K`, options: {}, price: 120000, stock: 9 }] });
});

describe('prices and stock from Excel', () => {
  it('reads the edited export, says what would change without changing it, then applies it and logs it', async () => {
    const wb = await exported('vi');
    const ws = wb.worksheets[0];
    const sku = col(ws, 'SKU');
    const price = col(ws, 'Giá');
    const stock = col(ws, 'Tồn kho');
    rowOf(ws, `${word}-S`, sku).getCell(stock).value = 12; // a stock-take
    rowOf(ws, `${word}-M`, sku).getCell(price).value = 290000; // a price rise
    rowOf(ws, `${word}-M`, sku).getCell(stock).value = '3'; // typed as text
    rowOf(ws, `${word}-K`, sku).getCell(stock).value = null; // left empty: kept
    const file = Buffer.from(await wb.xlsx.writeBuffer());

    const preview = await upload(file);
    expect(preview.status, preview.json.message).toBe(200);
    expect(preview.data.problems).toEqual([]);
    expect(preview.data.unchanged).toBe(1);
    const bySku = Object.fromEntries(preview.data.changes.map((c: { sku: string }) => [c.sku, c]));
    expect(bySku[`${word}-S`]).toMatchObject({ productId: tee.id, name: `Áo ${word}`, variant: 'Size: S', stock: { from: 4, to: 12 } });
    expect(bySku[`${word}-S`].price).toBeUndefined();
    expect(bySku[`${word}-M`]).toMatchObject({ price: { from: 270000, to: 290000 }, stock: { from: 0, to: 3 } });
    expect((await product(tee.id)).variants.map((v) => v.stock), 'nothing written by reading').toEqual([4, 0]);

    const applied = await call(applyRoute.POST, 'POST', { token: admin, body: { changes: preview.data.changes } });
    expect(applied.status, applied.json.message).toBe(200);
    expect(applied.data).toEqual({ products: 1, variants: 2 });
    const after = await product(tee.id);
    expect(after.variants.map((v) => [v.sku, v.price, v.stock])).toEqual([[`${word}-S`, 250000, 12], [`${word}-M`, 290000, 3]]);
    // The listing's derived columns follow: price range, stock total.
    expect([after.minPrice, after.maxPrice, after.stockTotal]).toEqual([250000, 290000, 15]);
    expect((await product(scarf.id)).variants[0].stock).toBe(9);
    const [log] = await (await getDb()).select({ detail: userLogs.detail }).from(userLogs).where(and(eq(userLogs.action, 'IMPORT'), eq(userLogs.entity, 'product')));
    expect(log?.detail).toMatchObject({ products: 1, variants: 2, prices: 1, stocks: 2 });

    // The same file again changes nothing more.
    const again = await upload(file);
    expect([again.data.changes.length, again.data.unchanged]).toEqual([0, 3]);
  });

  it('reads an English export too, and refuses a list when a variant moved since it was read (an order took stock)', async () => {
    const wb = await exported('en');
    const ws = wb.worksheets[0];
    const sku = col(ws, 'SKU');
    rowOf(ws, `${word}-K`, sku).getCell(col(ws, 'Stock')).value = 20;
    const preview = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(preview.data.changes).toEqual([expect.objectContaining({ sku: `${word}-K`, stock: { from: 9, to: 20 } })]);

    const order = await call(orderRoute.POST, 'POST', { body: { items: [{ id: scarf.id, selectedVariations: {}, amount: 1 }], shippingInformation: { ...shipping, phone: '0913 000 201' }, paymentMethod: 'COD' } });
    expect(order.status, order.json.message).toBe(201);
    const refused = await call(applyRoute.POST, 'POST', { token: admin, body: { changes: preview.data.changes } });
    expect([refused.status, refused.data.field, refused.data.key]).toEqual([409, 'changes', 'importMoved']);
    expect((await product(scarf.id)).variants[0].stock, 'the sale is not overwritten').toBe(8);
  });

  it('lists what is wrong in the file by row and column, and refuses files and callers it cannot take', async () => {
    const wb = await exported('vi');
    const ws = wb.worksheets[0];
    const sku = col(ws, 'SKU');
    const slug = col(ws, 'Đường dẫn (slug)');
    rowOf(ws, `${word}-S`, sku).getCell(col(ws, 'Giá')).value = '30.000đ';
    rowOf(ws, `${word}-M`, sku).getCell(col(ws, 'Tồn kho')).value = -2;
    rowOf(ws, `${word}-K`, sku).getCell(slug).value = `${word}-no-such-product`;
    const copy = ws.addRow((rowOf(ws, `${word}-S`, sku).values as unknown[]).slice(1));
    copy.getCell(col(ws, 'Giá')).value = 1;
    ws.addRow([`${word} <script>`, null, null, 'Size: XL', 1, null, 1, null, null, tee.slug]);
    const preview = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(preview.status).toBe(200);
    const problems = preview.data.problems.map((p: { column: string; problem: string }) => `${p.column}:${p.problem}`).sort();
    expect(problems).toEqual(['price:price', 'slug:unknownProduct', 'stock:stock', 'variant:repeated', 'variant:unknownVariant']);
    expect(preview.data.problems.every((p: { row: number }) => p.row >= 2)).toBe(true);

    const notExcel = await upload(Buffer.from('name,price\nx,1'), admin, 'products.csv');
    expect([notExcel.status, notExcel.data.field, notExcel.data.key]).toEqual([400, 'file', 'importNotXlsx']);
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['Name', 'Price']);
    const noColumns = await upload(Buffer.from(await other.xlsx.writeBuffer()));
    expect([noColumns.status, noColumns.data.field, noColumns.data.key]).toEqual([400, 'file', 'importNoColumns']);

    expect((await upload(Buffer.from('x'), viewer)).status).toBe(403);
    const res = await importRoute.POST(new Request('http://localhost/api/v1/product/import', { method: 'POST', body: new FormData(), headers: headers() }), { params: Promise.resolve({}) });
    expect(res.status).toBe(401);
    const json = await call(importRoute.POST, 'POST', { token: admin, body: {} });
    expect([json.status, json.data.field]).toEqual([400, 'content-type']);
    for (const body of [{}, { changes: [] }, { changes: [{ productId: 'x', variantId: 'v', stock: { from: 1, to: -1 } }] }, { changes: 'all' }]) {
      const r = await call(applyRoute.POST, 'POST', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(applyRoute.POST, 'POST', { token: viewer, body: { changes: [{ productId: tee.id, variantId: tee.variants[0].id, stock: { from: 1, to: 2 } }] } })).status).toBe(403);
    const unknown = await call(applyRoute.POST, 'POST', { token: admin, body: { changes: [{ productId: '00000000-0000-4000-8000-000000000000', variantId: 'v1', stock: { from: 1, to: 2 } }] } });
    expect([unknown.status, unknown.data.field]).toEqual([409, 'changes']);
  });
});
