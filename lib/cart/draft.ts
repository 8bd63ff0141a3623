import type { TShippingForm } from '@/lib/orders/schemas';
import type { TPaymentMethod } from '@/lib/db/schema-orders';

/* The order draft (spec §4): what the shopper typed at checkout, kept in local storage so back, forward and a
   reload lose nothing, and cleared once the order is placed (201). `idempotencyKey` makes a retried "place order"
   the same order; `checkoutEventId` makes InitiateCheckout count once per checkout. Browser-only. */

export type TOrderDraft = {
  shippingInformation?: Partial<TShippingForm>;
  paymentMethod?: TPaymentMethod;
  idempotencyKey?: string;
  checkoutEventId?: string;
  /** The discount code applied in the cart, sent with the quote and the order. */
  discountCode?: string;
};

export const DRAFT_STORAGE_KEY = 'orderDraft';

export function readDraft(): TOrderDraft {
  try {
    const raw = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as TOrderDraft) : {};
  } catch {
    return {};
  }
}

/** Merges `patch` into the draft; a key set to undefined is removed. */
export function writeDraft(patch: Partial<TOrderDraft>): TOrderDraft {
  const next = { ...readDraft(), ...patch };
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
  return next;
}

export const clearDraft = () => localStorage.removeItem(DRAFT_STORAGE_KEY);
