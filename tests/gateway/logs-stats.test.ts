import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'undici';
import { and, count, eq, sql } from 'drizzle-orm';
import { call } from '../http';
import { loginAs, makeUser } from '../helpers';
import { setupRoutes, sleep, startGatewayServer, startUpstream, within } from './harness';
import { getDb } from '@/lib/db';
import { config } from '@/lib/config';
import { systemLogs, taskFlowLogs } from '@/lib/db/schema';
import { Gateway } from '@/lib/gateway/proxy';
import { taskFlowList, taskFlowWhere } from '@/lib/gateway/admin/task-flow';
import { LogWriter } from '@/lib/gateway/log-writer';
import { Stats } from '@/lib/gateway/stats';
import * as taskFlowPage from '@/app/api/v1/logs/task-flow/pagination/route';
import * as dashboardRoute from '@/app/api/v1/statistics/dashboard/route';
import * as targetSystem from '@/app/api/v1/target-system/route';
import * as targetSystemId from '@/app/api/v1/target-system/[id]/route';
import * as targetApi from '@/app/api/v1/target-api/route';
import * as targetApiPage from '@/app/api/v1/target-api/pagination/route';
import * as sourceSystem from '@/app/api/v1/source-system/route';
import * as sourcePage from '@/app/api/v1/source-system/pagination/route';
import * as userLog from '@/app/api/v1/logs/user/pagination/route';

let up: Awaited<ReturnType<typeof startUpstream>>;
let gw: Awaited<ReturnType<typeof startGatewayServer>>;

beforeAll(async () => { up = await startUpstream(); gw = await startGatewayServer(); });
afterAll(async () => { await gw?.close(); await up?.close(); });

const countFor = async (sourceId: string) =>
  (await (await getDb()).select({ n: count() }).from(taskFlowLogs).where(eq(taskFlowLogs.source_system_id, sourceId)))[0].n;

/** Pushes one minimal record per id into a writer, all at once. */
function pushAll(w: LogWriter, ids: string[], instanceId: string) {
  const now = Date.now();
  for (const [i, id] of ids.entries()) w.push({ id, time_init: now, finished_at: now, method: 'GET', url: `/gateway/x/${i}`, status: 200, duration_ms: 1, gateway_ms: 1, upstream_ms: 0, instance_id: instanceId });
}
/** How many of an instance's rows each transaction (xmin) stored, smallest first: one number per write statement. */
async function rowsPerStatement(instanceId: string): Promise<number[]> {
  const r = await (await getDb()).execute(sql`select count(*)::int as n from ${taskFlowLogs} where ${taskFlowLogs.instance_id} = ${instanceId} group by xmin::text`);
  return (r as unknown as { rows: { n: number }[] }).rows.map((x) => x.n).sort((a, b) => a - b);
}
const newIds = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());

