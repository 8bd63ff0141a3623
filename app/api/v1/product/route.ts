import { audienceOf, route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZProduct, ZProductListQuery } from '@/lib/catalog/schemas';
import { createProduct, listProducts } from '@/lib/catalog/products';

/** Spec §7: `query` and `clientInfo` are JSON. `eventFrom` is accepted and dropped: the server tracks ad traffic itself. */
export const GET = route({ access: 'public', query: ZProductListQuery }, async ({ db, session, query }) => {
  const { eventFrom: _dropped, ...filter } = query.query;
  return listProducts(db, { ...filter }, audienceOf(session, 'catalog.read'));
});
export const POST = route({ access: 'catalog.write', body: ZProduct }, async ({ db, body, actor }) =>
  created(await createProduct(db, body, actor)));
