import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZRedirectUpdate } from '@/lib/redirects/paths';
import { getRedirect, removeRedirect, updateRedirect } from '@/lib/redirects/service';

export const GET = route({ access: 'content.read' }, ({ db, params }) => getRedirect(db, idParam(params, 'Redirect')));
export const PUT = route({ access: 'content.write', body: ZRedirectUpdate }, ({ db, params, body, actor }) =>
  updateRedirect(db, idParam(params, 'Redirect'), body, actor));
export const DELETE = route({ access: 'content.write' }, ({ db, params, actor }) => removeRedirect(db, idParam(params, 'Redirect'), actor));
