import { audienceOf, route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZContentPage, ZPageListQuery } from '@/lib/content/schemas';
import { createPage, listPages } from '@/lib/content/pages';

export const GET = route({ access: 'public', query: ZPageListQuery }, ({ db, session, query }) =>
  listPages(db, query.query, audienceOf(session, 'content.read')));
export const POST = route({ access: 'content.write', body: ZContentPage }, async ({ db, body, actor }) =>
  created(await createPage(db, body, actor)));
