import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';

/* Storefront tables (spec §3). Field names are the wire names, so one name runs from table to API to screen;
   `isVisiable` keeps the spec's spelling for that reason. */

export const STATUSES = ['draft', 'published', 'archived'] as const;
export type TStatus = (typeof STATUSES)[number];

export type TOptionGroup = { name: string; values: string[] };
export type TVariant = { id: string; sku: string; options: Record<string, string>; price: number; stock: number };

/** Uploaded images and files, kept in the data folder under their id. */
export const attachments = pgTable('attachments', {
  ...baseColumns(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width'),
  height: integer('height'),
});

export const products = pgTable('products', {
  ...baseColumns(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  compareAtPrice: numeric('compare_at_price', { precision: 14, scale: 2, mode: 'number' }),
  status: text('status', { enum: STATUSES }).notNull().default('draft'),
  optionGroups: jsonb('option_groups').$type<TOptionGroup[]>().notNull().default([]),
  variants: jsonb('variants').$type<TVariant[]>().notNull().default([]),
  isFeatured: boolean('is_featured').notNull().default(false),
  /* Derived on every write (lib/catalog/derive.ts) so listings filter and sort on plain indexed columns. */
  minPrice: numeric('min_price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  maxPrice: numeric('max_price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  stockTotal: integer('stock_total').notNull().default(0),
  /** Lower-cased, accent-free name, SKUs and option values: what search matches against. */
  searchText: text('search_text').notNull().default(''),
  /** Every `Name:value` some variant has, so option filters use an array index instead of reading each variant. */
  optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [
  uniqueIndex('products_slug_uq').on(t.slug),
  index('products_status_created_idx').on(t.status, t.createdDate),
  index('products_status_featured_idx').on(t.status, t.isFeatured, t.createdDate, t.id),
  index('products_status_price_idx').on(t.status, t.minPrice),
  index('products_status_name_idx').on(t.status, t.name),
  index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('products_option_values_idx').using('gin', t.optionValues),
]);

/** The words products are made of (letters only, 3+), for correcting a mistyped search word against a short list. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);

export const collections = pgTable('collections', {
  ...baseColumns(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  uri: text('uri'),
  avatar: text('avatar'),
  isVisiable: boolean('is_visiable').notNull().default(true),
  isFeatured: boolean('is_featured').notNull().default(false),
  order: integer('order').notNull().default(0),
}, (t) => [uniqueIndex('collections_slug_uq').on(t.slug)]);

/** Ordered membership: a product's place in each collection it belongs to. */
export const collectionProducts = pgTable('collection_products', {
  collectionId: uuid('collection_id').notNull().references(() => collections.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_product_idx').on(t.productId),
  index('collection_products_order_idx').on(t.collectionId, t.position)]);

export const PAGE_TYPES = ['page', 'post'] as const;

/** Content pages and blog posts: one entity in spec §3, told apart by `type`. */
export const pages = pgTable('pages', {
  ...baseColumns(),
  type: text('type', { enum: PAGE_TYPES }).notNull().default('page'),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  /** Sanitised HTML (on save, and again on render). */
  content: text('content').notNull().default(''),
  excerpt: text('excerpt').notNull().default(''),
  avatar: text('avatar'),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  status: text('status', { enum: STATUSES }).notNull().default('draft'),
  viewCount: integer('view_count').notNull().default(0),
  collectionIds: jsonb('collection_ids').$type<string[]>().notNull().default([]),
  isFeatured: boolean('is_featured').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
}, (t) => [uniqueIndex('pages_type_slug_uq').on(t.type, t.slug), index('pages_type_status_idx').on(t.type, t.status, t.publishedAt)]);

export const reviewFeedback = pgTable('review_feedback', {
  ...baseColumns(),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  authorName: text('author_name').notNull(),
  content: text('content').notNull(),
  isApproved: text('is_approved', { enum: ['Y', 'N'] }).notNull().default('N'),
}, (t) => [index('review_feedback_product_idx').on(t.productId, t.isApproved, t.createdDate)]);

/** Ad-tracking events (spec §7), recorded on the server and sent on to the Conversions API when configured. */
export const trackingEvents = pgTable('tracking_events', {
  ...baseColumns(),
  eventName: text('event_name').notNull(),
  eventId: text('event_id').notNull(),
  eventTime: timestamp('event_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  url: text('url'),
  productId: uuid('product_id'),
  clientIp: text('client_ip'),
  userAgent: text('user_agent'),
  city: text('city'),
  country: text('country'),
  fbc: text('fbc'),
  fbp: text('fbp'),
  fbclid: text('fbclid'),
  customData: jsonb('custom_data'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
}, (t) => [uniqueIndex('tracking_events_event_uq').on(t.eventName, t.eventId), index('tracking_events_unsent_idx').on(t.sentAt, t.eventTime)]);
