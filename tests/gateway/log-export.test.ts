import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download } from '../http';
import { adminAndViewer } from '../helpers';
import { setupRoutes, startGatewayServer, startUpstream, within } from './harness';
import * as userLogExport from '@/app/api/v1/logs/user/export/route';
import * as systemLogExport from '@/app/api/v1/logs/system/export/route';
import * as taskFlowExport from '@/app/api/v1/logs/task-flow/export/route';
import * as taskFlowPage from '@/app/api/v1/logs/task-flow/pagination/route';
import * as userLogPage from '@/app/api/v1/logs/user/pagination/route';
import { fromWireDate } from '@/lib/wire';

/* Excel exports of the three logs, read back with the same library a spreadsheet user's file would be opened with. */

let up: Awaited<ReturnType<typeof startUpstream>>;
let gw: Awaited<ReturnType<typeof startGatewayServer>>;
let admin: string;
let viewer: string;
beforeAll(async () => { ({ admin, viewer } = await adminAndViewer()); up = await startUpstream(); gw = await startGatewayServer(); });
afterAll(async () => { await gw?.close(); await up?.close(); });

describe('log exports', () => {
  it('the task-flow export holds the filtered calls, newest first, times in the asked zone and headings in the asked language', async () => {
    const r = await setupRoutes(up.url);
    for (let i = 0; i < 3; i++) expect((await fetch(`${gw.url}/gateway/${r.code}/orders/${i}?n=${i}`, { headers: { 'x-api-key': r.key } })).status).toBe(200);
    expect((await fetch(`${gw.url}/gateway/${r.code}/orders/9`, { headers: { 'x-api-key': 'wrong' } })).status).toBe(401);
    const query = JSON.stringify({ source_system_id: r.sourceId });
    await within(3000, async () => (await call(taskFlowPage.GET, 'GET', { token: admin, query: { query } })).data.total === 3);
    const page = await call(taskFlowPage.GET, 'GET', { token: admin, query: { query } });

    const x = await download(taskFlowExport.GET, viewer, { query, tz: 'Asia/Ho_Chi_Minh', lang: 'en' });
    expect(x.status).toBe(200);
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
    expect(x.headers.get('content-disposition')).toMatch(/attachment; filename="task-flow-log-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [head, ...rows] = x.rows;
    expect(head.slice(0, 4)).toEqual(['Time', 'Status', 'Method', 'URL']);
    expect(rows.map((row) => row[3])).toEqual([2, 1, 0].map((i) => `/gateway/${r.code}/orders/${i}?n=${i}`));
    expect(rows.map((row) => row[11])).toEqual(page.data.items.map((it: { id: string }) => it.id));
    // The cell shows Vietnam's wall clock: seven hours ahead of the UTC instant on the wire (which drops milliseconds).
    const ahead = (rows[0][0] as Date).getTime() - fromWireDate(page.data.items[0].time_init)!.getTime();
    expect(ahead).toBeGreaterThanOrEqual(7 * 3600_000);
    expect(ahead).toBeLessThan(7 * 3600_000 + 1000);

    const vi = await download(taskFlowExport.GET, admin, { query: JSON.stringify({ source_system_id: r.sourceId, status: 'error' }), tz: 'UTC', lang: 'vi' });
    expect(vi.rows[0].slice(0, 2)).toEqual(['Thời gian', 'Trạng thái']);
    expect(vi.rows).toHaveLength(1); // the refusal carried no source: only the heading row
  });

  it('the user log export is itself recorded; bad options get a 400 naming the field; no session gets a 401', async () => {
    const x = await download(userLogExport.GET, admin, { query: 'admin', tz: 'Europe/Paris' });
    expect(x.status).toBe(200);
    expect(x.rows[0][0]).toBe('Thời gian');
    expect(x.rows.length).toBeGreaterThan(1);
    const logged = await call(userLogPage.GET, 'GET', { token: admin, query: { query: 'EXPORT' } });
    expect(logged.data.items[0]).toMatchObject({ action: 'EXPORT', entity: 'userLog' });

    const bad = await download(userLogExport.GET, admin, { tz: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^tz: /);
    expect((await download(systemLogExport.GET, admin, { lang: 'fr' })).status).toBe(400);
    expect((await download(taskFlowExport.GET, admin, { query: '{not json' })).status).toBe(400);
    expect((await download(systemLogExport.GET, undefined, {})).status).toBe(401);
    expect((await download(systemLogExport.GET, viewer, { level: 'info' })).status).toBe(200);
  });
});
