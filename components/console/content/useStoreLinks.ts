'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { TPage } from '@/lib/api/envelope';
import { useAllCollections } from '../catalog/useCollections';

export type TStoreLink = { group: string; label: string; to: string };

/** Where a menu item can point in the shop: its fixed pages, every collection, and published pages and the blog. */
export function useStoreLinks(): TStoreLink[] {
  const t = useTranslations('content');
  const collections = useAllCollections();
  const pages = useQuery({
    queryKey: ['content-page', 'links'],
    queryFn: ({ signal }) => api.get<TPage<{ title: string; slug: string }>>('/api/v1/page/pagination', { query: { limit: 100, query: JSON.stringify({ type: 'page' }) }, signal }),
    staleTime: 30_000,
  });
  return [
    ...[['home', '/home'], ['shop', '/shop'], ['blog', '/blogs'], ['cart', '/shopping-cart']].map(([k, to]) => ({ group: t('linkShop'), label: t(`links.${k}`), to })),
    ...(collections.data ?? []).filter((c) => c.isVisiable).map((c) => ({ group: t('linkCollections'), label: c.name, to: `/collections/${c.slug}` })),
    ...(pages.data?.items ?? []).map((p) => ({ group: t('linkPages'), label: p.title, to: `/page/${p.slug}` })),
  ];
}
