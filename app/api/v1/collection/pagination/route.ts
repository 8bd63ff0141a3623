import { audienceOf, route } from '@/lib/api/route';
import { ZCollectionPageQuery } from '@/lib/catalog/schemas';
import { pageCollections } from '@/lib/catalog/collections';

export const GET = route({ access: 'public', query: ZCollectionPageQuery }, ({ db, session, query }) =>
  pageCollections(db, query.query, query.page, query.limit, audienceOf(session, 'catalog.read')));
