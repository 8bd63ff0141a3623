import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZDiscountCodeUpdate } from '@/lib/discounts/schemas';
import { getDiscountCode, removeDiscountCode, updateDiscountCode } from '@/lib/discounts/service';

export const GET = route({ access: 'discounts.read' }, ({ db, params }) => getDiscountCode(db, idParam(params, 'Discount code')));
export const PUT = route({ access: 'discounts.write', body: ZDiscountCodeUpdate }, ({ db, params, body, actor }) =>
  updateDiscountCode(db, idParam(params, 'Discount code'), body, actor));
export const DELETE = route({ access: 'discounts.write' }, ({ db, params, actor }) => removeDiscountCode(db, idParam(params, 'Discount code'), actor));
