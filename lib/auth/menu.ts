import type { TPermission, TRole } from './permissions';
import { can } from './permissions';

/* The console's routes. The side menu is built from the entries a user may see; labels are translation keys under
   `menu.*`. Client-safe. Later screens add their entries here. */

export type TMenuEntry = {
  key: string;
  path?: string;
  icon: string;
  permission?: TPermission;
  /** Spec §6: a route with a role list is visible to users holding at least one of them. */
  roles?: readonly TRole[];
  children?: TMenuEntry[];
};

export const CONSOLE_MENU: TMenuEntry[] = [
  { key: 'home', path: '/console', icon: 'home', permission: 'console.view' },
  {
    key: 'userManagement', icon: 'people', children: [
      { key: 'users', path: '/console/users', icon: 'person', permission: 'users.read' },
      { key: 'userGroups', path: '/console/groups', icon: 'groups', permission: 'groups.read' },
    ],
  },
  {
    key: 'systemParams', icon: 'tune', children: [
      { key: 'configSystemParams', path: '/console/system-params', icon: 'settings', permission: 'params.read' },
    ],
  },
  {
    key: 'logs', icon: 'history', children: [
      { key: 'userLog', path: '/console/logs/user', icon: 'manage_history', permission: 'logs.read' },
      { key: 'systemLog', path: '/console/logs/system', icon: 'event_note', permission: 'logs.read' },
    ],
  },
  {
    key: 'shop', icon: 'store', children: [
      { key: 'orders', path: '/console/orders', icon: 'cart', permission: 'orders.read' },
      { key: 'customers', path: '/console/customers', icon: 'contacts', permission: 'orders.read' },
      { key: 'discounts', path: '/console/discounts', icon: 'discount', permission: 'discounts.read' },
      { key: 'shippingZones', path: '/console/shipping', icon: 'shipping', permission: 'params.read' },
      { key: 'products', path: '/console/products', icon: 'inventory', permission: 'catalog.read' },
      { key: 'collections', path: '/console/collections', icon: 'category', permission: 'catalog.read' },
      { key: 'reviews', path: '/console/reviews', icon: 'reviews', permission: 'catalog.read' },
    ],
  },
  {
    key: 'content', icon: 'article', children: [
      { key: 'pages', path: '/console/pages', icon: 'description', permission: 'content.read' },
      { key: 'posts', path: '/console/posts', icon: 'feed', permission: 'content.read' },
      { key: 'storeMenu', path: '/console/store-menu', icon: 'menu', permission: 'content.read' },
      { key: 'redirects', path: '/console/redirects', icon: 'redirects', permission: 'content.read' },
    ],
  },
  {
    key: 'apiGateway', icon: 'hub', children: [
      { key: 'gatewayDashboard', path: '/console/gateway/dashboard', icon: 'insights', permission: 'stats.read' },
      { key: 'targetSystems', path: '/console/gateway/target-systems', icon: 'dns', permission: 'gateway.read' },
      { key: 'targetApis', path: '/console/gateway/target-apis', icon: 'api', permission: 'gateway.read' },
      { key: 'sourceSystems', path: '/console/gateway/source-systems', icon: 'key', permission: 'gateway.read' },
      { key: 'taskFlowLog', path: '/console/gateway/task-flow', icon: 'receipt', permission: 'logs.read' },
      { key: 'apiRunner', path: '/console/gateway/runner', icon: 'send', permission: 'gateway.read' },
    ],
  },
  { key: 'account', path: '/console/account', icon: 'account', permission: 'account.update' },
];

function visible(e: TMenuEntry, roles: readonly TRole[]): boolean {
  if (roles.includes('SADMIN')) return true;
  if (e.roles && !e.roles.some((r) => roles.includes(r))) return false;
  return !e.permission || can(roles, e.permission);
}

/** The menu a user sees: entries they may open, and groups that still hold at least one of them. */
export function menuFor(roles: readonly TRole[], entries: TMenuEntry[] = CONSOLE_MENU): TMenuEntry[] {
  return entries.flatMap((e) => {
    if (e.children) {
      const children = menuFor(roles, e.children);
      return children.length ? [{ ...e, children }] : [];
    }
    return visible(e, roles) ? [e] : [];
  });
}

/** Which permission a console path needs, for the server-side page guard. Longest matching prefix wins. */
export function permissionForPath(pathname: string): TPermission | undefined {
  const flat = (es: TMenuEntry[]): TMenuEntry[] => es.flatMap((e) => (e.children ? flat(e.children) : [e]));
  const match = flat(CONSOLE_MENU)
    .filter((e) => e.path && (pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
  return match?.permission;
}