describe('the task-flow log', () => {
  it('writes exactly one record per call after 10,000 calls', async () => {
    const r = await setupRoutes(up.url);
    const client = new Pool(gw.url, { connections: 50 });
    let sent = 0;
    const statuses = new Map<number, number>();
    await Promise.all(Array.from({ length: 50 }, async (_, w) => {
      for (let i = w; i < 10_000; i += 50) {
        // One in ten calls is refused (ungranted API): refused calls are logged too.
        const res = await client.request({ path: `/gateway/${r.code}${i % 10 === 0 ? '/secret' : `/orders/${i}`}`, method: 'GET', headers: { 'x-api-key': r.key } });
        await res.body.dump();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        sent++;
      }
    }));
    await client.close();
    expect(sent).toBe(10_000);
    expect(statuses.get(200)).toBe(9_000);
    expect(statuses.get(403)).toBe(1_000);
    await within(5000, async () => (await countFor(r.sourceId)) === 10_000);
    await sleep(300);
    expect(await countFor(r.sourceId)).toBe(10_000);

    const page = await call(taskFlowPage.GET, 'GET', { token: r.admin, query: { page: 1, limit: 5, query: JSON.stringify({ source_system_id: r.sourceId, status: 'error' }) } });
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(1_000);
    expect(page.data.items).toHaveLength(5);
    expect(page.data.items[0]).not.toHaveProperty('request_data');
    const times = page.data.items.map((i: { time_init: string }) => i.time_init);
    expect([...times].sort().reverse()).toEqual(times);
  }, 120_000);

  it('lists newest first from an index, whatever the filter, never by reading the whole table', async () => {
    const db = await getDb();
    const [api, source] = [crypto.randomUUID(), crypto.randomUUID()];
    // 30,000 records over 17 hours two days ago, in time order as the gateway writes them; one in ten for this API and source.
    await db.execute(sql`insert into ${taskFlowLogs} (id, time_init, finished_at, api_id, source_system_id, method, url, status, duration_ms, gateway_ms, upstream_ms)
      select gen_random_uuid(), t, t, case when i % 10 = 0 then ${api}::uuid end, case when i % 10 = 0 then ${source}::uuid end, 'GET',
        '/gateway/plan/' || i, case when i % 7 = 0 then 502 else 200 end, 1, 1, 0
      from (select i, now() - interval '2 days' + i * interval '2 seconds' as t from generate_series(1, 30000) i) s`);
    await db.execute(sql`analyze ${taskFlowLogs}`);
    const from = new Date(Date.now() - 40 * 3600_000);
    const to = new Date(from.getTime() + 3600_000);
    for (const f of [{}, { status: 502 }, { api_id: api, status: 'error' as const }, { source_system_id: source, from, to }]) {
      const r = await db.execute(sql`explain ${taskFlowList(db, taskFlowWhere(f), 40, 20)}`);
      const plan = (r as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan, JSON.stringify(f)).toMatch(/Index Scan.* on task_flow_logs/);
      expect(plan, JSON.stringify(f)).not.toMatch(/Seq Scan/);
    }
  });

  it('is readable through the admin API within 2 s of the call', async () => {
    const r = await setupRoutes(up.url);
    const res = await fetch(`${gw.url}/gateway/${r.code}/orders/7`, { headers: { 'x-api-key': r.key } });
    const taskId = res.headers.get('x-request-id');
    const took = await within(2000, async () => {
      const p = await call(taskFlowPage.GET, 'GET', { token: r.admin, query: { query: JSON.stringify({ source_system_id: r.sourceId, text: '/orders/7' }) } });
      return p.data.items.some((i: { task_id: string }) => i.task_id === taskId);
    });
    expect(took).toBeLessThan(2000);
  });

  it('counts dropped records when the buffer is full, and writes that count as a system event', async () => {
    const db = await getDb();
    const id = `tiny-buffer-${process.pid}-${Date.now()}`;
    const g = new Gateway(db, { instanceId: id, maxBodyBytes: 1024, logBodyBytes: 64, maxBufferedLogs: 3, trustedProxies: new Set(), logFlushMs: 60_000 });
    const base = { time_init: Date.now(), finished_at: Date.now(), method: 'GET', url: '/gateway/x', status: 404, duration_ms: 1, gateway_ms: 1, upstream_ms: 0, instance_id: id };
    for (let i = 0; i < 8; i++) g.logs.push({ ...base, id: crypto.randomUUID() });
    expect(g.logs.pending).toBe(3);
    expect(g.logs.droppedCount).toBe(5);
    expect(g.stats.logsDropped).toBe(5);
    expect(g.stats.prometheus(id)).toContain(`gateway_task_flow_dropped_total{instance="${id}"} 5`);
    await g.close();
    const events = await db.select().from(systemLogs).where(eq(systemLogs.event, 'TASK_FLOW_DROPPED'));
    expect(events.some((e) => (e.detail as { dropped: number; instance: string }).instance === id && (e.detail as { dropped: number }).dropped === 5)).toBe(true);
    expect((await db.select({ n: count() }).from(taskFlowLogs).where(eq(taskFlowLogs.instance_id, id)))[0].n).toBe(3);
  });

  it('a writer that has fallen behind takes several waiting batches in one statement', async () => {
    const db = await getDb();
    /** 40 records pushed at once in batches of 10. */
    const statementsOf = async (batchesPerWrite: number) => {
      const id = `catch-up-${batchesPerWrite}-${process.pid}-${Date.now()}`;
      const w = new LogWriter(db, { instanceId: id, maxBuffered: 1000, batchSize: 10, intervalMs: 60_000, stats: new Stats(id), batchesPerWrite });
      pushAll(w, newIds(40), id);
      await w.close();
      return rowsPerStatement(id);
    };
    // The first full batch starts a write at once; the three filled while it ran wait for the next one.
    expect(await statementsOf(1)).toEqual([10, 10, 10, 10]);
    expect(await statementsOf(10)).toEqual([10, 30]);
  });

  it('writes waiting batches side by side, and a group that fails is retried without storing anything twice', async () => {
    const db = await getDb();
    const id = `side-by-side-${process.pid}-${Date.now()}`;
    const w = new LogWriter(db, { instanceId: id, maxBuffered: 1000, batchSize: 10, intervalMs: 60_000, stats: new Stats(id), writesAtOnce: 3 });
    const ids = newIds(40);
    // Record 15 repeats record 3's id: the first batch is stored by then, so the second batch's COPY fails on the
    // primary key while the third and fourth, written beside it, succeed; the retry stores the second without it.
    ids[15] = ids[3];
    pushAll(w, ids, id);
    await w.close();
    expect(w.pending).toBe(0);
    expect(await rowsPerStatement(id)).toEqual([9, 10, 10, 10]);
  });

  it('stopping finishes calls in flight and flushes every record', async () => {
    const r = await setupRoutes(up.url);
    const other = await startGatewayServer({ instanceId: 'draining' });
    const calls = Array.from({ length: 20 }, () => fetch(`${other.url}/gateway/${r.code}/slow?ms=300`, { headers: { 'x-api-key': r.key } }).then((x) => x.status));
    await within(10_000, async () => other.gw.gateway.stats.inFlight === 20);
    await other.gw.stop();
    expect(await Promise.all(calls)).toEqual(Array(20).fill(200));
    const db = await getDb();
    expect((await db.select({ n: count() }).from(taskFlowLogs).where(and(eq(taskFlowLogs.source_system_id, r.sourceId), eq(taskFlowLogs.instance_id, 'draining'))))[0].n).toBe(20);
    await other.close().catch(() => undefined);
  });

  it('refuses a task-flow query that is not JSON or has bad fields', async () => {
    const admin = (await setupRoutes(up.url)).admin;
    expect((await call(taskFlowPage.GET, 'GET', { token: admin, query: { query: '{oops' } })).data.field).toBe('query');
    expect((await call(taskFlowPage.GET, 'GET', { token: admin, query: { query: JSON.stringify({ status: 'sometimes' }) } })).status).toBe(400);
    expect((await call(taskFlowPage.GET, 'GET', { token: admin, query: { query: JSON.stringify({ from: '2026-13-01 00:00:00' }) } })).status).toBe(400);
  });
});

