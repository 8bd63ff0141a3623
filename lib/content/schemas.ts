import { z } from 'zod';
import { ZPage, zJsonParam, zPartialUpdate, zText, zUuid } from '@/lib/api/schemas';
import { PAGE_TYPES, STATUSES } from '@/lib/db/schema-store';
import { zImageRef, zSlug } from '@/lib/catalog/schemas';

export const ZContentPage = z.object({
  type: z.enum(PAGE_TYPES).default('page'),
  title: zText(200, 1),
  slug: zSlug.optional(),
  content: z.string().max(200_000).default(''),
  excerpt: zText(500).optional(),
  avatar: zImageRef.nullish(),
  attachments: z.array(zImageRef).max(20).default([]),
  status: z.enum(STATUSES).default('draft'),
  collectionIds: z.array(zUuid).max(50).default([]),
  isFeatured: z.boolean().default(false),
});
export const ZContentPageUpdate = zPartialUpdate(ZContentPage);

export const ZPageFilter = z.object({
  type: z.enum(PAGE_TYPES).optional(),
  status: z.enum([...STATUSES, 'all']).default('published'),
  slug: z.string().max(120).optional(),
  collectionId: zUuid.optional(),
  isFeatured: z.boolean().optional(),
  text: z.string().trim().max(100).optional(),
});
export type TPageFilter = z.infer<typeof ZPageFilter>;
export const ZPageListQuery = z.object({ query: zJsonParam(ZPageFilter) });
export const ZPagePageQuery = ZPage.omit({ query: true }).extend({ query: zJsonParam(ZPageFilter) });

/** A storefront link: a path on this site, or an absolute http(s) URL. */
const zLink = z.string().trim().max(500).regex(/^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, 'menuLink');

export const ZMenuItem = z.object({
  title: zText(80, 1),
  parentId: zUuid.nullish(),
  icon: zText(60).nullish(),
  to: zLink,
  alwaysShow: z.boolean().default(false),
  hidden: z.boolean().default(false),
  role: zText(60).nullish(),
  meta: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).nullish(),
  order: z.number().int().min(-1e6).max(1e6).default(0),
});
export const ZMenuItemUpdate = zPartialUpdate(ZMenuItem);
