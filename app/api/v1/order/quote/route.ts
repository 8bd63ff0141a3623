import { route } from '@/lib/api/route';
import { ZQuote } from '@/lib/orders/schemas';
import { quoteCart, orderCodeFor } from '@/lib/orders/orders';
import { paymentInstructions } from '@/lib/orders/payment';

/** Current prices and stock for a cart; with a payment method and the checkout's key, how to pay. Changes nothing. */
export const POST = route({ access: 'public', body: ZQuote, maxBodyBytes: 64 * 1024, limit: 'quote' }, async ({ db, body }) => {
  const quote = await quoteCart(db, body.items, body.discountCode, body.province || undefined);
  if (!body.paymentMethod || !body.idempotencyKey) return quote;
  const code = orderCodeFor(body.idempotencyKey);
  return { ...quote, code, payment: await paymentInstructions(db, { method: body.paymentMethod, total: quote.total, currency: quote.currency, code }) };
});
