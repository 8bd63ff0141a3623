import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZTargetSystemUpdate } from '@/lib/gateway/schemas';
import { getTargetSystem, removeTargetSystem, updateTargetSystem } from '@/lib/gateway/admin/target-systems';

const id = (p: Record<string, string>) => idParam(p, 'Target system');
export const GET = route({ access: 'gateway.read' }, ({ db, params }) => getTargetSystem(db, id(params)));
export const PUT = route({ access: 'gateway.write', body: ZTargetSystemUpdate }, ({ db, params, body, actor }) => updateTargetSystem(db, id(params), body, actor));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => removeTargetSystem(db, id(params), actor));
