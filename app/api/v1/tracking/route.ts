import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZTrackedEvent } from '@/lib/orders/schemas';
import { recordEvent } from '@/lib/tracking/events';

/** The browser reports AddToCart and InitiateCheckout; the server adds IP, user agent and geo itself. Purchase is
 *  recorded only by the server, when an order is placed. */
export const POST = route({ access: 'public', body: ZTrackedEvent, maxBodyBytes: 8 * 1024, limit: 'tracking' }, async ({ db, body, req }) => {
  const eventId = await recordEvent(db, {
    eventName: body.eventName, eventId: body.eventId, headers: req.headers, url: body.url ?? req.headers.get('referer'),
    productId: body.productId ?? null, clientInfo: body.clientInfo, customData: body.customData,
  });
  return created({ eventId });
});
