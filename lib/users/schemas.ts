import { z } from 'zod';
import { ROLES } from '@/lib/auth/permissions';
import { zPassword, zPlainDate, zText, zUsername, zUuid, zWireDateTime } from '@/lib/api/schemas';

/* The console user of spec §3. Shared by the console's forms and the route handlers. */

const zRoles = z.array(z.enum(ROLES)).min(1, 'roles').max(ROLES.length);
const zRoleId = z.string().max(100).transform((s, ctx) => {
  const roles = s.split(',').map((r) => r.trim()).filter(Boolean);
  const bad = roles.find((r) => !(ROLES as readonly string[]).includes(r));
  if (bad) ctx.addIssue({ code: 'custom', message: `unknown role ${bad}` });
  if (roles.length === 0) ctx.addIssue({ code: 'custom', message: 'roles' });
  return roles as (typeof ROLES)[number][];
});

const userFields = {
  fullname: zText(120, 1),
  email: z.email('emailAddress').max(200).nullish(),
  phone: z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, 'phoneNumber').nullish(),
  dob: zPlainDate.nullish(),
  gender: z.enum(['male', 'female']).nullish(),
  avatar: z.string().max(500).regex(/^(\/|https:\/\/)[^\s<>"']*$/, 'urlPath').nullish(),
  group_id: zUuid.nullish(),
  roles: zRoles.optional(),
  role_id: zRoleId.optional(),
  expire_date: zWireDateTime.nullish(),
  is_activate: z.boolean().optional(),
  is_developer: z.boolean().optional(),
  is_lock: z.boolean().optional(),
  is_corp_admin: z.boolean().optional(),
};

export const ZUserCreate = z
  .object({ username: zUsername, password: zPassword, ...userFields })
  .refine((u) => u.roles || u.role_id, { message: 'roles', path: ['roles'] });
export type TUserCreate = z.infer<typeof ZUserCreate>;

/** A partial update: fields left out stay as they are. username and base record fields are read-only. */
export const ZUserUpdate = z.object({ password: zPassword.optional(), ...userFields }).partial();
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZProfileUpdate = z.object({
  fullname: userFields.fullname,
  email: userFields.email,
  phone: userFields.phone,
  dob: userFields.dob,
  gender: userFields.gender,
  avatar: userFields.avatar,
  locale: z.enum(['vi', 'en']),
}).partial();

export const ZChangePassword = z.object({
  currentPassword: z.string().min(1, 'isRequired').max(200),
  newPassword: zPassword,
});

export const ZLogin = z.object({
  username: z.string().trim().min(1, 'isRequired').max(200),
  password: z.string().min(1, 'isRequired').max(200),
});
