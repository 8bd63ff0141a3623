import { describe, expect, it, beforeAll } from 'vitest';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import * as group from '@/app/api/v1/group/route';
import * as groupPage from '@/app/api/v1/group/pagination/route';
import * as groupId from '@/app/api/v1/group/[id]/route';
import * as params from '@/app/api/v1/system-params/route';
import * as paramId from '@/app/api/v1/system-params/[id]/route';
import * as userLog from '@/app/api/v1/logs/user/pagination/route';
import * as systemLog from '@/app/api/v1/logs/system/pagination/route';
import * as health from '@/app/api/health/route';
import * as rest from '@/app/api/v1/[...rest]/route';

let admin: string;
let viewer: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

describe('groups', () => {
  it('refuses a length, a type or a missing field with zod\'s English and a key the console can word', async () => {
    const cases: [unknown, string, string, Record<string, number> | undefined][] = [
      [{ name: 'x'.repeat(101) }, 'name', 'zod.maxChars', { max: 100 }],
      [{ name: 42 }, 'name', 'zod.invalid', undefined],
      [{}, 'name', 'isRequired', undefined],
      [{ name: 'Kho', is_activate: 'yes' }, 'is_activate', 'zod.invalid', undefined],
    ];
    for (const [body, field, key, values] of cases) {
      const r = await call(group.POST, 'POST', { token: admin, body });
      expect([r.status, r.data.field, r.data.key, r.data.values]).toEqual([400, field, key, values]);
      expect(r.json.message).toMatch(new RegExp(`^${field}: (Too big|Invalid input)`));
    }
  });

  it('full CRUD with paging, search, partial update, duplicates and unknown ids', async () => {
    const name = uniq('Kho ');
    const c = await call(group.POST, 'POST', { token: admin, body: { name, description: 'Warehouse team' } });
    expect(c.status).toBe(201);
    const id = c.data.id;
    expect((await call(group.POST, 'POST', { token: admin, body: { name: name.toUpperCase() } })).status).toBe(409);
    const all = await call(group.GET, 'GET', { token: admin });
    expect(all.data.some((g: any) => g.id === id)).toBe(true);
    const page = await call(groupPage.GET, 'GET', { token: admin, query: { page: 1, limit: 10, query: name } });
    expect(page.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    const upd = await call(groupId.PUT, 'PUT', { token: admin, params: { id }, body: { is_activate: false } });
    expect(upd.data).toMatchObject({ name, description: 'Warehouse team', is_activate: false });
    expect((await call(groupId.GET, 'GET', { token: admin, params: { id } })).data.name).toBe(name);
    expect((await call(groupId.DELETE, 'DELETE', { token: admin, params: { id } })).status).toBe(200);
    expect((await call(groupId.GET, 'GET', { token: admin, params: { id } })).status).toBe(404);
  });

  it('refuses bad paging and a missing name with 400', async () => {
    expect((await call(groupPage.GET, 'GET', { token: admin, query: { page: 0 } })).status).toBe(400);
    expect((await call(groupPage.GET, 'GET', { token: admin, query: { limit: 'abc' } })).data.field).toBe('limit');
    expect((await call(group.POST, 'POST', { token: admin, body: { description: 'x' } })).data.field).toBe('name');
  });

  it('is hidden from a viewer', async () => {
    expect((await call(group.GET, 'GET', { token: viewer })).status).toBe(403);
  });
});

describe('system params', () => {
  it('full CRUD; a viewer reads but cannot write', async () => {
    const code = uniq('test.p').toLowerCase();
    const c = await call(params.POST, 'POST', { token: admin, body: { code, name: 'Test', value: '1', category: 'server' } });
    expect(c.status).toBe(201);
    const id = c.data.id;
    expect((await call(params.POST, 'POST', { token: admin, body: { code, name: 'Again' } })).status).toBe(409);
    expect((await call(params.POST, 'POST', { token: viewer, body: { code: `${code}x`, name: 'V' } })).status).toBe(403);
    expect((await call(paramId.PUT, 'PUT', { token: viewer, params: { id }, body: { value: '2' } })).status).toBe(403);
    expect((await call(paramId.GET, 'GET', { token: viewer, params: { id } })).data.value).toBe('1');
    const upd = await call(paramId.PUT, 'PUT', { token: admin, params: { id }, body: { value: '2' } });
    expect(upd.data).toMatchObject({ code, name: 'Test', value: '2', category: 'server' });
    expect((await call(paramId.DELETE, 'DELETE', { token: viewer, params: { id } })).status).toBe(403);
    expect((await call(paramId.DELETE, 'DELETE', { token: admin, params: { id } })).status).toBe(200);
  });

  it('never returns a secret whole, and sending the mask back keeps the value', async () => {
    const code = uniq('mail.pass').toLowerCase();
    const c = await call(params.POST, 'POST', { token: admin, body: { code, name: 'SMTP password', value: 's3cret', isSecret: true, category: 'mail' } });
    expect(c.data.value).not.toContain('s3cret');
    await call(paramId.PUT, 'PUT', { token: admin, params: { id: c.data.id }, body: { value: c.data.value, name: 'SMTP pass' } });
    const { getDb } = await import('@/lib/db');
    const { paramValue } = await import('@/lib/params/service');
    expect(await paramValue(await getDb(), code, '')).toBe('s3cret');
  });

  it('refuses a value the shop could not use, with the reason, and keeps the one it had', async () => {
    const all = (await call(params.GET, 'GET', { token: admin })).data as { id: string; code: string; value: string }[];
    const byCode = (code: string) => all.find((p) => p.code === code)!;
    const fee = byCode('store.shipping_fee');
    const bad = await call(paramId.PUT, 'PUT', { token: admin, params: { id: fee.id }, body: { value: '30.000đ' } });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ field: 'value', key: 'paramAmount' });
    expect(bad.json.message).toBe('value: Digits only, e.g. 30000 (0 for none)');
    expect((await call(paramId.GET, 'GET', { token: admin, params: { id: fee.id } })).data.value).toBe(fee.value);
    for (const [code, value, key] of [
      ['smtp.port', '587x', 'port'], ['smtp.secure', 'yes', 'trueFalse'], ['store.locale', 'fr', 'storeLocale'], ['store.currency', 'vnd', 'currencyCode'],
      ['store.bank_bin', '97043', 'bankBin'], ['smtp.from', 'orders at shop', 'mailbox'], ['console.timezone', 'Mars/Olympus', 'timeZone'],
      ['store.facebook', 'javascript:alert(1)', 'httpUrl'], ['store.email', 'hello@', 'emailAddress'], ['orders.notify_to', 'owner@shop.example, packing', 'emailList'],
      ['catalog.low_stock', '5 cái', 'paramCount'], ['catalog.low_stock', '-1', 'paramCount'],
    ]) {
      const r = await call(paramId.PUT, 'PUT', { token: admin, params: { id: byCode(code).id }, body: { value } });
      expect([code, r.status, r.data.key]).toEqual([code, 400, key]);
    }
    // A new parameter with a known code is checked the same way (here before its code is found taken).
    const dup = await call(params.POST, 'POST', { token: admin, body: { code: 'smtp.port', name: 'Port', value: 'smtp' } });
    expect([dup.status, dup.data.key]).toEqual([400, 'port']);
    // Good values pass, trimmed or empty where the parameter may be empty; free-text parameters take anything.
    for (const [code, value] of [['smtp.from', 'Saigon Craft <orders@saigoncraft.example>'], ['store.bank_bin', ''], ['store.name', '30.000đ']]) {
      const r = await call(paramId.PUT, 'PUT', { token: admin, params: { id: byCode(code).id }, body: { value } });
      expect([code, r.status]).toEqual([code, 200]);
    }
    await call(paramId.PUT, 'PUT', { token: admin, params: { id: byCode('store.bank_bin').id }, body: { value: byCode('store.bank_bin').value } });
    await call(paramId.PUT, 'PUT', { token: admin, params: { id: byCode('store.name').id }, body: { value: byCode('store.name').value } });
  });

  it('the shop\'s time zone is the parameter when it names one', async () => {
    const { getDb } = await import('@/lib/db');
    const { shopTimeZone } = await import('@/lib/params/service');
    const tz = ((await call(params.GET, 'GET', { token: admin })).data as { id: string; code: string }[]).find((p) => p.code === 'console.timezone')!;
    expect(await shopTimeZone(await getDb())).toBe('Asia/Ho_Chi_Minh');
    expect((await call(paramId.PUT, 'PUT', { token: admin, params: { id: tz.id }, body: { value: 'Europe/Paris' } })).status).toBe(200);
    expect(await shopTimeZone(await getDb())).toBe('Europe/Paris');
    await call(paramId.PUT, 'PUT', { token: admin, params: { id: tz.id }, body: { value: 'Asia/Ho_Chi_Minh' } });
  });

  it('shows the storefront only active, non-secret store parameters', async () => {
    const anon = await call(params.GET, 'GET');
    expect(anon.status).toBe(200);
    expect(anon.data.length).toBeGreaterThan(0);
    expect(anon.data.every((p: any) => p.category === 'store' && p.active && !p.isSecret)).toBe(true);
    expect(anon.data.find((p: any) => p.code === 'store.locale')?.value).toBe('en-US');
    const all = await call(params.GET, 'GET', { token: admin });
    expect(all.data.some((p: any) => p.category !== 'store')).toBe(true);
  });
});

