import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZDiscountCode } from '@/lib/discounts/schemas';
import { createDiscountCode } from '@/lib/discounts/service';

export const POST = route({ access: 'discounts.write', body: ZDiscountCode }, async ({ db, body, actor }) =>
  created(await createDiscountCode(db, body, actor)));
