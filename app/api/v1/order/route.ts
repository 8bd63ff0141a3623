import { route } from '@/lib/api/route';
import { can } from '@/lib/auth/permissions';
import { json } from '@/lib/api/envelope';
import { E } from '@/lib/api/errors';
import { ZIdempotencyKey, ZOrder } from '@/lib/orders/schemas';
import { orderDto, placeOrder } from '@/lib/orders/orders';
import { afterPlaced } from '@/lib/orders/after-placed';

/**
 * Anyone may order; every price and the delivery fee come from the database, except the fee staff agreed with a
 * shopper on an order they enter. The same Idempotency-Key answers the same order again (201, `Idempotent-Replayed: true`). An order
 * from another channel (phone, Facebook, Zalo…) is the shop's staff entering it: orders.write, and no Purchase event
 * (no browser of the shopper's was there to attribute it to).
 */
export const POST = route({ access: 'public', body: ZOrder, maxBodyBytes: 64 * 1024, limit: 'order' }, async ({ db, body, req, actor, session }) => {
  const staff = body.channel !== undefined && body.channel !== 'web';
  if (staff && !(session && can(session.roles, 'orders.write'))) throw E.forbidden('channel: only the shop\'s staff enter orders from another channel');
  if (body.shippingFee !== undefined && !staff) throw E.forbidden('shippingFee: only the shop\'s staff set the delivery fee, on an order from another channel');
  const raw = req.headers.get('idempotency-key');
  const key = raw === null ? null : ZIdempotencyKey.safeParse(raw);
  if (key && !key.success) throw E.invalid('Idempotency-Key', key.error.issues[0].message);
  const { order, replayed } = await placeOrder(db, body, { idempotencyKey: key?.data ?? null, clientIp: actor.ip, userAgent: actor.userAgent, staff: staff ? actor.username : null });
  if (!replayed) afterPlaced(db, order, req.headers, body.clientInfo, { purchaseEvent: !staff });
  return json(201, orderDto(order), replayed ? 'Replayed' : 'Created', replayed ? { 'idempotent-replayed': 'true' } : {});
});
