'use client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { TCollection } from '@/lib/catalog/collections';
import type { TJson } from '@/lib/wire';

export type TCollectionRow = TJson<TCollection>;

/** Every collection, hidden ones too: for pickers and filters (a shop has tens, not thousands). */
export function useAllCollections() {
  return useQuery({
    queryKey: ['collections', 'all'],
    queryFn: ({ signal }) => api.get<TCollectionRow[]>('/api/v1/collection/', { query: { query: JSON.stringify({ all: true }) }, signal }),
    staleTime: 30_000,
  });
}
