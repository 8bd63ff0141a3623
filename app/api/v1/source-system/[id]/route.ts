import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZSourceSystemUpdate } from '@/lib/gateway/schemas';
import { getSourceSystem, removeSourceSystem, updateSourceSystem } from '@/lib/gateway/admin/source-systems';

const id = (p: Record<string, string>) => idParam(p, 'Source system');
export const GET = route({ access: 'gateway.read' }, ({ db, params }) => getSourceSystem(db, id(params)));
export const PUT = route({ access: 'gateway.write', body: ZSourceSystemUpdate }, ({ db, params, body, actor }) => updateSourceSystem(db, id(params), body, actor));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => removeSourceSystem(db, id(params), actor));
