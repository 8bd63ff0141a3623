import { route } from '@/lib/api/route';
import { ZProductPageQuery } from '@/lib/catalog/schemas';
import { listProducts } from '@/lib/catalog/products';

/** The console's product grid (every status); shoppers list products through GET /api/v1/product/. */
export const GET = route({ access: 'catalog.read', query: ZProductPageQuery }, ({ db, query }) =>
  listProducts(db, query, 'console'));
