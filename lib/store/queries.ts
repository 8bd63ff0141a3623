import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { menuItems, systemParams } from '@/lib/db/schema';
import { findPublishedBySlug, getProduct, listProducts, optionFacets, ratingOf, type TProduct } from '@/lib/catalog/products';
import { findVisibleBySlug, listCollections } from '@/lib/catalog/collections';
import { pageReviews } from '@/lib/catalog/reviews';
import { findPublishedPage, listPages, pagePages, type TContentPage } from '@/lib/content/pages';
import { isSlug, type TProductFilter } from '@/lib/catalog/schemas';
import { tags } from './cache';
import type { TJson } from '@/lib/wire';

/* Storefront reads, cached across requests and tagged per record (lib/store/cache.ts). The cache stores JSON, so
   what comes back has dates as ISO strings; the types below say so. Cart and checkout never read through here. */

export type TStoreProduct = TJson<TProduct>;
export type TStorePage = TJson<TContentPage>;

const DAY = 86_400;

/**
 * unstable_cache with the types it really returns (JSON), refreshed daily at the latest, and on its tags at once. Within
 * one page render, React's cache() answers repeated reads (the layout, the metadata and the page each ask for the shop
 * settings) from the first, instead of looking the entry up and parsing its JSON again.
 */
function cached<A extends unknown[], R>(fn: (...a: A) => Promise<R>, key: string[], tagList: string[]): (...a: A) => Promise<TJson<R>> {
  const read = unstable_cache(fn, key, { tags: tagList, revalidate: DAY }) as unknown as (...a: A) => Promise<TJson<R>>;
  // connection() first: these reads happen at request time, never while building (the build has no database).
  return cache(async (...a: A) => { await connection(); return read(...a); });
}

export type TStoreSettings = {
  name: string; tagline: string; email: string; phone: string; address: string; currency: string; locale: string;
  heroTitle: string; heroSubtitle: string; heroImage: string; facebook: string; instagram: string; freeShippingOver: number;
};

export const storeSettings = cached(async (): Promise<TStoreSettings> => {
  const db = await getDb();
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams)
    .where(and(eq(systemParams.category, 'store'), eq(systemParams.active, true), eq(systemParams.isSecret, false)));
  const v = (code: string, fallback = '') => rows.find((r) => r.code === `store.${code}`)?.value || fallback;
  return {
    name: v('name', 'Shop'), tagline: v('tagline'), email: v('email'), phone: v('phone'), address: v('address'),
    currency: v('currency', 'VND'), locale: v('locale', 'en-US'), heroTitle: v('hero_title', v('name', 'Shop')),
    heroSubtitle: v('hero_subtitle', v('tagline')), heroImage: v('hero_image'), facebook: v('facebook'), instagram: v('instagram'),
    freeShippingOver: Number(v('free_shipping_over', '0')) || 0,
  };
}, ['store-settings'], [tags.params]);

export type TNavItem = { id: string; title: string; to: string; children: TNavItem[] };

export const storeNav = cached(async (): Promise<TNavItem[]> => {
  const db = await getDb();
  const rows = await db.select().from(menuItems).where(eq(menuItems.hidden, false)).orderBy(asc(menuItems.order), asc(menuItems.title));
  const byParent = (pid: string | null): TNavItem[] =>
    rows.filter((r) => r.parentId === pid).map((r) => ({ id: r.id, title: r.title, to: r.to, children: byParent(r.id) }));
  return byParent(null);
}, ['store-nav'], [tags.menu]);

export const visibleCollections = cached(async () => listCollections(await getDb(), {}, 'public'), ['store-collections'], [tags.collections]);

/* A URL's slug is looked up only when it could be one: a junk path (a NUL, which PostgreSQL refuses even in a
   comparison, or a crawler's guesses) answers 404 without a query and without a cache entry of its own. */
const collectionBySlugCached = cached(async (slug: string) => findVisibleBySlug(await getDb(), slug), ['store-collection-by-slug'], [tags.collections]);
export const collectionBySlug = async (slug: string) => (isSlug(slug) ? collectionBySlugCached(slug) : null);

/** Listing pages: any product change may reorder or refill them, so they share the `products` tag. */
export const productListing = cached(async (filter: TProductFilter) => listProducts(await getDb(), filter, 'public'), ['store-product-listing'], [tags.products]);

export const listingFacets = cached(async (collectionId?: string) => optionFacets(await getDb(), collectionId), ['store-facets'], [tags.products]);

/** slug → id, tagged `products` (slugs change rarely); the product itself is tagged with its own id. */
const productIdBySlug = cached(async (slug: string) => (await findPublishedBySlug(await getDb(), slug))?.id ?? null, ['store-product-id-by-slug'], [tags.products]);

export async function productBySlug(slug: string) {
  const id = isSlug(slug) ? await productIdBySlug(slug) : null;
  if (!id) return null;
  return cached(async () => {
    const db = await getDb();
    const product = await getProduct(db, id, 'public').catch(() => null);
    return product ? { product, rating: await ratingOf(db, id) } : null;
  }, ['store-product', id], [tags.product(id)])();
}

export async function productReviews(productId: string, page: number) {
  return cached(async () => pageReviews(await getDb(), { productId }, page, 5, 'public'), ['store-reviews', productId, String(page)], [tags.reviews(productId)])();
}

const pageBySlugCached = cached(async (type: 'page' | 'post', slug: string) => findPublishedPage(await getDb(), type, slug), ['store-page-by-slug'], [tags.pages]);
export const pageBySlug = async (type: 'page' | 'post', slug: string) => (isSlug(slug) ? pageBySlugCached(type, slug) : null);

export const postsPage = cached(async (page: number, limit: number) => pagePages(await getDb(), { type: 'post', status: 'published' }, page, limit, 'public'), ['store-posts-page'], [tags.pages]);

export const latestPosts = cached(async (limit: number) => listPages(await getDb(), { type: 'post', status: 'published' }, 'public', limit), ['store-latest-posts'], [tags.pages]);

export const contentPages = cached(async () => listPages(await getDb(), { type: 'page', status: 'published' }, 'public', 20), ['store-content-pages'], [tags.pages]);

export const featuredProducts = cached(async (limit: number) => listProducts(await getDb(), { status: 'published', isFeatured: true, sort: 'featured', page: 1, limit }, 'public'), ['store-featured-products'], [tags.products]);

export const relatedProducts = cached(async (collectionId: string, exceptId: string) =>
  (await listProducts(await getDb(), { status: 'published', collectionId, sort: 'featured', page: 1, limit: 5 }, 'public')).items.filter((p) => p.id !== exceptId).slice(0, 4),
['store-related'], [tags.products]);

export type { TProductFilter };
export type TStoreCollection = Awaited<ReturnType<typeof visibleCollections>>[number];

