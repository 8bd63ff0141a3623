import { describe, expect, it, beforeAll } from 'vitest';
import { call, uniq } from '../http';
import { adminToken, loginAs, makeUser } from '../helpers';
import * as list from '@/app/api/v1/auth/list/route';
import * as add from '@/app/api/v1/auth/add/route';
import * as update from '@/app/api/v1/auth/update/[id]/route';
import * as remove from '@/app/api/v1/auth/remove/[id]/route';
import * as profile from '@/app/api/v1/auth/profile/route';
import * as group from '@/app/api/v1/group/route';
import * as userLog from '@/app/api/v1/logs/user/pagination/route';

let admin: string;
beforeAll(async () => { admin = await adminToken(); });

describe('console users', () => {
  it('creates, lists, updates partially and removes a user', async () => {
    const username = uniq('alice');
    const created = await call(add.POST, 'POST', { token: admin, body: {
      username, password: 'Sup3rSecret!', fullname: 'Alice Nguyễn', email: `${username}@example.com`, phone: '+84 912 345 678',
      dob: '1990-12-31', gender: 'female', roles: ['ADMIN'], expire_date: '2099-01-01 00:00:00', is_corp_admin: true,
    } });
    expect(created.status).toBe(201);
    expect(created.json.res_status_code).toBe(201);
    const id = created.data.id;
    expect(created.data).toMatchObject({ username, dob: '1990-12-31', role_id: 'ADMIN', roles: ['ADMIN'], expire_date: '2099-01-01 00:00:00', is_corp_admin: true });

    const page = await call(list.GET, 'GET', { token: admin, query: { page: 1, limit: 5, query: username } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(page.data.items[0].id).toBe(id);

    // Partial update: only fullname changes; what a GET returned can be sent back, read-only fields ignored.
    const upd = await call(update.PUT, 'PUT', { token: admin, params: { id }, body: { fullname: 'Alice N.', id: 'ignored', createdDate: 'x', username: 'renamed' } });
    expect(upd.status).toBe(200);
    expect(upd.data).toMatchObject({ fullname: 'Alice N.', username, email: `${username}@example.com`, dob: '1990-12-31', gender: 'female' });

    expect((await call(remove.DELETE, 'DELETE', { token: admin, params: { id } })).status).toBe(200);
    expect((await call(remove.DELETE, 'DELETE', { token: admin, params: { id } })).status).toBe(404);
  });

  it('answers 409 for a duplicate username, whatever its case', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const r = await call(add.POST, 'POST', { token: admin, body: { username: u.username.toUpperCase(), password: 'Passw0rd!long', fullname: 'X', roles: ['VIEWER'] } });
    expect(r.status).toBe(409);
    expect(r.data).toMatchObject({ field: 'username', key: 'usernameTaken' });
    expect(r.json.message).toBe('username: already taken');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      expect((await call(update.PUT, 'PUT', { token: admin, params: { id }, body: { fullname: 'x' } })).status).toBe(404);
    }
  });

  it('refuses script and SQL fragments in names, bad roles, bad dates and unknown groups with 400', async () => {
    const base = { username: uniq('v'), password: 'Passw0rd!long', fullname: 'Ok', roles: ['VIEWER'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ fullname: '<script>alert(1)</script>' }, 'fullname'],
      [{ username: "x'; drop table users; --" }, 'username'],
      [{ roles: ['ROOT'] }, 'roles.0'],
      [{ roles: [] }, 'roles'],
      [{ expire_date: '2024-13-40 25:00:00' }, 'expire_date'],
      [{ dob: '31/12/1990' }, 'dob'],
      [{ email: 'not-an-email' }, 'email'],
      [{ group_id: '00000000-0000-4000-8000-000000000000' }, 'group_id'],
      [{ password: 'short' }, 'password'],
    ];
    for (const [patch, field] of cases) {
      const r = await call(add.POST, 'POST', { token: admin, body: { ...base, ...patch } });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.data.field).toBe(field);
    }
    // A schema's own message goes out as English text, with its key beside it.
    const short = await call(add.POST, 'POST', { token: admin, body: { ...base, password: 'short' } });
    expect(short.json.message).toBe('password: must be at least 8 characters');
    expect(short.data.key).toBe('passwordLength');
  });

  it('lets only SADMIN and SYSAD manage users; a viewer and an admin get 403', async () => {
    const viewer = await makeUser(admin, ['VIEWER']);
    const sysAdmin = await makeUser(admin, ['ADMIN']);
    const sysad = await makeUser(admin, ['SYSAD']);
    const body = { username: uniq('w'), password: 'Passw0rd!long', fullname: 'W', roles: ['VIEWER'] };
    for (const u of [viewer, sysAdmin]) {
      const t = await loginAs(u.username, u.password);
      expect((await call(add.POST, 'POST', { token: t, body })).status).toBe(403);
      expect((await call(list.GET, 'GET', { token: t })).status).toBe(403);
      expect((await call(remove.DELETE, 'DELETE', { token: t, params: { id: viewer.id } })).status).toBe(403);
    }
    const t = await loginAs(sysad.username, sysad.password);
    expect((await call(add.POST, 'POST', { token: t, body })).status).toBe(201);
    // SYSAD cannot raise anyone, itself included, to SADMIN.
    expect((await call(update.PUT, 'PUT', { token: t, params: { id: sysad.id }, body: { roles: ['SADMIN'] } })).status).toBe(403);
    expect((await call(add.POST, 'POST', { token: t, body: { ...body, username: uniq('z'), roles: ['SADMIN'] } })).status).toBe(403);
  });

  it('answers 401 without a session, even with a spoofed middleware header', async () => {
    const r = await call(list.GET, 'GET', { headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } });
    expect(r.status).toBe(401);
  });

  it('updates the own profile and refuses a viewer nothing it owns', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const t = await loginAs(u.username, u.password);
    const r = await call(profile.PUT, 'PUT', { token: t, body: { fullname: 'Renamed Viewer', locale: 'en' } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ fullname: 'Renamed Viewer', locale: 'en', roles: ['VIEWER'] });
    // role fields are not part of a profile and are ignored
    const sneaky = await call(profile.PUT, 'PUT', { token: t, body: { role_id: 'SADMIN' } });
    expect(sneaky.data.role_id).toBe('VIEWER');
  });

  it('records sign-ins and changes in the user log with who, what and from where', async () => {
    const g = await call(group.POST, 'POST', { token: admin, body: { name: uniq('Audit group ') } });
    expect(g.status).toBe(201);
    const log = await call(userLog.GET, 'GET', { token: admin, query: { page: 1, limit: 50, query: 'admin' } });
    expect(log.status).toBe(200);
    const create = log.data.items.find((i: any) => i.action === 'CREATE' && i.entityId === g.data.id);
    expect(create).toMatchObject({ username: 'admin', entity: 'group', ip: '127.0.0.1' });
    expect(create.logTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(log.data.items.some((i: any) => i.action === 'LOGIN')).toBe(true);
  });
});
