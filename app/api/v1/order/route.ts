import { route } from '@/lib/api/route';
import { json } from '@/lib/api/envelope';
import { E } from '@/lib/api/errors';
import { ZIdempotencyKey, ZOrder } from '@/lib/orders/schemas';
import { orderDto, placeOrder } from '@/lib/orders/orders';
import { afterPlaced } from '@/lib/orders/after-placed';

/** Anyone may order. The same Idempotency-Key answers the same order again (201, `Idempotent-Replayed: true`). */
export const POST = route({ access: 'public', body: ZOrder, maxBodyBytes: 64 * 1024, limit: 'order' }, async ({ db, body, req, actor }) => {
  const raw = req.headers.get('idempotency-key');
  const key = raw === null ? null : ZIdempotencyKey.safeParse(raw);
  if (key && !key.success) throw E.invalid('Idempotency-Key', key.error.issues[0].message);
  const { order, replayed } = await placeOrder(db, body, { idempotencyKey: key?.data ?? null, clientIp: actor.ip, userAgent: actor.userAgent });
  if (!replayed) afterPlaced(db, order, req.headers, body.clientInfo);
  return json(201, orderDto(order), replayed ? 'Replayed' : 'Created', replayed ? { 'idempotent-replayed': 'true' } : {});
});
