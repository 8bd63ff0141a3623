import { call, uniq } from './http';
import * as loginRoute from '@/app/api/v1/auth/login/route';
import * as addRoute from '@/app/api/v1/auth/add/route';

export async function loginAs(username: string, password: string) {
  const r = await call(loginRoute.POST, 'POST', { body: { username, password } });
  if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${r.json.message}`);
  return r.data.access_token as string;
}

export const adminToken = () => loginAs('admin', process.env.ADMIN_PASSWORD!);

/** Creates a user through the API as the admin and returns its id, name and password. */
export async function makeUser(admin: string, roles: string[], extra: Record<string, unknown> = {}) {
  const username = uniq('u');
  const password = 'Passw0rd!long';
  const r = await call(addRoute.POST, 'POST', { token: admin, body: { username, password, fullname: 'Test User', roles, ...extra } });
  if (r.status !== 201) throw new Error(`create user failed: ${r.status} ${r.json.message}`);
  return { id: r.data.id as string, username, password };
}

/** The two callers most tests need: the seeded administrator and a fresh System Viewer. */
export async function adminAndViewer() {
  const admin = await adminToken();
  const v = await makeUser(admin, ['VIEWER']);
  return { admin, viewer: await loginAs(v.username, v.password) };
}
