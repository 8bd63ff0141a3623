import { z } from 'zod';
import { ZPage, zJsonParam, zPartialUpdate, zText, zUuid } from '@/lib/api/schemas';
import { STATUSES } from '@/lib/db/schema-store';

/* Catalogue input. Objects strip keys they do not name, so a PUT may send back what a GET returned: base record
   fields and derived fields (minPrice, stockTotal, collectionIds' products…) are ignored, not refused. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const zSlug = z.string().trim().toLowerCase().min(1).max(120).regex(SLUG, 'slug');
/** Whether `s` could be a stored slug (what zSlug leaves after trimming and lower-casing). */
export const isSlug = (s: string) => s.length <= 120 && SLUG.test(s);
export const zMoney = z.number().min(0).max(1e11).multipleOf(0.01, 'twoDecimals');
/** An image reference: an attachment URL of this shop, or an absolute https URL. */
export const zImageRef = z.string().trim().max(500)
  .regex(/^(\/api\/v1\/attachment\/[0-9a-f-]{36}|https:\/\/[^\s"'<>]+)$/, 'imageRef');

const ZOptionGroup = z.object({ name: zText(40, 1), values: z.array(zText(60, 1)).min(1).max(50) });
const ZVariant = z.object({
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'variantId').optional(),
  sku: zText(64).default(''),
  options: z.record(zText(40, 1), zText(60, 1)).default({}),
  price: zMoney,
  stock: z.number().int().min(0).max(1e9),
});
export type TVariantInput = z.infer<typeof ZVariant>;

export const ZProduct = z.object({
  name: zText(200, 1),
  slug: zSlug.optional(),
  description: z.string().max(50_000).default(''),
  images: z.array(zImageRef).max(20).default([]),
  price: zMoney,
  compareAtPrice: zMoney.nullish(),
  status: z.enum(STATUSES).default('draft'),
  optionGroups: z.array(ZOptionGroup).max(5).default([]),
  variants: z.array(ZVariant).max(250).default([]),
  collectionIds: z.array(zUuid).max(50).default([]),
  isFeatured: z.boolean().default(false),
});
/** Only the fields given change. `variants`, when given, replaces the list (matched by id). */
export const ZProductUpdate = zPartialUpdate(ZProduct);
export type TProductInput = z.infer<typeof ZProduct>;

/** 'featured': the collection's own order (or featured first, then newest); with a search, best match first. */
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type TSort = (typeof SORTS)[number];

/** `query` of GET /api/v1/product/ (spec §7), also what the storefront listing builds from its URL. */
export const ZProductFilter = z.object({
  status: z.enum([...STATUSES, 'all']).default('published'),
  collectionId: zUuid.optional(),
  text: z.string().trim().max(100).optional(),
  sort: z.enum(SORTS).default('featured'),
  minPrice: z.number().min(0).optional(),
  maxPrice: z.number().min(0).optional(),
  inStock: z.boolean().optional(),
  /** Only products with no stock left on any variant (the console's restocking list). */
  soldOut: z.boolean().optional(),
  /** Running low: products still in stock with a variant at or below this many (`catalog.low_stock` in the console). */
  stockAtMost: z.number().int().min(0).max(1_000_000).optional(),
  /** Option values: `{ "Size": ["M", "L"] }` keeps products with a variant having any of them. */
  options: z.record(zText(40, 1), z.array(zText(60, 1)).max(20)).optional(),
  isFeatured: z.boolean().optional(),
  ids: z.array(zUuid).max(100).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(24),
  /** Spec §7: the browser marks ad traffic with it; the server takes what it needs from the request instead. */
  eventFrom: z.string().max(40).optional(),
});
export type TProductFilter = z.infer<typeof ZProductFilter>;

export const ZClientInfo = z.object({
  client_user_agent: z.string().max(500).optional(),
  client_ip_address: z.string().max(64).optional(),
  city: z.string().max(100).optional(),
  country: z.string().max(100).optional(),
  fbclid: z.string().max(500).optional(),
  fbc: z.string().max(500).optional(),
  fbp: z.string().max(500).optional(),
  event_id: z.string().max(100).optional(),
  url: z.string().max(2000).optional(),
});
export type TClientInfo = z.infer<typeof ZClientInfo>;

export const ZProductListQuery = z.object({ query: zJsonParam(ZProductFilter), clientInfo: zJsonParam(ZClientInfo) });
/** The console's product filters: every status unless one is asked for, newest first. */
export const ZConsoleProductFilter = ZProductFilter.pick({ text: true, collectionId: true, isFeatured: true, inStock: true, soldOut: true, stockAtMost: true })
  .extend({ status: z.enum([...STATUSES, 'all']).default('all'), sort: z.enum(SORTS).default('newest') });
/** The console's product grid: paged like every console grid. */
export const ZProductPageQuery = ZPage.omit({ query: true }).extend({ query: zJsonParam(ZConsoleProductFilter) })
  .transform(({ query, page, limit }): TProductFilter => ({ ...query, page, limit }));
export const ZProductGetQuery = ZClientInfo.pick({ client_ip_address: true, client_user_agent: true, city: true, country: true });

export const ZCollection = z.object({
  name: zText(120, 1),
  slug: zSlug.optional(),
  description: zText(2000).default(''),
  uri: zText(300).nullish(),
  avatar: zImageRef.nullish(),
  isVisiable: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
  order: z.number().int().min(-1e6).max(1e6).default(0),
  /** Ordered membership; when given, replaces the collection's products in this order. */
  productIds: z.array(zUuid).max(5000).optional(),
});
export const ZCollectionUpdate = zPartialUpdate(ZCollection);
export const ZCollectionFilter = z.object({
  text: z.string().trim().max(100).optional(),
  slug: z.string().max(120).optional(),
  isFeatured: z.boolean().optional(),
  all: z.boolean().optional(),
});
export const ZCollectionListQuery = z.object({ query: zJsonParam(ZCollectionFilter) });
export const ZCollectionPageQuery = ZPage.omit({ query: true }).extend({ query: zJsonParam(ZCollectionFilter) });

export const ZReview = z.object({
  productId: zUuid,
  rating: z.number().int().min(1).max(5),
  authorName: zText(80, 1),
  content: zText(4000, 1),
});
export const ZReviewUpdate = z.object({
  rating: z.number().int().min(1).max(5).optional(),
  authorName: zText(80, 1).optional(),
  content: zText(4000, 1).optional(),
  isApproved: z.enum(['Y', 'N']).optional(),
});
export const ZReviewFilter = z.object({ productId: zUuid.optional(), isApproved: z.enum(['Y', 'N', 'all']).optional() });
export const ZReviewPageQuery = ZPage.omit({ query: true }).extend({ query: zJsonParam(ZReviewFilter) });
