/* Every route handler under app/api, found on disk, not listed by hand: a route added later is swept too.
   1. Without a session, only the routes named public below answer anything but 401.
   2. A System Viewer gets 403 from every write, and from the users' and groups' reads.
   3. As the top administrator, hostile input (malformed or oversized bodies, wrong types, NUL bytes, script and
      SQL fragments, unknown or absurd ids and query values) gets a 4xx in the envelope, never a 5xx, and a 400
      names the field at fault. Failures are collected and reported together, so one run shows them all. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndViewer, adminToken } from '../helpers';

type THandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TEndpoint = { path: string; method: string; handler: THandler; paramNames: string[] };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const API = path.resolve(import.meta.dirname, '../../app/api');

/** Open to anyone (the shop's reads, ordering, reviewing, tracking, signing in and out). */
const PUBLIC = new Set([
  'GET /api/health', 'GET /api/v1/attachment/[id]',
  'POST /api/v1/auth/login', 'DELETE /api/v1/auth/logout',
  'GET /api/v1/collection', 'GET /api/v1/collection/pagination', 'GET /api/v1/collection/[id]',
  'GET /api/v1/menu', 'GET /api/v1/menu/[id]',
  'GET /api/v1/page', 'GET /api/v1/page/pagination', 'GET /api/v1/page/[id]',
  'GET /api/v1/product', 'GET /api/v1/product/[id]',
  'GET /api/v1/review-feedback', 'GET /api/v1/review-feedback/pagination', 'GET /api/v1/review-feedback/[id]', 'POST /api/v1/review-feedback',
  'POST /api/v1/order', 'POST /api/v1/order/quote', 'POST /api/v1/order/lookup', 'GET /api/v1/order/[id]',
  'GET /api/v1/system-params', 'POST /api/v1/tracking',
]);
/** Open to anyone signed in, whatever the role: their own account, and uploading (an avatar). */
const ANY_SESSION = new Set(['GET /api/v1/auth/info', 'PUT /api/v1/auth/password', 'PUT /api/v1/auth/profile', 'POST /api/v1/attachment']);
/** Reads a System Viewer may not make: people, and the whole shop as a backup. */
const NOT_FOR_VIEWERS = new Set(['GET /api/v1/auth/list', 'GET /api/v1/group', 'GET /api/v1/group/pagination', 'GET /api/v1/group/[id]', 'GET /api/v1/backup']);
const isCatchAll = (e: TEndpoint) => e.path.includes('[...rest]');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? routeFiles(path.join(dir, d.name)) : d.name === 'route.ts' ? [path.join(dir, d.name)] : []);
}

async function endpoints(): Promise<TEndpoint[]> {
  const out: TEndpoint[] = [];
  for (const file of routeFiles(API).sort()) {
    const rel = '/api/' + path.relative(API, path.dirname(file)).split(path.sep).join('/');
    const mod = (await import(file)) as Record<string, unknown>;
    const paramNames = [...rel.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
    for (const method of METHODS) {
      if (typeof mod[method] === 'function') out.push({ path: rel, method, handler: mod[method] as THandler, paramNames });
    }
  }
  return out;
}

type TRequest = { token?: string; params?: Record<string, string>; query?: Record<string, string>; raw?: string; contentType?: string };

async function send(e: TEndpoint, r: TRequest) {
  const url = new URL(`http://localhost${e.path}`);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'x-client-ip': '127.0.0.1' };
  if (r.token) headers.authorization = `Bearer ${r.token}`;
  const hasBody = r.raw !== undefined && e.method !== 'GET';
  if (hasBody) headers['content-type'] = r.contentType ?? 'application/json';
  const params = r.params ?? Object.fromEntries(e.paramNames.map((n) => [n, crypto.randomUUID()]));
  const res = await e.handler(new Request(url, { method: e.method, headers, body: hasBody ? r.raw : undefined }), { params: Promise.resolve(params) });
  const type = res.headers.get('content-type') ?? '';
  const json = type.includes('application/json') ? ((await res.json()) as { res_status_code?: number; res_data?: { field?: unknown }; message?: unknown }) : (await res.arrayBuffer(), undefined);
  return { status: res.status, json };
}

const label = (e: TEndpoint) => `${e.method} ${e.path}`;

