/* The one permission table. The server enforces it in every route handler and page; the console reads the same
   table only to decide which menu entries and buttons to show. Client-safe. */

export const ROLES = ['SADMIN', 'SYSAD', 'ADMIN', 'VIEWER'] as const;
export type TRole = (typeof ROLES)[number];

export const ROLE_LABELS: Record<TRole, string> = {
  SADMIN: 'SADMIN',
  SYSAD: 'SYSAD',
  ADMIN: 'System Administrator',
  VIEWER: 'System Viewer',
};

export const PERMISSIONS = [
  'console.view',
  'account.update',
  'users.read', 'users.write',
  'groups.read', 'groups.write',
  'params.read', 'params.write',
  'logs.read',
  'catalog.read', 'catalog.write',
  'content.read', 'content.write',
  'orders.read', 'orders.write',
  'discounts.read', 'discounts.write',
  'gateway.read', 'gateway.write',
  'stats.read',
  /* A backup holds every record, password hashes included: SADMIN only (it ends in neither .read nor .write). */
  'system.backup',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

const READS: TPermission[] = PERMISSIONS.filter((p) => p.endsWith('.read') && !p.startsWith('users') && !p.startsWith('groups'));
const WRITES: TPermission[] = PERMISSIONS.filter((p) => p.endsWith('.write') && !p.startsWith('users') && !p.startsWith('groups'));
const PEOPLE: TPermission[] = ['users.read', 'users.write', 'groups.read', 'groups.write'];

export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  SADMIN: PERMISSIONS,
  SYSAD: ['console.view', 'account.update', ...READS, ...WRITES, ...PEOPLE],
  ADMIN: ['console.view', 'account.update', ...READS, ...WRITES],
  VIEWER: ['console.view', 'account.update', ...READS],
};

export function parseRoles(roleId: string | null | undefined): TRole[] {
  return (roleId ?? '').split(',').map((r) => r.trim()).filter((r): r is TRole => (ROLES as readonly string[]).includes(r));
}

export function can(roles: readonly TRole[], permission: TPermission): boolean {
  return roles.some((r) => ROLE_PERMISSIONS[r].includes(permission));
}

/** Only SADMIN may grant SADMIN or change a SADMIN account, so SYSAD cannot raise itself above its rank. */
export function canManageRoles(actor: readonly TRole[], target: readonly TRole[]): boolean {
  return actor.includes('SADMIN') || !target.includes('SADMIN');
}
