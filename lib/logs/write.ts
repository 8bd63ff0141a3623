import type { Db } from '@/lib/db';
import { systemLogs, userLogs } from '@/lib/db/schema';
import { logger } from '@/lib/logger';

export type TActor = { userId: string | null; username: string | null; ip: string | null; userAgent: string | null };

export type TUserAction =
  | 'LOGIN' | 'LOGIN_FAILED' | 'LOGOUT' | 'ACCOUNT_LOCKED'
  | 'CREATE' | 'UPDATE' | 'DELETE' | 'CHANGE_PASSWORD' | 'UPDATE_PROFILE' | 'EXPORT' | 'IMPORT' | 'BACKUP';

/** The user log: who did what, to which record, when and from where. */
export async function logUserAction(
  db: Db,
  actor: TActor,
  action: TUserAction,
  entity?: { type: string; id?: string | null; detail?: unknown },
  level: 'info' | 'warn' = 'info',
) {
  await db.insert(userLogs).values({
    userId: actor.userId, username: actor.username, action, level,
    entity: entity?.type ?? null, entityId: entity?.id ?? null, detail: entity?.detail ?? null,
    ip: actor.ip, userAgent: actor.userAgent?.slice(0, 300) ?? null,
    createdBy: actor.username, updatedBy: actor.username,
  });
}

/** The system event log: things the system itself noticed (start, seed, dropped records, failures). */
export async function logSystemEvent(
  db: Db, event: string, message: string, level: 'info' | 'warn' | 'error' = 'info', detail?: unknown,
) {
  logger()[level]({ event, detail }, message);
  await db.insert(systemLogs).values({ event, message, level, detail: detail ?? null, createdBy: 'system' });
}