/** Wrong types for every field name the API uses, so each schema meets one it refuses. */
const WRONG_TYPES = {
  id: true, name: 42, title: ['x'], code: {}, slug: 7, username: [], password: 1, fullname: {}, email: 5, roles: 'SADMIN',
  items: 'all', amount: '2', price: 'free', status: 99, activate: 'yes', origin_url: 12, path: [], method: 3, api_ids: 'x',
  expiry_date: 'tomorrow', source_ip: 1, value: {}, key: [], content: 9, collectionIds: 'a', variants: {}, productId: 1,
  rating: 'five', event: 1, is_activate: 'Y', page: 'one', limit: -5, query: 1, headers: 'h', body: 1, url: 2,
};
const NUL = '\u0000';
/** Text that must be stored as text or refused, never run: script, SQL, NUL bytes, a lone surrogate, traversal. */
const FRAGMENTS = "<script>alert(1)</script>'; drop table users; -- " + NUL + '\ud800 ../../etc/passwd';
const FRAGMENT_BODY = Object.fromEntries(Object.keys(WRONG_TYPES).map((k) => [k, `${k}${FRAGMENTS}`]));

const BODIES: { name: string; raw: string; contentType?: string }[] = [
  { name: 'malformed JSON', raw: '{"name": "x",' },
  { name: 'empty body', raw: '' },
  { name: 'null', raw: 'null' },
  { name: 'an array', raw: '[1,2,3]' },
  { name: 'a string', raw: '"text"' },
  { name: 'an empty object', raw: '{}' },
  { name: 'wrong types', raw: JSON.stringify(WRONG_TYPES) },
  { name: 'script, SQL and NUL in text', raw: JSON.stringify(FRAGMENT_BODY) },
  { name: 'prototype keys', raw: '{"__proto__":{"roles":["SADMIN"]},"constructor":{"prototype":{"x":1}}}' },
  { name: 'deep nesting', raw: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'a NUL deep inside', raw: '['.repeat(3000) + '"\\u0000"' + ']'.repeat(3000) },
  { name: 'numbers out of range', raw: JSON.stringify({ amount: 1e308, price: -1e308, page: Number.MAX_SAFE_INTEGER * 10, limit: 1e20, rating: -0 }) },
  { name: 'text/plain', raw: '{}', contentType: 'text/plain' },
  { name: 'over the size limit', raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }) },
];

const IDS = ['not-a-uuid', "1' OR '1'='1", '<script>alert(1)</script>', NUL, `a${NUL}b`, '../../../etc/passwd', '%2e%2e%2f', '-1',
  '99999999999999999999999', 'x'.repeat(5000), '00000000-0000-0000-0000-000000000000', '\ud800'];

const QUERIES: Record<string, string>[] = [
  { query: '{"name":' }, { query: '[]' }, { query: FRAGMENTS }, { query: `{"name":"${NUL}"}` }, { query: '{"name":"\\u0000","text":"\\u0000"}' }, { query: 'null' }, { query: JSON.stringify(WRONG_TYPES) }, { query: JSON.stringify(FRAGMENT_BODY) },
  { page: '-1', limit: '100000000' }, { page: 'abc', limit: 'xyz' }, { page: '1e400', limit: '0' },
  { q: FRAGMENTS, sort: 'price; drop table products', min: '-1', max: 'NaN' },
  { from: 'yesterday', to: '2026-13-45 99:99:99', tz: 'Mars/Olympus', lang: 'xx', range: 'forever' },
  { w: '99999999', collection_id: NUL, target_system_id: 'x', productId: FRAGMENTS, isApproved: 'maybe', key: NUL, token: NUL },
  { token: `${'a'.repeat(40)}${NUL}`, clientInfo: '{"fbclid":"\\u0000"}', eventFrom: NUL },
];