describe('logs', () => {
  it('pages the user log and the system log, with search and a time range', async () => {
    const u = await call(userLog.GET, 'GET', { token: viewer, query: { page: 1, limit: 2 } });
    expect(u.status).toBe(200);
    expect(u.data.items.length).toBeLessThanOrEqual(2);
    expect(u.data.total).toBeGreaterThan(0);
    const s = await call(systemLog.GET, 'GET', { token: admin, query: { page: 1, limit: 10, query: 'seed' } });
    expect(s.status).toBe(200);
    const future = await call(userLog.GET, 'GET', { token: admin, query: { from: '2999-01-01 00:00:00' } });
    expect(future.data.total).toBe(0);
    expect((await call(userLog.GET, 'GET', { token: admin, query: { from: 'yesterday' } })).data.field).toBe('from');
    // A search text that looks like SQL is only text.
    const sqlish = await call(userLog.GET, 'GET', { token: admin, query: { query: "%' or 1=1 --" } });
    expect(sqlish.status).toBe(200);
    expect(sqlish.data.total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call(systemLog.GET, 'GET')).status).toBe(401);
  });
});

describe('health and unknown routes', () => {
  it('health answers 200 when the database answers', async () => {
    const res = await health.GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown API path answers 404 in the envelope', async () => {
    const r = await call(rest.GET as never, 'GET');
    expect(r.status).toBe(404);
    expect(r.json.res_status_code).toBe(404);
  });
});
