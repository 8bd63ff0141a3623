import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZApiCollectionUpdate } from '@/lib/runner/schemas';
import { getCollection, removeCollection, updateCollection } from '@/lib/runner/saved';

const id = (p: Record<string, string>) => idParam(p, 'Collection');
export const GET = route({ access: 'gateway.read' }, ({ db, params }) => getCollection(db, id(params)));
export const PUT = route({ access: 'gateway.write', body: ZApiCollectionUpdate }, ({ db, params, body, actor }) => updateCollection(db, id(params), body, actor));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => removeCollection(db, id(params), actor));
