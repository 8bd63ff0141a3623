import { beforeAll, describe, expect, it } from 'vitest';
import { call, download, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import * as productList from '@/app/api/v1/product/route';
import * as collectionList from '@/app/api/v1/collection/route';
import * as productExport from '@/app/api/v1/product/export/route';
import * as productPage from '@/app/api/v1/product/pagination/route';
import * as userLogPage from '@/app/api/v1/logs/user/pagination/route';

/* The catalogue's Excel export: a row per variant, for the products screen's filters. */

let admin: string;
let viewer: string;
const word = `zq${Date.now().toString(36)}`;
let collection: string;

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  const make = async (body: Record<string, unknown>) => {
    const r = await call(productList.POST, 'POST', { token: admin, body });
    expect(r.status, r.json.message).toBe(201);
    return r.data as { id: string };
  };
  const tee = await make({
    name: `Áo ${word} linen`, price: 250000, compareAtPrice: 300000, status: 'published', isFeatured: true,
    optionGroups: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [{ sku: 'EXP-S', options: { Size: 'S' }, price: 250000, stock: 4 }, { sku: 'EXP-M', options: { Size: 'M' }, price: 270000, stock: 0 }],
  });
  await make({ name: `Khăn ${word} silk`, price: 120000, status: 'draft', variants: [{ sku: 'EXP-K', options: {}, price: 120000, stock: 9 }] });
  collection = uniq('Export ');
  expect((await call(collectionList.POST, 'POST', { token: admin, body: { name: collection, productIds: [tee.id] } })).status).toBe(201);
});

describe('product export', () => {
  it('is a sheet of the filtered products\' variants, with state, collections and stock, in the asked language', async () => {
    const x = await download(productExport.GET, viewer, { query: JSON.stringify({ text: word }), lang: 'vi', tz: 'Asia/Ho_Chi_Minh' });
    expect(x.status, JSON.stringify(x.json)).toBe(200);
    expect(x.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(x.sheets.map((s) => s.name)).toEqual(['Tồn kho']);
    const [head, ...rows] = x.rows;
    expect(head.slice(0, 9)).toEqual(['Tên', 'Trạng thái', 'SKU', 'Biến thể', 'Giá', 'Giá so sánh', 'Tồn kho', 'Bộ sưu tập', 'Nổi bật']);
    // In the products screen's order (newest first, as the grid shows them with the same filter).
    expect(rows.map((r) => r.slice(0, 9))).toEqual([
      [`Khăn ${word} silk`, 'Nháp', 'EXP-K', null, 120000, null, 9, null, null],
      [`Áo ${word} linen`, 'Đã đăng', 'EXP-S', 'Size: S', 250000, 300000, 4, collection, 'Có'],
      [`Áo ${word} linen`, 'Đã đăng', 'EXP-M', 'Size: M', 270000, 300000, 0, collection, 'Có'],
    ].map((r) => r.map((v) => v ?? undefined)));
    const grid = await call(productPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: word }) } });
    expect(grid.data.items.map((p: { name: string }) => p.name)).toEqual([`Khăn ${word} silk`, `Áo ${word} linen`]);
    const byName = await download(productExport.GET, viewer, { query: JSON.stringify({ text: word, sort: 'name' }) });
    const gridByName = await call(productPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ text: word, sort: 'name' }) } });
    expect([...new Set(byName.rows.slice(1).map((r) => r[0]))]).toEqual(gridByName.data.items.map((p: { name: string }) => p.name));
    expect(x.sheets[0].getCell('E2').numFmt).toBe('#,##0');

    const published = await download(productExport.GET, admin, { query: JSON.stringify({ text: word, status: 'published' }), lang: 'en' });
    expect(published.rows[0].slice(0, 2)).toEqual(['Name', 'Status']);
    expect(published.rows.slice(1).map((r) => r[2])).toEqual(['EXP-S', 'EXP-M']);
    // Neither product is sold out. The screen then falls back to similar words, as the grid does, so the file holds
    // what the grid shows (other tests' sold-out products, or nothing), never these two.
    const soldOutQuery = JSON.stringify({ text: word, soldOut: true });
    const soldOut = await download(productExport.GET, admin, { query: soldOutQuery });
    const soldOutGrid = await call(productPage.GET, 'GET', { token: admin, query: { query: soldOutQuery, limit: 100 } });
    expect([...new Set(soldOut.rows.slice(1).map((r) => r[0]))]).toEqual(soldOutGrid.data.items.map((p: { name: string }) => p.name));
    expect(soldOut.rows.slice(1).map((r) => r[0])).not.toContain(`Áo ${word} linen`);

    const logged = await call(userLogPage.GET, 'GET', { token: admin, query: { query: 'EXPORT' } });
    expect(logged.data.items.find((l: { entity: string }) => l.entity === 'product')).toMatchObject({ action: 'EXPORT' });
  });

  it('refuses bad filters with the field at fault, and anyone without a console role', async () => {
    const bad = await download(productExport.GET, admin, { query: JSON.stringify({ status: 'lost' }) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^query: status: /);
    expect((await download(productExport.GET, admin, { lang: 'fr' })).json.res_data.field).toBe('lang');
    expect((await download(productExport.GET, undefined, {})).status).toBe(401);
  });
});
