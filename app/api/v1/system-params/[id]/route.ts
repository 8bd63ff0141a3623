import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZParamUpdate } from '@/lib/params/schemas';
import { getParam, removeParam, updateParam } from '@/lib/params/service';

export const GET = route({ access: 'params.read' }, ({ db, params }) => getParam(db, idParam(params, 'System parameter')));
export const PUT = route({ access: 'params.write', body: ZParamUpdate }, ({ db, params, body, actor }) =>
  updateParam(db, idParam(params, 'System parameter'), body, actor));
export const DELETE = route({ access: 'params.write' }, ({ db, params, actor }) =>
  removeParam(db, idParam(params, 'System parameter'), actor));
