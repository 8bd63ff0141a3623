import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { groups, users } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { canManageRoles, parseRoles, type TRole } from '@/lib/auth/permissions';
import { revokeUserSessions, type TSession } from '@/lib/auth/session';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { toUserDto } from './dto';
import type { TUserCreate, TUserUpdate } from './schemas';
import type { z } from 'zod';
import type { ZChangePassword, ZProfileUpdate } from './schemas';

const rolesOf = (u: { roles?: TRole[]; role_id?: TRole[] }) => u.roles ?? u.role_id;

async function assertGroup(db: Db, groupId: string | null | undefined) {
  if (!groupId) return;
  const [g] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!g) throw E.invalid('group_id', 'no such group');
}

async function assertUnique(db: Db, username: string | null, email: string | null | undefined, exceptId?: string) {
  const conds = [];
  if (username) conds.push(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (email) conds.push(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!conds.length) return;
  const found = await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(or(...conds));
  for (const f of found) {
    if (f.id === exceptId) continue;
    if (username && f.username.toLowerCase() === username.toLowerCase()) throw E.conflict('username', 'usernameTaken');
    throw E.conflict('email', 'emailTaken');
  }
}

export async function listUsers(db: Db, q: TPageQuery) {
  const where = q.query
    ? or(ilike(users.username, likePattern(q.query)), ilike(users.fullname, likePattern(q.query)), ilike(users.email, likePattern(q.query)))
    : undefined;
  return pageOf(db, users, where, async (offset, limit) => {
    const rows = await db.select({ u: users, g: groups.name }).from(users).leftJoin(groups, eq(groups.id, users.group_id))
      .where(where).orderBy(desc(users.createdDate), users.username).offset(offset).limit(limit);
    return rows.map((r) => toUserDto(r.u, r.g));
  }, q.page, q.limit);
}

export async function getUser(db: Db, id: string) {
  const [row] = await db.select({ u: users, g: groups.name }).from(users).leftJoin(groups, eq(groups.id, users.group_id))
    .where(eq(users.id, id)).limit(1);
  if (!row) throw E.notFound('User');
  return toUserDto(row.u, row.g);
}

export async function createUser(db: Db, input: TUserCreate, session: TSession, actor: TActor) {
  const roles = rolesOf(input) as TRole[];
  if (!canManageRoles(session.roles, roles)) throw E.forbidden('sadminGrant');
  await assertUnique(db, input.username, input.email);
  await assertGroup(db, input.group_id);
  const { password, roles: _r, role_id: _ri, ...fields } = input;
  try {
    const [row] = await db.insert(users).values({
      ...fields, role_id: roles.join(','), passwordHash: await hashPassword(password), passwordChangedAt: new Date(),
      createdBy: actor.username, updatedBy: actor.username,
    }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'user', id: row.id, detail: { username: row.username, roles } });
    return getUser(db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('username', 'usernameTaken');
    throw err;
  }
}

export async function updateUser(db: Db, id: string, input: TUserUpdate, session: TSession, actor: TActor) {
  const [current] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!current) throw E.notFound('User');
  const newRoles = rolesOf(input);
  if (!canManageRoles(session.roles, parseRoles(current.role_id)) || (newRoles && !canManageRoles(session.roles, newRoles))) {
    throw E.forbidden('sadminChange');
  }
  if (id === session.user.id && (input.is_lock || input.is_activate === false)) {
    throw E.invalid(input.is_lock ? 'is_lock' : 'is_activate', 'selfLock');
  }
  await assertUnique(db, null, input.email, id);
  await assertGroup(db, input.group_id);
  const { password, roles: _r, role_id: _ri, ...fields } = input;
  const set: Partial<typeof users.$inferInsert> = { ...fields, updatedDate: new Date(), updatedBy: actor.username };
  if (newRoles) set.role_id = newRoles.join(',');
  if (password) Object.assign(set, { passwordHash: await hashPassword(password), passwordChangedAt: new Date() });
  if (input.is_lock === false) set.failedLoginCount = 0;
  await db.update(users).set(set).where(eq(users.id, id));
  // A new password, a lock or a deactivation ends the user's sessions at once.
  if (password || input.is_lock || input.is_activate === false) await revokeUserSessions(db, id);
  const changed = Object.keys(input).filter((k) => k !== 'password');
  await logUserAction(db, actor, 'UPDATE', { type: 'user', id, detail: { username: current.username, changed, passwordReset: !!password } });
  return getUser(db, id);
}

export async function removeUser(db: Db, id: string, session: TSession, actor: TActor) {
  const [current] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!current) throw E.notFound('User');
  if (id === session.user.id) throw E.invalid('id', 'selfDelete');
  if (!canManageRoles(session.roles, parseRoles(current.role_id))) throw E.forbidden('sadminDelete');
  await db.delete(users).where(eq(users.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'user', id, detail: { username: current.username } });
  return { id };
}

export async function updateProfile(db: Db, session: TSession, input: z.infer<typeof ZProfileUpdate>, actor: TActor) {
  await assertUnique(db, null, input.email, session.user.id);
  await db.update(users).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(users.id, session.user.id));
  await logUserAction(db, actor, 'UPDATE_PROFILE', { type: 'user', id: session.user.id, detail: { changed: Object.keys(input) } });
  return getUser(db, session.user.id);
}

export async function changeOwnPassword(db: Db, session: TSession, input: z.infer<typeof ZChangePassword>, actor: TActor) {
  if (!(await verifyPassword(session.user.passwordHash, input.currentPassword))) {
    throw E.invalid('currentPassword', 'wrongPassword');
  }
  if (input.currentPassword === input.newPassword) throw E.invalid('newPassword', 'samePassword');
  await db.update(users).set({
    passwordHash: await hashPassword(input.newPassword), passwordChangedAt: new Date(), updatedDate: new Date(), updatedBy: actor.username,
  }).where(eq(users.id, session.user.id));
  // Other devices are signed out; this one stays.
  await revokeUserSessions(db, session.user.id, session.id);
  await logUserAction(db, actor, 'CHANGE_PASSWORD', { type: 'user', id: session.user.id });
  return { changed: true };
}

