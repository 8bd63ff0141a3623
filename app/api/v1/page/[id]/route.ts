import { audienceOf, route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZContentPageUpdate } from '@/lib/content/schemas';
import { getPage, removePage, updatePage } from '@/lib/content/pages';

export const GET = route({ access: 'public' }, ({ db, session, params }) =>
  getPage(db, idParam(params, 'Page'), audienceOf(session, 'content.read')));
export const PUT = route({ access: 'content.write', body: ZContentPageUpdate }, ({ db, params, body, actor }) =>
  updatePage(db, idParam(params, 'Page'), body, actor));
export const DELETE = route({ access: 'content.write' }, ({ db, params, actor }) => removePage(db, idParam(params, 'Page'), actor));
