'use client';
import { useCallback } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

const PAGE_SIZES = [10, 20, 50, 100];

/** List state (page, limit, query and extra filters) lives in the URL, falling back to defaults on bad input. */
export function useListState(defaultLimit = 20) {
  const sp = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const page = Math.max(1, Math.floor(Number(sp.get('page')) || 1));
  const rawLimit = Number(sp.get('limit'));
  const limit = PAGE_SIZES.includes(rawLimit) ? rawLimit : defaultLimit;
  const query = (sp.get('query') ?? '').slice(0, 200);
  const set = useCallback((patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(sp.toString());
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }, [sp, router, pathname]);
  return { page, limit, query, get: (k: string) => sp.get(k) ?? '', set, pageSizes: PAGE_SIZES };
}
