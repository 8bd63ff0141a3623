import { route } from '@/lib/api/route';
import { ZCustomerPageQuery } from '@/lib/customers/schemas';
import { pageCustomers } from '@/lib/customers/service';

/** The customers screen: one row per phone number, from the orders (orders.read: the same personal data). */
export const GET = route({ access: 'orders.read', query: ZCustomerPageQuery }, ({ db, query }) =>
  pageCustomers(db, query.query ?? { sort: 'lastOrder' }, query.page, query.limit));
