import { revalidateTag } from 'next/cache';
import { logger } from '@/lib/logger';

/* Cache tags of storefront reads. A console write names the records it touched, and exactly the pages that
   show them render again on their next request. */
export const tags = {
  product: (id: string) => `product:${id}`,
  products: 'products',
  collection: (id: string) => `collection:${id}`,
  collections: 'collections',
  page: (id: string) => `page:${id}`,
  pages: 'pages',
  reviews: (productId: string) => `reviews:${productId}`,
  menu: 'menu',
  params: 'params',
};

/** Expires the tags now (not stale-while-revalidate): the next request after a price change shows the new price. */
export function invalidate(...list: string[]) {
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      // Outside a Next request (tests calling a service directly, scripts) there is no cache to expire.
      logger().debug({ tag, err: String(err) }, 'cache tag not expired: no Next context');
    }
  }
}