describe('every route handler', () => {
  let all: TEndpoint[];
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    all = await endpoints();
    ({ admin, viewer } = await adminAndViewer());
  });

  it('finds the route handlers on disk', () => {
    // A guard on the sweep itself: a broken walk would make every test below pass on nothing.
    expect(all.length).toBeGreaterThan(90);
    const names = new Set(all.map(label));
    for (const name of [...PUBLIC, ...ANY_SESSION, ...NOT_FOR_VIEWERS]) expect(names, name).toContain(name);
  });

  it('answers 401 without a session, except where the shop is public', async () => {
    const wrong: string[] = [];
    for (const e of all) {
      if (isCatchAll(e)) continue;
      const r = await send(e, { raw: '{}' });
      if (PUBLIC.has(label(e))) {
        if (r.status >= 500 || r.status === 401) wrong.push(`${label(e)}: ${r.status}`);
      } else if (r.status !== 401 || r.json?.res_status_code !== 401) {
        wrong.push(`${label(e)}: ${r.status}, expected 401`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a System Viewer's writes and to the reads of users, groups and backups", async () => {
    const wrong: string[] = [];
    for (const e of all) {
      const name = label(e);
      if (isCatchAll(e) || PUBLIC.has(name) || ANY_SESSION.has(name)) continue;
      const r = await send(e, { token: viewer, raw: '{}' });
      const refused = e.method !== 'GET' || NOT_FOR_VIEWERS.has(name);
      // A read may still answer 404 (the ids here are random); what it may not do is refuse the role.
      if (refused ? r.status !== 403 : r.status === 401 || r.status === 403 || r.status >= 500) wrong.push(`${name}: ${r.status}, expected ${refused ? 403 : 'an answer'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL character as a 400 naming its field, in a body, a query value and JSON inside a query', async () => {
    const byName = (name: string) => all.find((e) => label(e) === name)!;
    const login = await send(byName('POST /api/v1/auth/login'), { raw: JSON.stringify({ username: `admin${NUL}`, password: 'x' }) });
    expect([login.status, login.json?.res_data]).toEqual([400, expect.objectContaining({ field: 'username', key: 'noNul' })]);
    const nested = await send(byName('POST /api/v1/order/quote'), { raw: JSON.stringify({ items: [{ id: crypto.randomUUID(), selectedVariations: { [`Size${NUL}`]: 'M' }, amount: 1 }] }) });
    expect([nested.status, nested.json?.res_data?.field]).toEqual([400, `items.0.selectedVariations.Size${NUL}`]);
    const users = await send(byName('GET /api/v1/auth/list'), { token: admin, query: { query: `ad${NUL}min` } });
    expect([users.status, users.json?.res_data]).toEqual([400, expect.objectContaining({ field: 'query', key: 'noNul' })]);
    const products = await send(byName('GET /api/v1/product'), { query: { query: '{"name":"\\u0000"}' } });
    expect([products.status, products.json?.res_data?.field]).toEqual([400, 'query']);
    expect(products.json?.message).toContain('name: must not contain a NUL character');
  });

  it('answers hostile input with a 4xx in the envelope, never a 5xx, and a 400 names its field', async () => {
    const wrong: string[] = [];
    const check = (what: string, r: Awaited<ReturnType<typeof send>>) => {
      if (r.status >= 500) wrong.push(`${what}: ${r.status}`);
      else if (r.status >= 400 && (r.json?.res_status_code !== r.status || typeof r.json.message !== 'string')) wrong.push(`${what}: ${r.status} without the envelope`);
      else if (r.status === 400 && !(typeof r.json?.res_data?.field === 'string' && r.json.res_data.field)) wrong.push(`${what}: 400 names no field`);
    };
    for (const e of all) {
      // Signing out would end the session the sweep runs in; it is covered above and in auth.test.ts.
      if (label(e) === 'DELETE /api/v1/auth/logout') continue;
      if (e.method !== 'GET' && e.method !== 'DELETE') {
        for (const b of BODIES) check(`${label(e)} with ${b.name}`, await send(e, { token: admin, raw: b.raw, contentType: b.contentType }));
      }
      for (const id of e.paramNames.length ? IDS : []) {
        const params = Object.fromEntries(e.paramNames.map((n) => [n, id]));
        check(`${label(e)} with id ${JSON.stringify(id.slice(0, 30))}`, await send(e, { token: admin, params, raw: '{}' }));
      }
      if (e.method === 'GET') {
        // Public reads answer the shop's audience and the console's differently: both meet every query.
        // A backup reads no query and writes the whole database each time (about 2 s on PGlite here): one is enough.
        const queries = label(e) === 'GET /api/v1/backup' ? QUERIES.slice(0, 1) : QUERIES;
        for (const token of PUBLIC.has(label(e)) ? [admin, undefined] : [admin]) {
          for (const query of queries) check(`${label(e)} as ${token ? 'admin' : 'anyone'} with ?${new URLSearchParams(query).toString().slice(0, 60)}`, await send(e, { token, query }));
        }
      }
    }
    expect(wrong).toEqual([]);
    // The administrator's session outlived the sweep: nothing in it signed the sweep out or locked the account.
    expect((await send(all.find((e) => label(e) === 'GET /api/v1/auth/info')!, { token: admin })).status).toBe(200);
    expect(await adminToken()).toBeTruthy();
    // Every route under every hostile input: well over a thousand calls, on a 2-core machine.
  }, 120_000);
});
