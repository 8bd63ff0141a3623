import { audienceOf, route } from '@/lib/api/route';
import { ZPagePageQuery } from '@/lib/content/schemas';
import { pagePages } from '@/lib/content/pages';

export const GET = route({ access: 'public', query: ZPagePageQuery }, ({ db, session, query }) =>
  pagePages(db, query.query, query.page, query.limit, audienceOf(session, 'content.read')));
