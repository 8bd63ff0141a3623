import { audienceOf, route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZCollection, ZCollectionListQuery } from '@/lib/catalog/schemas';
import { createCollection, listCollections } from '@/lib/catalog/collections';

export const GET = route({ access: 'public', query: ZCollectionListQuery }, ({ db, session, query }) =>
  listCollections(db, query.query, audienceOf(session, 'catalog.read')));
export const POST = route({ access: 'catalog.write', body: ZCollection }, async ({ db, body, actor }) =>
  created(await createCollection(db, body, actor)));
