import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { call } from '../http';
import { downloadChunk, setupRoutes, sleep, startGatewayServer, startUpstream, within } from './harness';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { targetSystems, taskFlowLogs } from '@/lib/db/schema';
import { loadSnapshot } from '@/lib/gateway/snapshot';
import * as targetSystemId from '@/app/api/v1/target-system/[id]/route';
import * as targetApiId from '@/app/api/v1/target-api/[id]/route';
import * as sourceSystemId from '@/app/api/v1/source-system/[id]/route';
import * as sourceKey from '@/app/api/v1/source-system/[id]/key/route';
import * as taskFlowOne from '@/app/api/v1/logs/task-flow/[id]/route';

let up: Awaited<ReturnType<typeof startUpstream>>;
let gw: Awaited<ReturnType<typeof startGatewayServer>>;
let r: Awaited<ReturnType<typeof setupRoutes>>;

beforeAll(async () => {
  up = await startUpstream();
  gw = await startGatewayServer();
  r = await setupRoutes(up.url);
});
afterAll(async () => { await gw?.close(); await up?.close(); });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gw.url}/gateway/${r.code}${path}`, { headers: { 'x-api-key': r.key, ...headers } });

/** Waits until the gateway has written the record of this call, then reads it through the admin API. */
async function logOf(taskId: string) {
  let rec: any;
  await within(2000, async () => {
    const res = await call(taskFlowOne.GET, 'GET', { token: r.admin, params: { id: taskId } });
    rec = res.data;
    return res.status === 200;
  });
  return rec;
}

describe('forwarding', () => {
  it('forwards to origin_url + path + query, with the target auth key exactly as stored, and logs it', async () => {
    const before = Date.now();
    const res = await get('/orders/42?x=1&y=%20two&x=3');
    const after = Date.now();
    expect(res.status).toBe(200);
    const seen = await res.json();
    expect(seen.url).toBe('/base/orders/42?x=1&y=%20two&x=3');
    expect(seen.headers.authorization).toBe('(present)');
    expect(up.seen.at(-1)!.headers.authorization).toBe('Bearer upstream-secret-123');
    expect(seen.headers['x-api-key']).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    const taskId = res.headers.get('x-request-id')!;
    expect(seen.headers['x-request-id']).toBe(taskId);

    const rec = await logOf(taskId);
    expect(rec).toMatchObject({ task_id: taskId, status: 200, method: 'GET', api_id: r.apis.getOrder, source_system_id: r.sourceId, source_ip: '127.0.0.1' });
    expect(rec.duration_ms).toBeGreaterThanOrEqual(rec.upstream_ms);
    expect(rec.duration_ms).toBe(rec.gateway_ms + rec.upstream_ms);
    // Times travel to the database as epoch milliseconds; the wire shows them to the second, in UTC.
    const utc = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
    const [t0, t1] = [utc(rec.time_init), utc(rec.finished_at)];
    expect(t0).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(t1).toBeLessThanOrEqual(after);
    expect(t1).toBeGreaterThanOrEqual(t0);
    expect(rec.response_data).toMatchObject({ headers: { 'content-type': expect.stringContaining('json') }, encoding: 'utf8' });
    // Secrets never reach the log.
    const text = JSON.stringify(rec);
    expect(text).not.toContain(r.key);
    expect(text).not.toContain('upstream-secret-123');
    expect(rec.request_data.headers['x-api-key']).toBe('[redacted]');
    // Nor the stored columns the API's JSON is made from.
    const [row] = await (await getDb()).select().from(taskFlowLogs).where(eq(taskFlowLogs.id, taskId));
    const stored = [row.request_headers, row.response_headers, Buffer.from(row.request_body ?? []).toString('latin1'), Buffer.from(row.response_body ?? []).toString('latin1')].join('\n');
    expect(row.request_headers).toContain('[redacted]');
    expect(stored).not.toContain(r.key);
    expect(stored).not.toContain('upstream-secret-123');
  });

  it('also accepts the key in an apikey header', async () => {
    const res = await fetch(`${gw.url}/gateway/${r.code}/orders/1`, { headers: { apikey: r.key } });
    expect(res.status).toBe(200);
  });

  it('matches method and path templates, the most specific first', async () => {
    expect((await get('/orders/42')).status).toBe(200);
    expect((await get('/orders/42/items')).status).toBe(404);
    expect((await get('/orders')).status).toBe(404);
    expect((await fetch(`${gw.url}/gateway/${r.code}/orders/42`, { method: 'DELETE', headers: { 'x-api-key': r.key } })).status).toBe(404);
    expect((await get('/files/a/b/c.txt')).status).toBe(200);
    expect(up.seen.at(-1)!.url).toBe('/base/files/a/b/c.txt');
  });

  it('passes binary bodies both ways intact, and strips hop-by-hop headers', async () => {
    const body = crypto.randomBytes(1_000_003);
    const res = await fetch(`${gw.url}/gateway/${r.code}/upload?z=9`, { method: 'POST', body, headers: { 'x-api-key': r.key, 'content-type': 'application/octet-stream', connection: 'keep-alive' } });
    const seen = await res.json();
    expect(seen.size).toBe(body.length);
    expect(seen.sha256).toBe(crypto.createHash('sha256').update(body).digest('hex'));
    expect(seen.url).toBe('/base/upload?z=9');
    const bin = await get('/binary');
    const buf = Buffer.from(await bin.arrayBuffer());
    expect(crypto.createHash('sha256').update(buf).digest('hex')).toBe(bin.headers.get('x-sha256'));
    expect(bin.headers.get('x-hop')).toBeNull();
  });

  it('logs a "text" body holding NUL as base64, so the record still stores and the log keeps flowing', async () => {
    const body = Buffer.from('name=a\0b');
    const res = await fetch(`${gw.url}/gateway/${r.code}/upload`, { method: 'POST', body, headers: { 'x-api-key': r.key, 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
    const rec = await logOf(res.headers.get('x-request-id')!);
    expect(rec.request_data).toMatchObject({ size: body.length, encoding: 'base64', body: body.toString('base64') });
    const next = await get('/orders/1');
    expect((await logOf(next.headers.get('x-request-id')!)).status).toBe(200);
  });

  it('streams a 100 MB body without buffering it', async () => {
    const chunk = crypto.randomBytes(64 * 1024);
    const total = 100 * 1024 * 1024;
    const hash = crypto.createHash('sha256');
    let sent = 0;
    const source = Readable.from((async function* () {
      while (sent < total) { sent += chunk.length; hash.update(chunk); yield chunk; }
    })());
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    const res = await request(`${gw.url}/gateway/${r.code}/upload`, { method: 'POST', body: source, headers: { 'x-api-key': r.key, 'content-type': 'application/octet-stream' } });
    const seen = await res.body.json() as { size: number; sha256: string };
    clearInterval(sampler);
    expect(seen.size).toBe(total);
    expect(seen.sha256).toBe(hash.digest('hex'));
    // Client, gateway and upstream share this process; buffering the body anywhere would add 100 MB or more.
    expect(peak - before).toBeLessThan(60 * 1024 * 1024);
  });

  it('holds the target back while the client is not reading, then passes the whole answer', async () => {
    const res = await request(`${gw.url}/gateway/${r.code}/download?mb=64`, { headers: { 'x-api-key': r.key } });
    expect(res.statusCode).toBe(200);
    await new Promise((ok) => setTimeout(ok, 500));
    // Socket buffers on both hops hold a few MB; without backpressure the gateway would take all 64 MB from the target.
    expect(up.download.sent).toBeLessThan(32 * 1024 * 1024);
    const want = crypto.createHash('sha256');
    for (let i = 0; i < 64 * 16; i++) want.update(downloadChunk(i));
    const got = crypto.createHash('sha256');
    let size = 0;
    for await (const c of res.body) { size += c.length; got.update(c); }
    expect(size).toBe(64 * 1024 * 1024);
    expect(got.digest('hex')).toBe(want.digest('hex'));
  });
});

describe('rejections, each with its status, in the order route, key, IP, expiry, grant, target state', () => {
  it('404 for an unknown target, API or a path that tries to escape', async () => {
    expect((await fetch(`${gw.url}/gateway/nope/orders/1`, { headers: { 'x-api-key': r.key } })).status).toBe(404);
    expect((await get('/unknown')).status).toBe(404);
    for (const p of ['/orders/..%2F..%2Fadmin', '/files/../../etc/passwd', '/files/%2e%2e/x', '/files//x', '/files/a%5cb']) {
      const res = await fetch(`${gw.url}/gateway/${r.code}${p}`, { headers: { 'x-api-key': r.key } });
      expect(res.status, p).toBe(404);
    }
    // The target code ends at the first slash or the query: nothing after it is read as a code or a path.
    for (const p of ['/gateway/', '/gateway//orders/1', '/gateway/?x=/orders/1', `/gateway/${r.code}`, `/gateway/${r.code}?x=/orders/1`, `/gateway/${r.code}x/orders/1`]) {
      const res = await fetch(`${gw.url}${p}`, { headers: { 'x-api-key': r.key } });
      expect(res.status, p).toBe(404);
    }
    expect((await fetch(`${gw.url}/gateway/${r.code}/orders/1?next=/gateway/x/y`, { headers: { 'x-api-key': r.key } })).status).toBe(200);
    const before = up.seen.length;
    await fetch(`${gw.url}/gateway/${r.code}/files/%2e%2e/%2e%2e/x`, { headers: { 'x-api-key': r.key } });
    expect(up.seen.length).toBe(before);
  });

  it('404 comes before 401: an unknown route without a key is still 404', async () => {
    expect((await fetch(`${gw.url}/gateway/${r.code}/unknown`)).status).toBe(404);
  });

  it('401 for a missing or wrong key, in the envelope', async () => {
    const missing = await fetch(`${gw.url}/gateway/${r.code}/orders/1`);
    expect(missing.status).toBe(401);
    const body = await missing.json();
    expect(body).toMatchObject({ res_status_code: 401 });
    expect(body.message).toMatch(/API key/);
    expect((await get('/orders/1', { 'x-api-key': `${r.key}x` })).status).toBe(401);
    expect((await get('/orders/1', { 'x-api-key': 'sgk_AAAAAAAA_forged' })).status).toBe(401);
  });

  it('403 for an API not granted to the source', async () => {
    expect((await get('/secret')).status).toBe(403);
  });

  it('503 for a deactivated API or target', async () => {
    expect((await get('/inactive')).status).toBe(503);
    await call(targetSystemId.PUT, 'PUT', { token: r.admin, params: { id: r.targetId }, body: { activate: false } });
    expect((await get('/orders/1')).status).toBe(503);
    await call(targetSystemId.PUT, 'PUT', { token: r.admin, params: { id: r.targetId }, body: { activate: true } });
    expect((await get('/orders/1')).status).toBe(200);
  });

  it('413 for a body over the limit', async () => {
    const limit = gw.gw.gateway.opts.maxBodyBytes;
    const before = up.seen.length;
    // The gateway answers from the declared length, before reading a body it will refuse.
    const status = await new Promise<number>((resolve, reject) => {
      const u = new URL(`${gw.url}/gateway/${r.code}/upload`);
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'x-api-key': r.key, 'content-length': String(limit + 1) } }, (res) => { resolve(res.statusCode!); req.destroy(); });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(up.seen.length).toBe(before);
  });

  it('403 for a caller IP outside source_ip, and for an expired key', async () => {
    const ipOnly = await setupRoutes(up.url, { sourceIp: '10.0.0.0/8, 192.168.1.7' });
    const res = await fetch(`${gw.url}/gateway/${ipOnly.code}/orders/1`, { headers: { 'x-api-key': ipOnly.key } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/127\.0\.0\.1/);
    const expired = await setupRoutes(up.url, { expiry: '2020-01-01 00:00:00' });
    const e = await fetch(`${gw.url}/gateway/${expired.code}/orders/1`, { headers: { 'x-api-key': expired.key } });
    expect(e.status).toBe(403);
    expect((await e.json()).message).toMatch(/expired/);
    // IP is checked before expiry: an expired key from a refused IP reads as an IP refusal.
    const both = await setupRoutes(up.url, { sourceIp: '10.1.1.1', expiry: '2020-01-01 00:00:00' });
    expect((await (await fetch(`${gw.url}/gateway/${both.code}/orders/1`, { headers: { 'x-api-key': both.key } })).json()).message).toMatch(/not allowed/);
  });

  it('502 when the target is unreachable, 504 when it is too slow', async () => {
    const slow = await setupRoutes(up.url, { timeoutMs: 200 });
    const t0 = Date.now();
    const res = await fetch(`${gw.url}/gateway/${slow.code}/slow?ms=3000`, { headers: { 'x-api-key': slow.key } });
    expect(res.status).toBe(504);
    expect(Date.now() - t0).toBeLessThan(1500);
    const dead = await setupRoutes('http://127.0.0.1:9');
    expect((await fetch(`${gw.url}/gateway/${dead.code}/orders/1`, { headers: { 'x-api-key': dead.key } })).status).toBe(502);
  });

  it('passes upstream error statuses through as they are', async () => {
    expect((await get('/status?code=418')).status).toBe(418);
  });
});

describe('client aborts and live config', () => {
  it('a client that hangs up aborts the upstream call and is logged as 499', async () => {
    const ac = new AbortController();
    const pending = fetch(`${gw.url}/gateway/${r.code}/slow?ms=5000`, { headers: { 'x-api-key': r.key }, signal: ac.signal }).catch(() => null);
    await sleep(150);
    ac.abort();
    await pending;
    await within(3000, async () => gw.gw.gateway.stats.inFlight === 0);
    const { getDb } = await import('@/lib/db');
    const { taskFlowLogs } = await import('@/lib/db/schema');
    const { and, eq } = await import('drizzle-orm');
    await gw.gw.gateway.logs.flush();
    const rows = await (await getDb()).select().from(taskFlowLogs).where(and(eq(taskFlowLogs.source_system_id, r.sourceId), eq(taskFlowLogs.status, 499)));
    expect(rows.length).toBe(1);
    expect(rows[0].duration_ms).toBeLessThan(3000);
  });

  it('a key rotation takes effect at once, while requests run, and a revoked key stops working', async () => {
    const s = await setupRoutes(up.url);
    let running = true;
    const statuses: number[] = [];
    const loop = (async () => { while (running) statuses.push((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': s.key } })).status); })();
    await sleep(100);
    const rotated = await call(sourceKey.POST, 'POST', { token: s.admin, params: { id: s.sourceId } });
    const newKey = rotated.data.api_key as string;
    expect(newKey).not.toBe(s.key);
    expect((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': s.key } })).status).toBe(401);
    expect((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': newKey } })).status).toBe(200);
    running = false;
    await loop;
    // Every call before the rotation succeeded, every call after was refused: none failed any other way.
    expect(statuses.every((x) => x === 200 || x === 401)).toBe(true);
    expect(statuses[0]).toBe(200);
    await call(sourceKey.DELETE, 'DELETE', { token: s.admin, params: { id: s.sourceId } });
    expect((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': newKey } })).status).toBe(401);
  });

  it('a reload that read the configuration before a change and finishes after it does not bring the old view back', async () => {
    const s = await setupRoutes(up.url);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    // Reads now, before the rotation below, and swaps in only when released: a NOTIFY-triggered reload running late.
    const stale = gw.gw.gateway.reload(async (db) => { const snap = await loadSnapshot(db); await held; return snap; });
    await sleep(50);
    const rotated = await call(sourceKey.POST, 'POST', { token: s.admin, params: { id: s.sourceId } });
    release();
    await stale;
    expect((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': rotated.data.api_key } })).status).toBe(200);
    expect((await fetch(`${gw.url}/gateway/${s.code}/orders/1`, { headers: { 'x-api-key': s.key } })).status).toBe(401);
  });

  it('a target whose auth key was sealed under another ENCRYPTION_KEY still loads and forwards, without the key', async () => {
    const other = await setupRoutes(up.url);
    // As after a backup restored without its secrets: the stored format, another key.
    const iv = crypto.randomBytes(12);
    const c = crypto.createCipheriv('aes-256-gcm', crypto.randomBytes(32), iv);
    const ct = Buffer.concat([c.update('Bearer lost-key', 'utf8'), c.final()]);
    const sealed = ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    await (await getDb()).update(targetSystems).set({ authKeyEnc: sealed }).where(eq(targetSystems.id, other.targetId));
    await gw.gw.gateway.reload();
    const res = await fetch(`${gw.url}/gateway/${other.code}/orders/1`, { headers: { 'x-api-key': other.key } });
    expect(res.status).toBe(200);
    expect((await res.json()).headers.authorization).toBeUndefined();
    // Every other target is untouched.
    expect((await get('/orders/2')).status).toBe(200);
    expect(up.seen.at(-1)!.headers.authorization).toBe('Bearer upstream-secret-123');
  });

  it('granting and removing an API, or deleting a source, applies to the next call', async () => {
    const s = await setupRoutes(up.url);
    const g = (p: string) => fetch(`${gw.url}/gateway/${s.code}${p}`, { headers: { 'x-api-key': s.key } });
    expect((await g('/secret')).status).toBe(403);
    const cur = await call(sourceSystemId.GET, 'GET', { token: s.admin, params: { id: s.sourceId } });
    await call(sourceSystemId.PUT, 'PUT', { token: s.admin, params: { id: s.sourceId }, body: { api_ids: [...cur.data.api_ids, s.apis.ungranted] } });
    expect((await g('/secret')).status).toBe(200);
    await call(targetApiId.PUT, 'PUT', { token: s.admin, params: { id: s.apis.ungranted }, body: { path: '/secret-moved' } });
    expect((await g('/secret')).status).toBe(404);
    await call(sourceSystemId.DELETE, 'DELETE', { token: s.admin, params: { id: s.sourceId } });
    expect((await g('/orders/1')).status).toBe(401);
  });
});