describe('statistics', () => {
  it('the dashboard answers the four metrics and a series, summed across instances', async () => {
    const r = await setupRoutes(up.url);
    const before = (await call(dashboardRoute.GET, 'GET', { token: r.admin, query: { range: '1h' } })).data;
    const live = { processed: gw.gw.gateway.stats.processed, errors: gw.gw.gateway.stats.errors };
    for (let i = 0; i < 6; i++) await (await fetch(`${gw.url}/gateway/${r.code}${i < 4 ? '/orders/1' : '/secret'}`, { headers: { 'x-api-key': r.key } })).arrayBuffer();
    // The client has its answer a moment before the gateway has counted the call.
    await within(2000, async () => gw.gw.gateway.stats.inFlight === 0);
    await gw.gw.gateway.logs.flush();
    const after = (await call(dashboardRoute.GET, 'GET', { token: r.admin, query: { range: '1h' } })).data;
    // This instance counted exactly these calls; the dashboard sums every instance (other test files share a
    // PostgreSQL database), so it grew by at least as much.
    expect(gw.gw.gateway.stats.processed - live.processed).toBe(6);
    expect(gw.gw.gateway.stats.errors - live.errors).toBe(2);
    expect(after.processed - before.processed).toBeGreaterThanOrEqual(6);
    expect(after.errors - before.errors).toBeGreaterThanOrEqual(2);
    expect(after).toHaveProperty('in_flight');
    expect(after.avg_ms).toBeGreaterThanOrEqual(0);
    expect(after.series.length).toBeGreaterThan(0);
    expect(after.series[0].t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect((await call(dashboardRoute.GET, 'GET', { token: r.admin, query: { range: '1y' } })).status).toBe(400);
  });

  it('serves Prometheus text at /metrics to an allowed scraper', async () => {
    const res = await fetch(`${gw.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/gateway_requests_total\{instance="[^"]+"\} \d+/);
    expect(text).toMatch(/gateway_in_flight/);
    expect(text).toMatch(/gateway_task_flow_dropped_total\{instance="[^"]+"\} 0/);
  });

  it('serves /metrics to a console session from an address that is not an allowed scraper, and 403 to anyone else', async () => {
    // The session is read from the gateway's own database handle (the standalone gateway opens no other).
    const cfg = config() as { METRICS_ALLOW: string };
    const allowed = cfg.METRICS_ALLOW;
    cfg.METRICS_ALLOW = '203.0.113.9';
    try {
      const admin = await loginAs('admin', process.env.ADMIN_PASSWORD!);
      expect((await fetch(`${gw.url}/metrics`)).status).toBe(403);
      expect((await fetch(`${gw.url}/metrics`, { headers: { authorization: 'Bearer not-a-session' } })).status).toBe(403);
      const res = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/gateway_requests_total/);
    } finally {
      cfg.METRICS_ALLOW = allowed;
    }
  });
});

describe('admin API', () => {
  it('validates target systems, never returns the auth key, and answers 409 on a duplicate code', async () => {
    const { admin, code, targetId } = await setupRoutes(up.url);
    const bad = [
      [{ name: 'X', code: 'Bad Code', origin_url: 'http://a' }, 'code'],
      [{ name: 'X', code: 'okcode', origin_url: 'ftp://a' }, 'origin_url'],
      [{ name: 'X', code: 'okcode', origin_url: 'http://a?x=1' }, 'origin_url'],
      [{ name: 'X', code: 'okcode', origin_url: 'http://a', timeout_ms: 5 }, 'timeout_ms'],
      [{ name: 'X', code: 'okcode', origin_url: 'http://a', auth_key: 'a\r\nInjected: 1' }, 'auth_key'],
      [{ name: '<script>', code: 'okcode', origin_url: 'http://a' }, 'name'],
    ] as const;
    for (const [body, field] of bad) expect((await call(targetSystem.POST, 'POST', { token: admin, body })).data.field).toBe(field);
    expect((await call(targetSystem.POST, 'POST', { token: admin, body: { name: 'Dup', code, origin_url: 'http://a' } })).status).toBe(409);
    const one = await call(targetSystemId.GET, 'GET', { token: admin, params: { id: targetId } });
    expect(one.data).toMatchObject({ code, auth_key_set: true, auth_key_hint: '••••-123', auth_header: 'Authorization', timeout_ms: 2000 });
    expect(JSON.stringify(one.data)).not.toContain('upstream-secret');
    const list = await call(targetSystem.GET, 'GET', { token: admin });
    expect(JSON.stringify(list.data)).not.toContain('upstream-secret');
    expect((await call(targetSystemId.GET, 'GET', { token: admin, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('validates APIs and source systems', async () => {
    const { admin, targetId, apis } = await setupRoutes(up.url);
    expect((await call(targetApi.POST, 'POST', { token: admin, body: { api_name: 'x', method: 'GET', path: 'no-slash', target_system_id: targetId } })).data.field).toBe('path');
    expect((await call(targetApi.POST, 'POST', { token: admin, body: { api_name: 'x', method: 'FETCH', path: '/a', target_system_id: targetId } })).data.field).toBe('method');
    expect((await call(targetApi.POST, 'POST', { token: admin, body: { api_name: 'x', method: 'GET', path: '/orders/:id', target_system_id: targetId } })).status).toBe(409);
    expect((await call(targetApi.POST, 'POST', { token: admin, body: { api_name: 'x', method: 'GET', path: '/a', target_system_id: '00000000-0000-4000-8000-000000000000' } })).data.field).toBe('target_system_id');
    const filtered = await call(targetApiPage.GET, 'GET', { token: admin, query: { target_system_id: targetId, limit: 100 } });
    expect(filtered.data.total).toBe(Object.keys(apis).length);
    expect((await call(sourceSystem.POST, 'POST', { token: admin, body: { name: 'Bad IP', source_ip: '10.0.0.0/33' } })).data.field).toBe('source_ip');
    expect((await call(sourceSystem.POST, 'POST', { token: admin, body: { name: 'Bad API', api_ids: ['00000000-0000-4000-8000-000000000000'] } })).data.field).toBe('api_ids');
    expect((await call(sourceSystem.POST, 'POST', { token: admin, body: { name: 'Bad expiry', expiry_date: 'tomorrow' } })).data.field).toBe('expiry_date');
    const sources = await call(sourcePage.GET, 'GET', { token: admin, query: { limit: 100 } });
    for (const s of sources.data.items) {
      expect(s).not.toHaveProperty('apiKeyHash');
      if (s.api_key) expect(s.api_key).toMatch(/^sgk_.{8}…$/);
    }
  });

  it('a viewer reads but cannot change gateway config; changes land in the user log', async () => {
    const { admin, targetId } = await setupRoutes(up.url);
    const v = await makeUser(admin, ['VIEWER']);
    const viewer = await loginAs(v.username, v.password);
    expect((await call(targetSystem.GET, 'GET', { token: viewer })).status).toBe(200);
    expect((await call(targetSystemId.PUT, 'PUT', { token: viewer, params: { id: targetId }, body: { activate: false } })).status).toBe(403);
    expect((await call(sourceSystem.POST, 'POST', { token: viewer, body: { name: 'nope' } })).status).toBe(403);
    expect((await call(targetSystem.GET, 'GET')).status).toBe(401);
    const log = await call(userLog.GET, 'GET', { token: admin, query: { query: 'targetSystem', limit: 100 } });
    expect(log.data.items.some((i: { entityId: string; action: string }) => i.entityId === targetId && i.action === 'CREATE')).toBe(true);
  });
});
