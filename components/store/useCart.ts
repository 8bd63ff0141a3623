'use client';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { parseCart, type TCartLine } from '@/lib/cart/cart';
import { CART_STORAGE_KEY, subscribeCart } from '@/lib/cart/storage';
import type { TProblem } from '@/lib/orders/pricing';
import type { TPaymentInstructions } from '@/lib/orders/payment';
import type { TDiscountProblem } from '@/lib/discounts/apply';

/** The cart's lines, in step with other tabs; null until the browser has read local storage. */
export function useCartLines(): TCartLine[] | null {
  const raw = useSyncExternalStore(subscribeCart, () => localStorage.getItem(CART_STORAGE_KEY) ?? '[]', () => null);
  return useMemo(() => {
    if (raw === null) return null;
    try { return parseCart(JSON.parse(raw)); } catch { return []; }
  }, [raw]);
}

export type TQuoteLine = {
  index: number; id: string; selectedVariations: Record<string, string>; amount: number; name: string; slug: string;
  image: string | null; price: number; lineTotal: number; available: number; expectedPrice: number | null; problem: TProblem | null;
};
export type TQuote = {
  lines: TQuoteLine[]; subtotal: number; discount: number; shippingFee: number; total: number; currency: string;
  discountCode: string | null; discountProblem: TDiscountProblem | null; minSubtotal: number | null;
  /** Free delivery from this much (0: never) for the quoted province, or the shop's own when none was given. */
  freeShippingOver: number;
  /** The shop prices delivery by province and none was given: the fee is decided at the delivery step. */
  shippingPending: boolean;
  code?: string; payment?: TPaymentInstructions;
};

/** Current prices and stock for the cart from the server (the same pricing the order uses). */
export function useQuote(lines: TCartLine[] | null, extra: { paymentMethod?: string; idempotencyKey?: string; discountCode?: string; province?: string } = {}) {
  const [state, setState] = useState<{ quote: TQuote | null; error: boolean; key: string }>({ quote: null, error: false, key: '' });
  const body = useMemo(() => lines && JSON.stringify({
    items: lines.map((l) => ({ id: l.id, selectedVariations: l.selectedVariations, amount: l.amount, expectedPrice: l.price })),
    ...extra,
  }), [lines, extra.paymentMethod, extra.idempotencyKey, extra.discountCode, extra.province]); // eslint-disable-line react-hooks/exhaustive-deps
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!body) return;
    const ctrl = new AbortController();
    fetch('/api/v1/order/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: ctrl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        setState({ quote: ((await res.json()) as { res_data: TQuote }).res_data, error: false, key: body });
      })
      .catch((err: unknown) => { if (!ctrl.signal.aborted) setState((s) => ({ ...s, error: !!err })); });
    return () => ctrl.abort();
  }, [body, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A quote for an older cart is still shown while the new one loads, but flagged as stale.
  return { quote: state.quote, stale: state.key !== body, error: state.error, retry };
}

/** `{name}` placeholders in a message. */
export const fmt = (s: string, vars: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
