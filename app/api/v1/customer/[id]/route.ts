import { route } from '@/lib/api/route';
import { E } from '@/lib/api/errors';
import { customerByPhone } from '@/lib/customers/service';

/** One customer by the phone their orders carry, in E.164 (`/api/v1/customer/%2B84912345678`). */
export const GET = route({ access: 'orders.read' }, ({ db, params }) => {
  if (!/^\+[1-9]\d{5,14}$/.test(params.id ?? '')) throw E.notFound('Customer');
  return customerByPhone(db, params.id);
});
