import { route } from '@/lib/api/route';
import { E } from '@/lib/api/errors';
import { zUuid } from '@/lib/api/schemas';
import { can } from '@/lib/auth/permissions';
import { ZOrderUpdate } from '@/lib/orders/schemas';
import { getOrder, orderDto, updateOrder } from '@/lib/orders/orders';
import { kickOrderEmails } from '@/lib/orders/mail';
import { afterResponse } from '@/lib/api/after';

const idOf = (params: Record<string, string>) => {
  const id = zUuid.safeParse(params.id);
  if (!id.success) throw E.notFound('Order');
  return id.data;
};

/** A console role, or whoever holds the order's token (`?token=` or the X-Order-Token header). Anyone else: 404. */
export const GET = route({ access: 'public' }, async ({ db, req, params, session }) => {
  const isConsole = !!session && can(session.roles, 'orders.read');
  const token = req.headers.get('x-order-token') ?? new URL(req.url).searchParams.get('token');
  return orderDto(await getOrder(db, idOf(params), { console: isConsole, token }), isConsole ? 'console' : 'shopper');
});

export const PUT = route({ access: 'orders.write', body: ZOrderUpdate }, async ({ db, params, body, actor }) => {
  const o = await updateOrder(db, idOf(params), body, actor);
  // The shopper's "on its way" or "cancelled" email leaves after the answer (the outbox retries it if it fails).
  if ('updateStatus' in o && o.updateStatus === 'pending') afterResponse(async () => kickOrderEmails(db));
  return o;
});
