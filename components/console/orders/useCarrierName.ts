'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { CARRIER_NAMES, type TCarrier } from '@/lib/orders/carriers';

/** A carrier as the console names it: the brand, or "the shop's own delivery" / "other" in the console's language. */
export function useCarrierName() {
  const t = useTranslations('carriers');
  return useCallback((c: TCarrier) => CARRIER_NAMES[c] ?? t(c as 'self'), [t]);
}
