import { route } from '@/lib/api/route';
import { ZOrderLookup } from '@/lib/orders/schemas';
import { lookupOrder } from '@/lib/orders/orders';

/** Anyone: the order's link for its code and phone, or 404. Rate-limited per address, as guessing would need. */
export const POST = route({ access: 'public', body: ZOrderLookup, maxBodyBytes: 4 * 1024, limit: 'lookup' }, ({ db, body }) => lookupOrder(db, body));
