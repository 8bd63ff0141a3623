import { audienceOf, route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { afterResponse } from '@/lib/api/after';
import { ZProductGetQuery, ZProductUpdate } from '@/lib/catalog/schemas';
import { getProduct, removeProduct, updateProduct } from '@/lib/catalog/products';
import { recordEvent } from '@/lib/tracking/events';

/** A shopper's read counts as a ViewContent event, recorded after the answer is sent. */
export const GET = route({ access: 'public', query: ZProductGetQuery }, async ({ db, session, params, req }) => {
  const audience = audienceOf(session, 'catalog.read');
  const product = await getProduct(db, idParam(params, 'Product'), audience);
  if (audience === 'public') {
    afterResponse(() => recordEvent(db, { eventName: 'ViewContent', headers: req.headers, url: req.headers.get('referer'), productId: product.id }));
  }
  return product;
});
export const PUT = route({ access: 'catalog.write', body: ZProductUpdate }, ({ db, params, body, actor }) =>
  updateProduct(db, idParam(params, 'Product'), body, actor));
export const DELETE = route({ access: 'catalog.write' }, ({ db, params, actor }) => removeProduct(db, idParam(params, 'Product'), actor));
