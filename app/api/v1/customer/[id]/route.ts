import { route } from '@/lib/api/route';
import { E } from '@/lib/api/errors';
import { ZCustomerUpdate } from '@/lib/customers/schemas';
import { customerByPhone, updateCustomer } from '@/lib/customers/service';

/** A customer's id is the phone their orders carry, in E.164 (`/api/v1/customer/%2B84912345678`). */
const phoneOf = (params: Record<string, string>) => {
  if (!/^\+[1-9]\d{5,14}$/.test(params.id ?? '')) throw E.notFound('Customer');
  return params.id;
};

export const GET = route({ access: 'orders.read' }, ({ db, params }) => customerByPhone(db, phoneOf(params)));

/** What the staff keep about them: cash on delivery refused (`codBlocked`) and a `note`. */
export const PUT = route({ access: 'orders.write', body: ZCustomerUpdate }, ({ db, params, body, actor }) =>
  updateCustomer(db, phoneOf(params), body, actor));
