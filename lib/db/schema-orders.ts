import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { CARRIERS } from '@/lib/orders/carriers';

/* Orders (spec §3 leaves the fields unshown; the payload is documented in the README). Lines are copied into the
   order with the price charged, so later catalogue edits never change what a shopper bought. */

/** `returned`: the parcel came back (refused at the door, nobody home, or sent back after delivery); its stock is put back. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
/** The states in which nothing was sold: left out of sales and of what a customer bought; their stock went back. */
export const UNSOLD_STATUSES = ['cancelled', 'returned'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['COD', 'BANK_TRANSFER'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Where an order came from: the shop's website, or a conversation the staff took it from (spec leaves it open; as
    Vietnamese shop platforms, Haravan and Sapo, mark an order's source). */
export const ORDER_CHANNELS = ['web', 'phone', 'facebook', 'zalo', 'tiktok', 'other'] as const;
export type TOrderChannel = (typeof ORDER_CHANNELS)[number];
export const EMAIL_STATUSES = ['none', 'pending', 'sent', 'failed'] as const;
/** The moves the shopper is emailed about, as Shopify's shipping confirmation, cancellation and shipping update emails
    (`tracking`: the carrier or waybill code given, or corrected, after the parcel left). */
export const STATUS_MAIL_KINDS = ['shipped', 'cancelled', 'tracking'] as const;
export type TStatusMailKind = (typeof STATUS_MAIL_KINDS)[number];

export type TOrderLine = {
  id: string; variantId: string; name: string; slug: string; sku: string; image: string | null;
  selectedVariations: Record<string, string>; price: number; amount: number; lineTotal: number;
};

export type TShippingInformation = {
  fullName: string; phone: string; email: string; address: string; province: string; district: string; ward: string; note: string;
};

export const orders = pgTable('orders', {
  ...baseColumns(),
  code: text('code').notNull(),
  /** Random, shown only in the order's own link: whoever holds it may see the order. */
  accessToken: text('access_token').notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  items: jsonb('items').$type<TOrderLine[]>().notNull(),
  subtotal: numeric('subtotal', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  shippingFee: numeric('shipping_fee', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  /** The discount code the shopper used (upper-case) and what it took off the sub-total. */
  discountCode: text('discount_code'),
  discount: numeric('discount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  shippingInformation: jsonb('shipping_information').$type<TShippingInformation>().notNull(),
  idempotencyKey: text('idempotency_key'),
  /** sha256 of the request body: the same key sent with a different order is refused, not answered with the first. */
  requestHash: text('request_hash'),
  clientIp: text('client_ip'),
  userAgent: text('user_agent'),
  emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('none'),
  emailAttempts: integer('email_attempts').notNull().default(0),
  emailError: text('email_error'),
  emailNextAt: timestamp('email_next_at', { withTimezone: true, mode: 'date' }),
  /** The shop's own "new order" email to `orders.notify_to`, sent from the same outbox as the shopper's. */
  noticeStatus: text('notice_status', { enum: EMAIL_STATUSES }).notNull().default('none'),
  noticeAttempts: integer('notice_attempts').notNull().default(0),
  noticeError: text('notice_error'),
  noticeNextAt: timestamp('notice_next_at', { withTimezone: true, mode: 'date' }),
  /** The shopper's "on its way", "cancelled" or "tracking" email (`updateKind`), from the same outbox; the latest move wins. */
  updateKind: text('update_kind', { enum: STATUS_MAIL_KINDS }),
  updateStatus: text('update_status', { enum: EMAIL_STATUSES }).notNull().default('none'),
  updateAttempts: integer('update_attempts').notNull().default(0),
  updateError: text('update_error'),
  updateNextAt: timestamp('update_next_at', { withTimezone: true, mode: 'date' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  /** 'web' for the shop's checkout; another channel is an order the staff entered in the console (created_by says who). */
  channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
  /** Who carries the parcel and its waybill code (mã vận đơn), as staff record them when it leaves; shown to the shopper. */
  carrier: text('carrier', { enum: CARRIERS }),
  trackingNumber: text('tracking_number'),
}, (t) => [
  uniqueIndex('orders_code_uq').on(t.code),
  uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
  index('orders_status_created_idx').on(t.status, t.createdDate),
  // The console's listing, date range and export, newest first, with the id as the tie-break of the export's keyset.
  index('orders_created_idx').on(t.createdDate, t.id),
  index('orders_email_idx').on(t.emailStatus, t.emailNextAt),
  index('orders_notice_idx').on(t.noticeStatus, t.noticeNextAt),
  index('orders_update_idx').on(t.updateStatus, t.updateNextAt),
  // The orders of one discount code (the console's filter); most orders have none, so only those that do are indexed.
  index('orders_discount_code_idx').on(t.discountCode, t.createdDate).where(sql`${t.discountCode} is not null`),
  // The orders the staff entered, by channel; the shop's own (most) are read through orders_created_idx.
  // A customer's orders (the customers screen groups by it, the order drawer counts one phone's orders).
  index('orders_phone_idx').on(sql`(${t.shippingInformation}->>'phone')`, t.createdDate),
  index('orders_channel_idx').on(t.channel, t.createdDate).where(sql`${t.channel} <> 'web'`),
]);

/** The shop's own notes on an order ("called: deliver after 17:00"), shown in its timeline; never to the shopper. */
export const orderComments = pgTable('order_comments', {
  ...baseColumns(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
}, (t) => [index('order_comments_order_idx').on(t.orderId, t.createdDate)]);
