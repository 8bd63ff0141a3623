import type { TDiscountKind } from '@/lib/db/schema-discounts';
import { minor } from '@/lib/orders/pricing';

/* What a discount code takes off a sub-total, and why it takes nothing. Pure and client-safe, so the quote, the order
   (on the code's locked row) and the tests agree. Money in minor units, with pricing's own conversion. */

export type TDiscountRule = {
  code: string; kind: TDiscountKind; value: number; minSubtotal: number; maxDiscount: number | null;
  startsAt: Date | null; endsAt: Date | null; usageLimit: number | null; usedCount: number; active: boolean;
};

/** Why a code gives nothing; each has the shopper's words in `checkout.discount.*`. */
export const DISCOUNT_PROBLEMS = ['unknown', 'inactive', 'notStarted', 'expired', 'usedUp', 'belowMinimum'] as const;
export type TDiscountProblem = (typeof DISCOUNT_PROBLEMS)[number];
/** The API's English for each; the shop says them in its own language. */
export const DISCOUNT_PROBLEM_TEXT: Record<TDiscountProblem, string> = {
  unknown: 'no such discount code', inactive: 'this code is switched off', notStarted: 'this code has not started yet',
  expired: 'this code has expired', usedUp: 'this code has been used up', belowMinimum: 'the sub-total is below this code\'s minimum',
};

export type TDiscountResult = { discount: number; problem: null } | { discount: 0; problem: TDiscountProblem };

/** The problem with a code that does not depend on the cart, if any. */
export function codeProblem(rule: TDiscountRule | null | undefined, now: Date): TDiscountProblem | null {
  if (!rule) return 'unknown';
  if (!rule.active) return 'inactive';
  if (rule.startsAt && now < rule.startsAt) return 'notStarted';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return 'usedUp';
  return null;
}

/**
 * The discount on `subtotal`: a percentage rounded to the currency's hundredths (half up), capped by `maxDiscount`,
 * and never more than the sub-total itself, so a total cannot go below the delivery fee.
 */
export function discountFor(rule: TDiscountRule | null | undefined, subtotal: number, now: Date): TDiscountResult {
  const problem = codeProblem(rule, now);
  if (problem || !rule) return { discount: 0, problem: problem ?? 'unknown' };
  const sub = minor(subtotal);
  if (sub === 0 || sub < minor(rule.minSubtotal)) return { discount: 0, problem: 'belowMinimum' };
  let off = rule.kind === 'percent' ? Math.round((sub * rule.value) / 100) : minor(rule.value);
  if (rule.kind === 'percent' && rule.maxDiscount !== null) off = Math.min(off, minor(rule.maxDiscount));
  return { discount: Math.min(off, sub) / 100, problem: null };
}
