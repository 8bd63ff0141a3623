import type { users } from '@/lib/db/schema';
import { parseRoles } from '@/lib/auth/permissions';

type TUserRow = typeof users.$inferSelect;

/** What the API shows of a user: spec §3 fields, never the hash or the sign-in counters. */
export function toUserDto(u: TUserRow, groupName?: string | null) {
  return {
    id: u.id,
    username: u.username,
    fullname: u.fullname,
    email: u.email,
    phone: u.phone,
    dob: u.dob,
    gender: u.gender,
    avatar: u.avatar,
    group_id: u.group_id,
    group_name: groupName ?? null,
    role_id: u.role_id,
    roles: parseRoles(u.role_id),
    expire_date: u.expire_date,
    created_at: u.createdDate,
    is_activate: u.is_activate,
    is_developer: u.is_developer,
    is_lock: u.is_lock,
    is_corp_admin: u.is_corp_admin,
    locale: u.locale,
    createdDate: u.createdDate,
    updatedDate: u.updatedDate,
    createdBy: u.createdBy,
    updatedBy: u.updatedBy,
  };
}
export type TUserDto = ReturnType<typeof toUserDto>;
