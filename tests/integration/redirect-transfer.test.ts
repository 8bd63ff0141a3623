import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { getDb } from '@/lib/db';
import { userLogs } from '@/lib/db/schema';
import { findRedirect } from '@/lib/redirects/service';
import * as redirectList from '@/app/api/v1/redirect/route';
import * as importRoute from '@/app/api/v1/redirect/import/route';
import * as applyRoute from '@/app/api/v1/redirect/import/apply/route';
import * as exportRoute from '@/app/api/v1/redirect/export/route';

let admin: string;
let viewer: string;
const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'x-client-ip': '127.0.0.1' });
const target = async (path: string) => (await findRedirect(await getDb(), path))?.toPath ?? null;

async function upload(bytes: Uint8Array | Buffer | string, token = admin, name = 'redirects.csv') {
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  const res = await importRoute.POST(new Request('http://localhost/api/v1/redirect/import', { method: 'POST', body: form, headers: headers(token) }), { params: Promise.resolve({}) });
  const json = await res.json();
  return { status: res.status, json, data: json.res_data };
}
const apply = (redirects: unknown, token = admin) => call(applyRoute.POST, 'POST', { token, body: { redirects } });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

describe('redirects from a moving shop\'s file', () => {
  it('reads Shopify\'s redirect CSV: what would be added, updated or is unchanged, and each bad row with its line; writes nothing until applied', async () => {
    const t = uniq('mv').toLowerCase();
    expect((await call(redirectList.POST, 'POST', { token: admin, body: { fromPath: `/${t}/kept`, toPath: '/shop' } })).status).toBe(201);
    expect((await call(redirectList.POST, 'POST', { token: admin, body: { fromPath: `/${t}/moved`, toPath: '/shop' } })).status).toBe(201);
    const csv = [
      'Redirect from,Redirect to',
      `/${t}/products/ao-thun,/product/ao-thun`,
      `"https://old.example.com/${t}/Collections/Ao,Quan",/collections/ceramics?utm_source=old`,
      `/${t}/kept,/shop`,
      `/${t}/moved,/blogs`,
      `/${t}/products/ao-thun,/shop`,
      `/console/x,/shop`,
      `/${t}/bad,javascript:alert(1)`,
      `/${t}/self,/${t}/self`,
      `/${t}/2024/01,/blogs`,
    ].join('\r\n');
    const r = await upload(`\uFEFF${csv}`);
    expect(r.status, r.json.message).toBe(200);
    expect(r.data.changes).toEqual([
      { row: 2, fromPath: `/${t}/products/ao-thun`, toPath: '/product/ao-thun', action: 'add' },
      { row: 3, fromPath: `/${t}/collections/ao,quan`, toPath: '/collections/ceramics?utm_source=old', action: 'add' },
      { row: 5, fromPath: `/${t}/moved`, toPath: '/blogs', action: 'update' },
      // A date-like address stays text, not a date.
      { row: 10, fromPath: `/${t}/2024/01`, toPath: '/blogs', action: 'add' },
    ]);
    expect(r.data.unchanged).toBe(1);
    expect(r.data.problems).toEqual([
      { row: 6, column: 'fromPath', problem: 'redirectRepeated' },
      { row: 7, column: 'fromPath', problem: 'redirectReserved' },
      { row: 8, column: 'toPath', problem: 'menuLink' },
      { row: 9, column: 'toPath', problem: 'redirectSelf' },
    ]);
    expect(await target(`/${t}/products/ao-thun`)).toBeNull();
    expect(await target(`/${t}/moved`)).toBe('/shop');

    const done = await apply(r.data.changes.map(({ fromPath, toPath }: { fromPath: string; toPath: string }) => ({ fromPath, toPath })));
    expect(done.status, done.json.message).toBe(200);
    expect(done.data).toEqual({ added: 3, updated: 1, problems: [] });
    expect(await target(`/${t}/PRODUCTS/ao-thun/`)).toBe('/product/ao-thun');
    expect(await target(`/${t}/moved`)).toBe('/blogs');
    const [log] = await (await getDb()).select().from(userLogs).where(and(eq(userLogs.entity, 'redirect'), eq(userLogs.action, 'IMPORT'))).orderBy(desc(userLogs.createdDate)).limit(1);
    expect(log.detail).toMatchObject({ added: 3, updated: 1, refused: 0 });
  });

  it('follows a chain inside the file whatever its order, and refuses only a loop', async () => {
    const t = uniq('ch').toLowerCase();
    // b → c comes after a → b: a ends at c, one hop. x → y and y → x would loop: the second is refused.
    const done = await apply([
      { fromPath: `/${t}/a`, toPath: `/${t}/b?utm_campaign=tet` },
      { fromPath: `/${t}/b`, toPath: `/${t}/c` },
      { fromPath: `/${t}/d`, toPath: `/${t}/a` },
      { fromPath: `/${t}/x`, toPath: `/${t}/y` },
      { fromPath: `/${t}/y`, toPath: `/${t}/x` },
    ]);
    expect(done.status, done.json.message).toBe(200);
    expect(done.data.added).toBe(4);
    expect(done.data.problems).toEqual([{ index: 4, field: 'toPath', problem: 'redirectSelf' }]);
    expect(await target(`/${t}/a`)).toBe(`/${t}/c?utm_campaign=tet`);
    expect(await target(`/${t}/d`)).toBe(`/${t}/c?utm_campaign=tet`);
  });

  it('reads two unheaded columns from Excel, and refuses what is not a redirect file with the field', async () => {
    const t = uniq('xl').toLowerCase();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow([`/${t}/san-pham/Áo`, '/shop']);
    ws.addRow([{ text: `/${t}/linked`, hyperlink: `https://old.example.com/${t}/linked` }, '/blogs']);
    const r = await upload(Buffer.from(await wb.xlsx.writeBuffer()), admin, 'redirects.xlsx');
    expect(r.status, r.json.message).toBe(200);
    expect(r.data.changes.map((c: { fromPath: string }) => c.fromPath)).toEqual([`/${t}/san-pham/áo`, `/${t}/linked`]);

    expect((await upload(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2]), admin, 'x.xlsx')).data.field).toBe('file');
    expect((await upload(Buffer.from([0, 1, 2, 3, 0, 0xff]), admin, 'x.bin')).data.field).toBe('file');
    expect((await upload('', admin)).data.field).toBe('file');
    expect((await upload('Redirect from,Redirect to\r\n', admin)).data.field).toBe('file');
    const big = Array.from({ length: 5002 }, (_, i) => `/${t}/${i},/shop`).join('\n');
    const tooMany = await upload(big);
    expect([tooMany.status, tooMany.data.field]).toEqual([400, 'file']);
  });

  it('checks roles and the apply body, and exports every redirect as Shopify\'s CSV, logged', async () => {
    expect((await upload('/a,/b', viewer)).status).toBe(403);
    expect((await apply([{ fromPath: '/a', toPath: '/b' }], viewer)).status).toBe(403);
    expect((await apply([])).data.field).toBe('redirects');
    expect((await apply([{ fromPath: '/a?x', toPath: '/b' }])).data.field).toBe('redirects.0.fromPath');

    const t = uniq('ex').toLowerCase();
    await call(redirectList.POST, 'POST', { token: admin, body: { fromPath: `/${t}/áo,mới`, toPath: '/shop' } });
    const res = await exportRoute.GET(new Request('http://localhost/api/v1/redirect/export', { headers: headers(viewer) }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFRedirect from,Redirect to')).toBe(true);
    expect(text).toContain(`"/${t}/áo,mới",/shop`);
    // The export reads back as a file with nothing to change.
    const again = await upload(text);
    expect(again.data.changes.filter((c: { fromPath: string }) => c.fromPath.startsWith(`/${t}/`))).toEqual([]);
  });
});
