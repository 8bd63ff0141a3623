import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { burnVerify, verifyPassword } from '@/lib/auth/password';
import { blockReason, createSession } from '@/lib/auth/session';
import { logUserAction, type TActor } from '@/lib/logs/write';

/** After this many wrong passwords in a row the account is locked. */
export const MAX_FAILED_LOGINS = 5;
/** From the third wrong password on, each answer waits longer (ms per failure beyond two, capped). */
const DELAY_STEP_MS = 400;
const DELAY_CAP_MS = 3000;

/* Unknown usernames are slowed down exactly like known ones, so timing does not reveal which names exist. */
const unknownFailures = new Map<string, number>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const delayFor = (failures: number) => Math.min(Math.max(0, failures - 2) * DELAY_STEP_MS, DELAY_CAP_MS);

export async function login(db: Db, input: { username: string; password: string }, actor: TActor) {
  const name = input.username.toLowerCase();
  const [user] = await db.select().from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name))).limit(1);
  const who = { ...actor, username: user?.username ?? input.username.slice(0, 64) };

  if (!user) {
    await burnVerify(input.password);
    const n = (unknownFailures.get(name) ?? 0) + 1;
    if (unknownFailures.size > 10_000) unknownFailures.clear();
    unknownFailures.set(name, n);
    await sleep(delayFor(n));
    await logUserAction(db, who, 'LOGIN_FAILED', { type: 'user' }, 'warn');
    throw E.badCredentials();
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const failures = user.failedLoginCount + 1;
    const lockNow = failures >= MAX_FAILED_LOGINS && !user.is_lock;
    await db.update(users).set({
      failedLoginCount: failures, lastFailedLoginAt: new Date(), ...(lockNow ? { is_lock: true } : {}),
    }).where(eq(users.id, user.id));
    await sleep(delayFor(failures));
    await logUserAction(db, { ...who, userId: user.id }, 'LOGIN_FAILED', { type: 'user', id: user.id }, 'warn');
    if (lockNow) await logUserAction(db, { ...who, userId: user.id }, 'ACCOUNT_LOCKED', { type: 'user', id: user.id, detail: { failures } }, 'warn');
    throw E.badCredentials();
  }

  // Only someone who knows the password learns that the account is locked, inactive or expired.
  const blocked = blockReason(user);
  if (blocked) {
    await logUserAction(db, { ...who, userId: user.id }, 'LOGIN_FAILED', { type: 'user', id: user.id, detail: { reason: blocked } }, 'warn');
    throw E.accountBlocked(blocked);
  }

  if (user.failedLoginCount > 0) await db.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, user.id));
  const session = await createSession(db, user.id, actor.ip, actor.userAgent);
  await logUserAction(db, { ...who, userId: user.id }, 'LOGIN', { type: 'user', id: user.id });
  return { user, ...session };
}
