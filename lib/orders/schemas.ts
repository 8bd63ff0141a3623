import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { MAX_LINE_AMOUNT } from '@/lib/cart/cart';
import { zText, zWireDateTime } from '@/lib/api/schemas';
import { ZClientInfo, zMoney } from '@/lib/catalog/schemas';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/db/schema-orders';
import { zDiscountCode } from '@/lib/discounts/schemas';
import { CARRIERS, TRACKING_NUMBER } from './carriers';

/* The order contract, shared by the checkout form (react-hook-form's resolver) and the API, so the browser and the
   server refuse exactly the same input. Client-safe. Messages are the keys of `checkout.errors` in messages/*.json. */

export const MAX_ORDER_LINES = 100;

/** Where an order may go from each state: the API enforces it, the console offers exactly these moves. */
export const NEXT_STATUS: Record<(typeof ORDER_STATUSES)[number], (typeof ORDER_STATUSES)[number][]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  // A parcel refused at the door (common with cash on delivery) comes back; so may one the shopper sends back.
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
  cancelled: [],
};
export const NEXT_PAYMENT: Record<(typeof PAYMENT_STATUSES)[number], (typeof PAYMENT_STATUSES)[number][]> = { unpaid: ['paid'], paid: ['refunded'], refunded: [] };

/** Angle brackets and control characters are refused, as in every text field of the API (lib/api/schemas.ts). */
const text = (max: number) => z.string().trim().max(max, 'tooLong')
  .regex(/^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/, 'noMarkup');
const required = (max: number) => text(max).min(1, 'required');

/** Vietnamese numbers as people write them (0912 345 678, +84 912…) or any international number; kept as E.164. */
export const ZPhone = z.string().trim().min(1, 'required').max(30, 'tooLong')
  .refine((v) => isValidPhoneNumber(v, 'VN'), 'phone')
  .transform((v) => parsePhoneNumberWithError(v, 'VN').number as string);

export const ZShippingInformation = z.object({
  fullName: required(100),
  phone: ZPhone,
  email: text(200).refine((v) => v === '' || z.email().safeParse(v).success, 'email').default(''),
  address: required(200),
  province: required(100),
  // Vietnam dropped districts in July 2025 (province → ward); older addresses still carry one, so it is optional.
  district: text(100).default(''),
  ward: required(100),
  note: text(500).default(''),
});
export type TShippingForm = z.input<typeof ZShippingInformation>;

export const ZOrderItem = z.object({
  id: z.uuid('unknownProduct'),
  selectedVariations: z.record(z.string().max(100), z.string().max(200)).default({}),
  amount: z.number('amount').int('amount').min(1, 'amount').max(MAX_LINE_AMOUNT, 'amount'),
  /** The unit price the shopper was shown. Never charged: a different current price answers 409 instead. */
  expectedPrice: z.number().nonnegative().max(1e12).optional(),
});

/** Unknown fields (a client's `price` or `total`) are dropped: every price comes from the database. */
export const ZOrder = z.object({
  items: z.array(ZOrderItem).min(1, 'emptyCart').max(MAX_ORDER_LINES, 'tooManyLines'),
  shippingInformation: ZShippingInformation,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** A discount code (lib/discounts); one that gives nothing answers 409 with why, and no order is made. */
  discountCode: zDiscountCode.optional(),
  /** Meta's browser ids (fbp, fbc) for the Purchase event; the IP and user agent come from the request. */
  clientInfo: ZClientInfo.pick({ fbclid: true, fbc: true, fbp: true }).optional(),
  /** Where the shopper ordered; anything but 'web' is the shop's staff entering it in the console (orders.write). */
  channel: z.enum(ORDER_CHANNELS).optional(),
  /** The delivery fee the staff agreed with the shopper (a courier's quote, free delivery promised in a chat), in
   *  place of the zone's; only on an order from another channel. 0 for free. */
  shippingFee: zMoney.optional(),
});
export type TOrderInput = z.infer<typeof ZOrder>;

/** "Find my order": the code from the confirmation (any case, spaces around) and the phone it was placed with. */
export const ZOrderLookup = z.object({
  code: z.string().trim().toUpperCase().min(1, 'required').regex(/^DH[A-Z2-9]{8}$/, 'orderCode'),
  phone: ZPhone,
});
export type TOrderLookupForm = z.input<typeof ZOrderLookup>;

export const ZIdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/, 'printable ASCII only');

/** The cart page and the payment step ask for current prices; with the checkout's key the answer names the order code. */
export const ZQuote = z.object({
  items: z.array(ZOrderItem).max(MAX_ORDER_LINES, 'tooManyLines'),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  idempotencyKey: ZIdempotencyKey.optional(),
  discountCode: zDiscountCode.optional(),
  /** Where it goes, as typed: delivery zones price by province. Without it the fee is the shop's own. */
  province: z.string().trim().max(100).optional(),
});

export const ZTrackedEvent = z.object({
  eventName: z.enum(['AddToCart', 'InitiateCheckout']),
  eventId: z.string().min(8).max(100).regex(/^[\w-]+$/),
  url: z.string().max(2000).optional(),
  productId: z.uuid().optional(),
  clientInfo: ZClientInfo.pick({ fbclid: true, fbc: true, fbp: true }).optional(),
  customData: z.object({
    value: z.number().nonnegative().max(1e12).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    content_ids: z.array(z.string().max(100)).max(100).optional(),
    num_items: z.number().int().nonnegative().max(100_000).optional(),
  }).optional(),
});

/** The order states whose delivery details the shop may still correct: the parcel has not left. */
export const EDITABLE_SHIPPING: readonly (typeof ORDER_STATUSES)[number][] = ['pending', 'confirmed'];

export const ZOrderUpdate = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Where it ships, whole, as the staff corrected it after calling the shopper; only before it ships. */
  shippingInformation: ZShippingInformation.optional(),
  /** Who carries the parcel and its waybill code, recorded when it is handed over (null clears them). */
  carrier: z.enum(CARRIERS).nullable().optional(),
  trackingNumber: z.string().trim().regex(TRACKING_NUMBER, 'trackingNumber').nullable().optional(),
}).refine((v) => v.status || v.paymentStatus || v.shippingInformation || v.carrier !== undefined || v.trackingNumber !== undefined,
  { message: 'status, paymentStatus, shippingInformation or carrier is required', path: ['status'] })
  // A code means nothing without whose it is; a carrier alone is fine (the shop's own delivery has no code).
  .refine((v) => !v.trackingNumber || v.carrier, { message: 'carrierRequired', path: ['carrier'] });
export type TOrderUpdate = z.infer<typeof ZOrderUpdate>;

/** A note on an order; several lines allowed, markup not (as in every text of the API). */
export const ZOrderComment = z.object({ body: zText(2000, 1) });

/** The console's order listing and its Excel export: `from` and `to` bound the order date (wire date-times, inclusive). */
export const ZOrderFilter = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  text: z.string().max(200).optional(),
  /** Orders that used this discount code: what a campaign brought in. */
  discountCode: zDiscountCode.optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  /** One courier's parcels: what its delivery report and cash-on-delivery payout are checked against. */
  carrier: z.enum(CARRIERS).optional(),
  from: zWireDateTime.optional(),
  to: zWireDateTime.optional(),
}).default({});
export type TOrderFilter = z.infer<typeof ZOrderFilter>;

