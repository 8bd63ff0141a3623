import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZTargetApiUpdate } from '@/lib/gateway/schemas';
import { getTargetApi, removeTargetApi, updateTargetApi } from '@/lib/gateway/admin/target-apis';

const id = (p: Record<string, string>) => idParam(p, 'Target API');
export const GET = route({ access: 'gateway.read' }, ({ db, params }) => getTargetApi(db, id(params)));
export const PUT = route({ access: 'gateway.write', body: ZTargetApiUpdate }, ({ db, params, body, actor }) => updateTargetApi(db, id(params), body, actor));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => removeTargetApi(db, id(params), actor));
