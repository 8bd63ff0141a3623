import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { call } from '../http';
import { freePort, setupRoutes, sleep, startGatewayServer, startUpstream, within } from './harness';
import { getDb } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { taskFlowLogs } from '@/lib/db/schema';
import { startGateway } from '@/lib/gateway/runtime';
import { gatewayListener } from '@/lib/gateway/http';
import * as sourceKey from '@/app/api/v1/source-system/[id]/key/route';

/* Scale and failure tests that need PostgreSQL: several instances on one database, lost connections, SIGTERM. */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('gateway on PostgreSQL', () => {
  let up: Awaited<ReturnType<typeof startUpstream>>;
  let gw: Awaited<ReturnType<typeof startGatewayServer>>;
  beforeAll(async () => { up = await startUpstream(); gw = await startGatewayServer({ instanceId: 'pg-a' }); });
  afterAll(async () => { await gw?.close(); await up?.close(); });

  const countFor = async (sourceId: string) =>
    (await (await getDb()).select({ n: count() }).from(taskFlowLogs).where(eq(taskFlowLogs.source_system_id, sourceId)))[0].n;

  it('two instances share the database: a config change in one reaches the other within 1 s', async () => {
    // A second instance with its own connection pool and its own LISTEN connection, as a second process would have.
    const handle = await openPostgres(url!);
    const bId = `pg-b-${process.pid}-${Date.now()}`;
    const b = await startGateway(handle.db, { listenUrl: url, instanceId: bId, logFlushMs: 50 });
    const server = http.createServer(gatewayListener(b.gateway, (_q, s) => s.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const bUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const r = await setupRoutes(up.url);
      const viaB = () => fetch(`${bUrl}/gateway/${r.code}/orders/1`, { headers: { 'x-api-key': r.key } }).then((x) => x.status);
      await within(1000, async () => (await viaB()) === 200);
      await call(sourceKey.DELETE, 'DELETE', { token: r.admin, params: { id: r.sourceId } });
      const took = await within(1000, async () => (await viaB()) === 401);
      expect(took).toBeLessThan(1000);
      // Instance B's calls land in the shared per-minute statistics the dashboard sums.
      // The client sees the answer before the gateway has finished counting it, so read the count after a flush.
      const stored = async () => {
        await b.gateway.logs.flush();
        const rows = await (await getDb()).execute(sql`select coalesce(sum(processed), 0)::int as n from gateway_stats_minute where instance_id = ${bId}`);
        return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
      };
      await within(2000, async () => (await stored()) === b.gateway.stats.processed);
      expect(await stored()).toBe(b.gateway.stats.processed);
      expect(b.gateway.stats.processed).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      server.close();
      await b.stop();
      await handle.close();
    }
  });

  it('loses nothing when the database connections are killed mid-traffic', async () => {
    const r = await setupRoutes(up.url);
    // This gateway has connections of its own, named, so only they are killed (other test files share the database).
    const app = `gw-kill-${process.pid}`;
    const handle = await openPostgres(`${url}${url!.includes('?') ? '&' : '?'}application_name=${app}`);
    const g = await startGateway(handle.db, { instanceId: app, logFlushMs: 50 });
    const server = http.createServer(gatewayListener(g.gateway, (_q, s) => s.writeHead(404).end()));
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
    const gUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await fetch(`${gUrl}/gateway/${r.code}/orders/${i}`, { headers: { 'x-api-key': r.key } })).status).toBe(200);
    };
    await send(100);
    const killed = await (await getDb()).execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${app}`);
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await send(100);
    server.closeAllConnections();
    server.close();
    await g.stop();
    await handle.close();
    await within(10_000, async () => (await countFor(r.sourceId).catch(() => -1)) === 200);
    await sleep(300);
    expect(await countFor(r.sourceId)).toBe(200);
  }, 30_000);

  it('SIGTERM on a standalone gateway finishes calls in flight and flushes the log', async () => {
    const r = await setupRoutes(up.url);
    const port = await freePort();
    // As an operator starts it (`npm run gateway`): compiled, behind the script that forwards the signal.
    const child = spawn(process.execPath, ['scripts/start.mjs', 'gateway'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await within(20_000, async () => (await fetch(`${base}/health`).then((x) => x.status).catch(() => 0)) === 200);
    const calls = Array.from({ length: 30 }, () =>
      fetch(`${base}/gateway/${r.code}/slow?ms=1000`, { headers: { 'x-api-key': r.key } }).then((x) => x.status).catch(() => 0));
    // SIGTERM once all 30 are inside the gateway: a call still connecting after it is refused, as it should be (a fixed
    // 150 ms wait lost that race on a slow machine).
    await within(10_000, async () => /gateway_in_flight\{[^}]*\} 30\b/.test(await fetch(`${base}/metrics`).then((x) => x.text())));
    child.kill('SIGTERM');
    expect(await Promise.all(calls)).toEqual(Array(30).fill(200));
    expect(await exited).toBe(0);
    expect(await countFor(r.sourceId)).toBe(30);
  }, 40_000);
});
