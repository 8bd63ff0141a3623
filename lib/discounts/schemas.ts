import { z } from 'zod';
import { zPartialUpdate, zText, zWireDateTime } from '@/lib/api/schemas';
import { zMoney } from '@/lib/catalog/schemas';
import { DISCOUNT_KINDS } from '@/lib/db/schema-discounts';

/* Discount code input, shared by the console's form and the API. Client-safe. */

/** Letters, digits, "-" and "_", 3 to 32 of them, upper-cased: what a shopper can type off a Facebook ad. */
export const zDiscountCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,32}$/, 'discountCode');

export const ZDiscountCode = z.object({
  code: zDiscountCode,
  description: zText(200).default(''),
  kind: z.enum(DISCOUNT_KINDS),
  value: zMoney.positive(),
  minSubtotal: zMoney.default(0),
  maxDiscount: zMoney.positive().nullish(),
  startsAt: zWireDateTime.nullish(),
  endsAt: zWireDateTime.nullish(),
  usageLimit: z.number().int().min(1).max(1e9).nullish(),
  active: z.boolean().default(true),
});
export type TDiscountCodeInput = z.infer<typeof ZDiscountCode>;
/** Only the fields given change; the rules across fields are checked on the merged record (service.ts). */
export const ZDiscountCodeUpdate = zPartialUpdate(ZDiscountCode);
export type TDiscountCodeUpdate = z.infer<typeof ZDiscountCodeUpdate>;

/** The rules that span fields, as [field, message key] of the first one broken. */
export function discountRuleFault(v: { kind: string; value: number; startsAt?: Date | null; endsAt?: Date | null }): [string, string] | null {
  if (v.kind === 'percent' && v.value > 100) return ['value', 'percentOver100'];
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) return ['endsAt', 'endsBeforeStart'];
  return null;
}

export const DISCOUNT_FILTER_STATES = ['live', 'scheduled', 'ended', 'inactive'] as const;
