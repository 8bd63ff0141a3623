import { audienceOf, route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZCollectionUpdate } from '@/lib/catalog/schemas';
import { getCollection, removeCollection, updateCollection } from '@/lib/catalog/collections';

export const GET = route({ access: 'public' }, ({ db, session, params }) =>
  getCollection(db, idParam(params, 'Collection'), audienceOf(session, 'catalog.read')));
export const PUT = route({ access: 'catalog.write', body: ZCollectionUpdate }, ({ db, params, body, actor }) =>
  updateCollection(db, idParam(params, 'Collection'), body, actor));
export const DELETE = route({ access: 'catalog.write' }, ({ db, params, actor }) => removeCollection(db, idParam(params, 'Collection'), actor));
