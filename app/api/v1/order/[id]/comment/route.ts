import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { idParam } from '@/lib/api/ids';
import { ZOrderComment } from '@/lib/orders/schemas';
import { addComment } from '@/lib/orders/timeline';

/** A note of the shop's on the order, for the people who handle it (never shown to the shopper). */
export const POST = route({ access: 'orders.write', body: ZOrderComment }, async ({ db, params, body, actor }) =>
  created(await addComment(db, idParam(params, 'Order'), body.body, actor)));
