import { audienceOf, route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZMenuItemUpdate } from '@/lib/content/schemas';
import { getMenuItem, removeMenuItem, updateMenuItem } from '@/lib/content/menu';

export const GET = route({ access: 'public' }, ({ db, session, params }) =>
  getMenuItem(db, idParam(params, 'Menu item'), audienceOf(session, 'content.read')));
export const PUT = route({ access: 'content.write', body: ZMenuItemUpdate }, ({ db, params, body, actor }) =>
  updateMenuItem(db, idParam(params, 'Menu item'), body, actor));
export const DELETE = route({ access: 'content.write' }, ({ db, params, actor }) => removeMenuItem(db, idParam(params, 'Menu item'), actor));
