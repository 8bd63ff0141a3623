import { route } from '@/lib/api/route';
import { ZPage, zJsonParam } from '@/lib/api/schemas';
import { ZOrderFilter } from '@/lib/orders/schemas';
import { pageOrders } from '@/lib/orders/orders';

const ZQuery = ZPage.extend({ query: zJsonParam(ZOrderFilter) });

export const GET = route({ access: 'orders.read', query: ZQuery }, ({ db, query }) =>
  pageOrders(db, query.query ?? {}, query.page, query.limit));
