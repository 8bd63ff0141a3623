import { describe, expect, it, beforeAll } from 'vitest';
import { call, uniq } from '../http';
import { adminToken, loginAs, makeUser } from '../helpers';
import * as login from '@/app/api/v1/auth/login/route';
import * as logout from '@/app/api/v1/auth/logout/route';
import * as info from '@/app/api/v1/auth/info/route';
import * as update from '@/app/api/v1/auth/update/[id]/route';
import * as password from '@/app/api/v1/auth/password/route';
import { SESSION_COOKIE } from '@/lib/auth/session';

let admin: string;
beforeAll(async () => { admin = await adminToken(); });

describe('POST /api/v1/auth/login', () => {
  it('answers an access token and a sealed httpOnly cookie', async () => {
    const r = await call(login.POST, 'POST', { body: { username: 'admin', password: process.env.ADMIN_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.json.res_status_code).toBe(200);
    expect(r.data.access_token).toMatch(/^[\w-]{40,}$/);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toContain(r.data.access_token);
    // The cookie alone is a session.
    const sealed = cookie.split(';')[0];
    const me = await call(info.GET, 'GET', { headers: { cookie: sealed } });
    expect(me.status).toBe(200);
    expect(me.data.username).toBe('admin');
  });

  it('accepts the email in place of the username', async () => {
    const email = `${uniq('m')}@example.com`;
    const u = await makeUser(admin, ['VIEWER'], { email });
    const r = await call(login.POST, 'POST', { body: { username: email.toUpperCase(), password: u.password } });
    expect(r.status).toBe(200);
  });

  it('answers the same for an unknown user and a wrong password', async () => {
    const a = await call(login.POST, 'POST', { body: { username: uniq('nobody'), password: 'whatever1' } });
    const b = await call(login.POST, 'POST', { body: { username: 'admin', password: 'wrong-password' } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json.message).toBe(b.json.message);
    expect(a.data).toEqual(b.data);
  });

  it('rejects malformed JSON, a wrong content type, a missing field and a wrong type with 400 naming the field', async () => {
    const bad = await call(login.POST, 'POST', { raw: '{"username": "admin",', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/malformed JSON/);
    const ct = await call(login.POST, 'POST', { raw: 'username=admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(ct.status).toBe(400);
    expect(ct.json.message).toMatch(/content-type/);
    const missing = await call(login.POST, 'POST', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.data.field).toBe('password');
    const wrongType = await call(login.POST, 'POST', { body: { username: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toMatch(/^username:/);
  });

  it('answers 413 for a body over the limit', async () => {
    const r = await call(login.POST, 'POST', { body: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(r.status).toBe(413);
  });

  it('slows down, then locks after repeated wrong passwords; a success resets the count', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    for (let i = 0; i < 2; i++) expect((await call(login.POST, 'POST', { body: { username: u.username, password: 'nope-nope' } })).status).toBe(401);
    expect((await call(login.POST, 'POST', { body: { username: u.username, password: u.password } })).status).toBe(200);
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await call(login.POST, 'POST', { body: { username: u.username, password: 'nope-nope' } })).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400 + 800 + 1200 - 50);
    const locked = await call(login.POST, 'POST', { body: { username: u.username, password: u.password } });
    expect(locked.status).toBe(403);
    expect(locked.json.message).toMatch(/locked/);
  });

  it('refuses locked, inactive and expired users', async () => {
    const locked = await makeUser(admin, ['VIEWER'], { is_lock: true });
    const inactive = await makeUser(admin, ['VIEWER'], { is_activate: false });
    const expired = await makeUser(admin, ['VIEWER'], { expire_date: '2020-01-01 00:00:00' });
    for (const [u, word] of [[locked, /locked/], [inactive, /deactivated/], [expired, /expired/]] as const) {
      const r = await call(login.POST, 'POST', { body: { username: u.username, password: u.password } });
      expect(r.status).toBe(403);
      expect(r.json.message).toMatch(word);
    }
  });
});

describe('sessions', () => {
  it('logout ends the session at once', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const token = await loginAs(u.username, u.password);
    expect((await call(info.GET, 'GET', { token })).status).toBe(200);
    expect((await call(logout.DELETE, 'DELETE', { token })).status).toBe(200);
    expect((await call(info.GET, 'GET', { token })).status).toBe(401);
  });

  it('locking a user ends their sessions at once', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const token = await loginAs(u.username, u.password);
    expect((await call(update.PUT, 'PUT', { token: admin, params: { id: u.id }, body: { is_lock: true } })).status).toBe(200);
    expect((await call(info.GET, 'GET', { token })).status).toBe(401);
  });

  it('info answers 401 without a session, and a forged token is not a session', async () => {
    expect((await call(info.GET, 'GET')).status).toBe(401);
    expect((await call(info.GET, 'GET', { token: 'forged' })).status).toBe(401);
    expect((await call(info.GET, 'GET', { headers: { cookie: `${SESSION_COOKIE}=Fe26.2**garbage` } })).status).toBe(401);
  });

  it('info carries role_id as a comma-separated string and roles as a list', async () => {
    const u = await makeUser(admin, ['ADMIN', 'VIEWER']);
    const me = await call(info.GET, 'GET', { token: await loginAs(u.username, u.password) });
    expect(me.data.role_id).toBe('ADMIN,VIEWER');
    expect(me.data.roles).toEqual(['ADMIN', 'VIEWER']);
    expect(me.data).not.toHaveProperty('passwordHash');
    expect(me.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('changing one\'s own password needs the current one and signs out other devices', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const a = await loginAs(u.username, u.password);
    const b = await loginAs(u.username, u.password);
    const wrong = await call(password.PUT, 'PUT', { token: a, body: { currentPassword: 'not-it', newPassword: 'NewPassw0rd!' } });
    expect(wrong.status).toBe(400);
    expect(wrong.data.field).toBe('currentPassword');
    expect((await call(password.PUT, 'PUT', { token: a, body: { currentPassword: u.password, newPassword: 'NewPassw0rd!' } })).status).toBe(200);
    expect((await call(info.GET, 'GET', { token: a })).status).toBe(200);
    expect((await call(info.GET, 'GET', { token: b })).status).toBe(401);
    await loginAs(u.username, 'NewPassw0rd!');
  });
});

describe('auth/info failures (spec §5)', () => {
  it('answers 403 with the original message when the user has no role left', async () => {
    const u = await makeUser(admin, ['VIEWER']);
    const token = await loginAs(u.username, u.password);
    const { getDb } = await import('@/lib/db');
    const { users } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    await (await getDb()).update(users).set({ role_id: 'RETIRED' }).where(eq(users.id, u.id));
    const r = await call(info.GET, 'GET', { token });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('getInfo: roles must be a non-null array!');
  });
});
