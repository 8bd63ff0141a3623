import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZApiRequestUpdate } from '@/lib/runner/schemas';
import { getRequest, removeRequest, updateRequest } from '@/lib/runner/saved';

const id = (p: Record<string, string>) => idParam(p, 'Saved request');
export const GET = route({ access: 'gateway.read' }, ({ db, params }) => getRequest(db, id(params)));
export const PUT = route({ access: 'gateway.write', body: ZApiRequestUpdate, maxBodyBytes: 512 * 1024 }, ({ db, params, body, actor }) => updateRequest(db, id(params), body, actor));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => removeRequest(db, id(params), actor));
