import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { setupRoutes, startGatewayServer, startUpstream } from './harness';
import * as collection from '@/app/api/v1/api-collection/route';
import * as collectionId from '@/app/api/v1/api-collection/[id]/route';
import * as request from '@/app/api/v1/api-request/route';
import * as requestId from '@/app/api/v1/api-request/[id]/route';
import * as runRoute from '@/app/api/v1/api-request/run/route';
import * as targetSystem from '@/app/api/v1/target-system/route';

/* The console's API runner: saved requests in collections, run from the server through this gateway to a real
   upstream, and refused anywhere else. */

let up: Awaited<ReturnType<typeof startUpstream>>;
let gw: Awaited<ReturnType<typeof startGatewayServer>>;
let admin: string;
let viewer: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  up = await startUpstream();
  gw = await startGatewayServer();
  process.env.GATEWAY_SELF_URL = gw.url;
});
afterAll(async () => { delete process.env.GATEWAY_SELF_URL; await gw?.close(); await up?.close(); });

describe('the API runner', () => {
  it('saves a request with its key sealed, runs it through the gateway, and deletes it with its collection', async () => {
    const r = await setupRoutes(up.url);
    const name = uniq('Orders ');
    const c = await call(collection.POST, 'POST', { token: admin, body: { name } });
    expect(c.status).toBe(201);
    expect((await call(collection.POST, 'POST', { token: admin, body: { name: name.toUpperCase() } })).status).toBe(409);

    const saved = await call(request.POST, 'POST', { token: admin, body: {
      name: 'One order', collection_id: c.data.id, method: 'GET', url: `/gateway/${r.code}/orders/7`,
      params: [{ key: 'expand', value: 'lines', enabled: true }, { key: 'off', value: 'x', enabled: false }],
      headers: [{ key: 'X-Trace', value: 'runner', enabled: true }], auth_type: 'api_key', auth_value: r.key,
    } });
    expect(saved.status).toBe(201);
    expect(saved.data).toMatchObject({ auth_set: true, auth_hint: `••••${r.key.slice(-4)}` });
    expect(JSON.stringify(saved.data)).not.toContain(r.key);
    const listed = await call(request.GET, 'GET', { token: viewer, query: { collection_id: c.data.id } });
    expect(listed.data.map((x: { name: string }) => x.name)).toEqual(['One order']);
    expect(JSON.stringify(listed.data)).not.toContain(r.key);
    expect((await call(collection.GET, 'GET', { token: viewer })).data.find((x: { id: string }) => x.id === c.data.id).request_count).toBe(1);

    // Run as saved: the stored key is used, enabled params and headers go along, the answer comes back whole.
    const ran = await call(runRoute.POST, 'POST', { token: admin, body: { ...saved.data, auth_value: undefined, request_id: saved.data.id } });
    expect(ran.status).toBe(200);
    expect(ran.data).toMatchObject({ status: 200, encoding: 'utf8', truncated: false });
    const echo = JSON.parse(ran.data.body);
    expect(echo.url).toBe('/base/orders/7?expand=lines');
    expect(echo.headers['x-trace']).toBe('runner');
    expect(ran.data.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // A wrong typed key overrides the stored one, and the gateway's refusal is the result.
    const refused = await call(runRoute.POST, 'POST', { token: admin, body: { ...saved.data, auth_value: 'sgk_wrong', request_id: saved.data.id } });
    expect(refused.data.status).toBe(401);
    expect(JSON.parse(refused.data.body).message).toBe('Invalid API key');

    // Straight to a target system's origin is allowed too.
    const direct = await call(runRoute.POST, 'POST', { token: admin, body: { method: 'POST', url: `${up.url}/base/echo`, body: '{"a":1}' } });
    expect(direct.data.status).toBe(200);
    expect(JSON.parse(direct.data.body)).toMatchObject({ method: 'POST', url: '/base/echo', size: 7 });

    expect((await call(collectionId.DELETE, 'DELETE', { token: admin, params: { id: c.data.id } })).status).toBe(200);
    expect((await call(requestId.GET, 'GET', { token: admin, params: { id: saved.data.id } })).status).toBe(404);
  });

  it('reaches only the gateway and target origins; bad input and roles are refused; an unreachable target is a result, not an error', async () => {
    const outside = await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: 'http://169.254.169.254/latest/meta-data' } });
    expect(outside.status).toBe(400);
    expect(outside.json.message).toMatch(/^url: /);
    expect((await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: 'file:///etc/passwd' } })).status).toBe(400);
    const escaped = await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: '/gateway/../metrics' } });
    expect(escaped.json.message).toBe('url: must stay under /gateway/');
    expect((await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: '/gateway/%2e%2e/api/health' } })).status).toBe(400);
    expect((await call(runRoute.POST, 'POST', { token: admin, body: { method: 'TRACE', url: '/gateway/x/y' } })).json.message).toMatch(/^method: /);
    expect((await call(runRoute.POST, 'POST', { token: admin, raw: '{"method":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: '/gateway/x/y', headers: [{ key: 'bad header', value: 'v', enabled: true }] } })).status).toBe(400);
    expect((await call(runRoute.POST, 'POST', { token: viewer, body: { method: 'GET', url: '/gateway/x/y' } })).status).toBe(403);
    expect((await call(runRoute.POST, 'POST', { body: { method: 'GET', url: '/gateway/x/y' } })).status).toBe(401);
    expect((await call(collection.POST, 'POST', { token: admin, body: { name: '<script>alert(1)</script>' } })).status).toBe(400);
    expect((await call(collection.POST, 'POST', { token: viewer, body: { name: uniq('v') } })).status).toBe(403);
    expect((await call(request.POST, 'POST', { token: admin, body: { name: 'x', collection_id: crypto.randomUUID(), method: 'GET', url: '/gateway/a/b' } })).json.message)
      .toBe('collection_id: no such collection');

    // Port 9 (discard) on loopback refuses connections: the run reports it instead of failing.
    const code = uniq('dead').toLowerCase().replace(/[^a-z0-9-]/g, '');
    expect((await call(targetSystem.POST, 'POST', { token: admin, body: { name: `Dead ${code}`, code, origin_url: 'http://127.0.0.1:9' } })).status).toBe(201);
    const dead = await call(runRoute.POST, 'POST', { token: admin, body: { method: 'GET', url: 'http://127.0.0.1:9/ping' } });
    expect(dead.status).toBe(200);
    expect(dead.data.error).toMatch(/ECONNREFUSED/);
  });
});
