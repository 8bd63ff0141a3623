import { describe, expect, it } from 'vitest';
import { can, canManageRoles, parseRoles, PERMISSIONS, ROLE_PERMISSIONS } from '@/lib/auth/permissions';
import { CONSOLE_MENU, menuFor, permissionForPath } from '@/lib/auth/menu';

describe('permission table', () => {
  it('SADMIN can do everything', () => {
    for (const p of PERMISSIONS) expect(can(['SADMIN'], p)).toBe(true);
  });

  it('a viewer reads and never writes', () => {
    for (const p of PERMISSIONS) if (p.endsWith('.write')) expect(can(['VIEWER'], p)).toBe(false);
    expect(can(['VIEWER'], 'logs.read')).toBe(true);
  });

  it('only SADMIN and SYSAD manage users and groups', () => {
    for (const p of ['users.read', 'users.write', 'groups.read', 'groups.write'] as const) {
      expect(can(['SYSAD'], p)).toBe(true);
      expect(can(['ADMIN'], p)).toBe(false);
      expect(can(['VIEWER'], p)).toBe(false);
    }
  });

  it('an ADMIN writes what a viewer reads, users and groups aside', () => {
    for (const p of ROLE_PERMISSIONS.VIEWER) expect(can(['ADMIN'], p)).toBe(true);
    expect(can(['ADMIN'], 'params.write')).toBe(true);
  });

  it('roles come from role_id split on commas; unknown codes are ignored', () => {
    expect(parseRoles('ADMIN, VIEWER,ROOT,')).toEqual(['ADMIN', 'VIEWER']);
    expect(parseRoles(null)).toEqual([]);
    expect(can([], 'console.view')).toBe(false);
  });

  it('only SADMIN grants SADMIN', () => {
    expect(canManageRoles(['SYSAD'], ['SADMIN'])).toBe(false);
    expect(canManageRoles(['SADMIN'], ['SADMIN'])).toBe(true);
    expect(canManageRoles(['SYSAD'], ['ADMIN'])).toBe(true);
  });
});

describe('console menu', () => {
  const keys = (roles: Parameters<typeof menuFor>[0]) => JSON.stringify(menuFor(roles)).match(/"key":"\w+"/g);

  it('SADMIN sees every entry', () => {
    expect(menuFor(['SADMIN'])).toEqual(CONSOLE_MENU);
  });

  it('a viewer sees fewer entries and no user management', () => {
    const v = keys(['VIEWER'])!;
    expect(v.length).toBeLessThan(keys(['SADMIN'])!.length);
    expect(v.join()).not.toContain('"users"');
    expect(v.join()).not.toContain('userManagement');
  });

  it('maps console paths to the permission the page needs', () => {
    expect(permissionForPath('/console/users')).toBe('users.read');
    expect(permissionForPath('/console/users/123')).toBe('users.read');
    expect(permissionForPath('/console')).toBe('console.view');
    expect(permissionForPath('/console/gateway/source-systems')).toBe('gateway.read');
    expect(permissionForPath('/console/gateway/task-flow')).toBe('logs.read');
    expect(permissionForPath('/console/gateway/dashboard')).toBe('stats.read');
  });
});
