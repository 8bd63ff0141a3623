import type { Db } from '@/lib/db';
import type { orders } from '@/lib/db/schema';
import { afterResponse } from '@/lib/api/after';
import { recordEvent } from '@/lib/tracking/events';
import type { TClientInfo } from '@/lib/catalog/schemas';
import { kickOrderEmails } from './mail';

/** After a new order's 201 is sent: the Purchase event (its event id is the order id), the confirmation email and the
    shop's new-order notice. An order the staff entered has no Purchase event: no browser of the shopper's saw it. */
export function afterPlaced(db: Db, o: typeof orders.$inferSelect, headers: Headers, clientInfo?: TClientInfo, opts = { purchaseEvent: true }) {
  afterResponse(async () => {
    if (opts.purchaseEvent) await recordEvent(db, {
      eventName: 'Purchase', eventId: o.id, headers, url: headers.get('referer'), clientInfo,
      customData: {
        value: o.total, currency: o.currency, order_id: o.code, num_items: o.items.reduce((n, l) => n + l.amount, 0),
        content_ids: [...new Set(o.items.map((l) => l.id))], content_type: 'product',
        contents: o.items.map((l) => ({ id: l.id, quantity: l.amount, item_price: l.price })),
        email: o.shippingInformation.email || undefined, phone: o.shippingInformation.phone,
      },
    });
    if (o.emailStatus === 'pending' || o.noticeStatus === 'pending') kickOrderEmails(db);
  });
}
