import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import type { Db } from '@/lib/db';
import { sessions, users } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { secrets } from '@/lib/config/secrets';
import { parseRoles, type TRole } from './permissions';

export const SESSION_COOKIE = 'admin-token';

export type TSessionUser = typeof users.$inferSelect;
export type TSession = { id: string; user: TSessionUser; roles: TRole[]; expiresAt: Date };

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export async function createSession(db: Db, userId: string, ip: string | null, userAgent: string | null) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config().SESSION_TTL_HOURS * 3600_000);
  await db.insert(sessions).values({
    tokenHash: sha256(token), userId, expiresAt, ip, userAgent: userAgent?.slice(0, 300) ?? null,
  });
  // Expired sessions are swept opportunistically; no cron is needed.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** Why a user, though signed in, may no longer act. Checked on every request, so locking ends sessions at once. */
export function blockReason(u: TSessionUser, now = new Date()): 'locked' | 'inactive' | 'expired' | null {
  if (u.is_lock) return 'locked';
  if (!u.is_activate) return 'inactive';
  if (u.expire_date && u.expire_date <= now) return 'expired';
  return null;
}

export async function resolveSession(db: Db, token: string): Promise<TSession | null> {
  const now = new Date();
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || blockReason(row.u, now)) return null;
  // Sliding expiry, written at most once a minute per session.
  if (now.getTime() - row.s.lastSeenAt.getTime() > 60_000) {
    const expiresAt = new Date(now.getTime() + config().SESSION_TTL_HOURS * 3600_000);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.s.id));
  }
  return { id: row.s.id, user: row.u, roles: parseRoles(row.u.role_id), expiresAt: row.s.expiresAt };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const r of rows) if (r.id !== exceptSessionId) await revokeSession(db, r.id);
}

/* The browser carries the token sealed by iron-session in an httpOnly cookie; API clients send it as a bearer. */

export function sealToken(token: string): Promise<string> {
  return sealData({ t: token }, { password: secrets().sessionSecret, ttl: config().SESSION_TTL_HOURS * 3600 });
}

export async function unsealToken(sealed: string): Promise<string | null> {
  try {
    const data = await unsealData<{ t?: string }>(sealed, { password: secrets().sessionSecret });
    return typeof data.t === 'string' ? data.t : null;
  } catch {
    return null;
  }
}

export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The token a request presents: a bearer header wins over the cookie. */
export async function tokenFromRequest(headers: Headers): Promise<string | null> {
  const auth = headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  const sealed = readCookie(headers.get('cookie'), SESSION_COOKIE);
  return sealed ? unsealToken(sealed) : null;
}

export async function sessionFromHeaders(db: Db, headers: Headers): Promise<TSession | null> {
  const token = await tokenFromRequest(headers);
  return token ? resolveSession(db, token) : null;
}
