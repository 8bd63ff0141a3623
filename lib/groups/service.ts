import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { groups, users } from '@/lib/db/schema';
import { E, isUniqueViolation } from '@/lib/api/errors';
import type { TPageQuery } from '@/lib/api/schemas';
import { likePattern, pageOf } from '@/lib/db/paging';
import { logUserAction, type TActor } from '@/lib/logs/write';
import type { TGroupInput, ZGroupUpdate } from './schemas';

const withMembers = (db: Db) =>
  db.select({ g: groups, members: sql<number>`(select count(*)::int from ${users} where ${users.group_id} = ${groups.id})` }).from(groups);
const dto = (r: { g: typeof groups.$inferSelect; members: number }) => ({ ...r.g, memberCount: Number(r.members) });

export async function listGroups(db: Db) {
  return (await withMembers(db).orderBy(asc(groups.name))).map(dto);
}

export async function pageGroups(db: Db, q: TPageQuery) {
  const where = q.query ? or(ilike(groups.name, likePattern(q.query)), ilike(groups.description, likePattern(q.query))) : undefined;
  return pageOf(db, groups, where, async (offset, limit) =>
    (await withMembers(db).where(where).orderBy(desc(groups.createdDate), asc(groups.name)).offset(offset).limit(limit)).map(dto),
  q.page, q.limit);
}

export async function getGroup(db: Db, id: string) {
  const [row] = await withMembers(db).where(eq(groups.id, id)).limit(1);
  if (!row) throw E.notFound('Group');
  return dto(row);
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [f] = await db.select({ id: groups.id }).from(groups).where(eq(sql`lower(${groups.name})`, name.toLowerCase())).limit(1);
  if (f && f.id !== exceptId) throw E.conflict('name', 'groupNameTaken');
}

export async function createGroup(db: Db, input: TGroupInput, actor: TActor) {
  await assertNameFree(db, input.name);
  try {
    const [row] = await db.insert(groups).values({ ...input, createdBy: actor.username, updatedBy: actor.username }).returning();
    await logUserAction(db, actor, 'CREATE', { type: 'group', id: row.id, detail: { name: row.name } });
    return getGroup(db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw E.conflict('name', 'groupNameTaken');
    throw err;
  }
}

export async function updateGroup(db: Db, id: string, input: z.infer<typeof ZGroupUpdate>, actor: TActor) {
  await getGroup(db, id);
  if (input.name) await assertNameFree(db, input.name, id);
  await db.update(groups).set({ ...input, updatedDate: new Date(), updatedBy: actor.username }).where(eq(groups.id, id));
  await logUserAction(db, actor, 'UPDATE', { type: 'group', id, detail: { changed: Object.keys(input) } });
  return getGroup(db, id);
}

export async function removeGroup(db: Db, id: string, actor: TActor) {
  const g = await getGroup(db, id);
  // Members stay; they simply no longer belong to a group (the foreign key sets null).
  await db.delete(groups).where(eq(groups.id, id));
  await logUserAction(db, actor, 'DELETE', { type: 'group', id, detail: { name: g.name, members: g.memberCount } });
  return { id };
}

