import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZGroupUpdate } from '@/lib/groups/schemas';
import { getGroup, removeGroup, updateGroup } from '@/lib/groups/service';

export const GET = route({ access: 'groups.read' }, ({ db, params }) => getGroup(db, idParam(params, 'Group')));
export const PUT = route({ access: 'groups.write', body: ZGroupUpdate }, ({ db, params, body, actor }) =>
  updateGroup(db, idParam(params, 'Group'), body, actor));
export const DELETE = route({ access: 'groups.write' }, ({ db, params, actor }) => removeGroup(db, idParam(params, 'Group'), actor));
