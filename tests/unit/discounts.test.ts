import { describe, expect, it } from 'vitest';
import { codeProblem, discountFor, type TDiscountRule } from '@/lib/discounts/apply';
import { discountRuleFault, zDiscountCode } from '@/lib/discounts/schemas';
import { totalsOf, type TPricedLine } from '@/lib/orders/pricing';
import { stateOf } from '@/lib/discounts/service';

const now = new Date('2026-11-24T12:00:00Z');
const rule = (r: Partial<TDiscountRule> = {}): TDiscountRule => ({
  code: 'SALE', kind: 'percent', value: 10, minSubtotal: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0, active: true, ...r,
});
const line = (lineTotal: number) => ({ lineTotal, problem: null }) as TPricedLine;

describe('discountFor', () => {
  it('takes a percentage rounded half up to the hundredth, capped, and never more than the sub-total', () => {
    expect(discountFor(rule({ value: 15 }), 250000, now)).toEqual({ discount: 37500, problem: null });
    expect(discountFor(rule({ value: 12.5 }), 0.1 + 0.2, now)).toEqual({ discount: 0.04, problem: null });
    expect(discountFor(rule({ value: 50, maxDiscount: 100000 }), 500000, now).discount).toBe(100000);
    expect(discountFor(rule({ value: 100 }), 123456.78, now).discount).toBe(123456.78);
    expect(discountFor(rule({ kind: 'amount', value: 70000 }), 50000, now).discount).toBe(50000);
    // A cap belongs to percentages: a fixed amount is its own cap.
    expect(discountFor(rule({ kind: 'amount', value: 70000, maxDiscount: 1000 }), 500000, now).discount).toBe(70000);
  });

  it('says why a code gives nothing, in the order a shopper can act on', () => {
    expect(discountFor(undefined, 100, now)).toEqual({ discount: 0, problem: 'unknown' });
    expect(codeProblem(rule({ active: false, endsAt: new Date(0) }), now)).toBe('inactive');
    expect(codeProblem(rule({ startsAt: new Date('2026-11-24T12:00:01Z') }), now)).toBe('notStarted');
    expect(codeProblem(rule({ startsAt: now }), now)).toBeNull();
    // The end is exclusive: a code ending at noon is over at noon.
    expect(codeProblem(rule({ endsAt: now }), now)).toBe('expired');
    expect(codeProblem(rule({ usageLimit: 3, usedCount: 3 }), now)).toBe('usedUp');
    expect(codeProblem(rule({ usageLimit: 3, usedCount: 2 }), now)).toBeNull();
    expect(discountFor(rule({ minSubtotal: 300000 }), 299999.99, now)).toEqual({ discount: 0, problem: 'belowMinimum' });
    expect(discountFor(rule({ minSubtotal: 300000 }), 300000, now).problem).toBeNull();
    expect(discountFor(rule(), 0, now).problem).toBe('belowMinimum');
  });
});

describe('totalsOf with a discount', () => {
  const fees = { shippingFee: 30000, freeShippingOver: 1000000 };
  it('takes the discount off the goods, judges free delivery after it, and never goes below the delivery fee', () => {
    expect(totalsOf([line(1000000)], fees)).toEqual({ subtotal: 1000000, discount: 0, shippingFee: 0, total: 1000000 });
    expect(totalsOf([line(1000000)], fees, 100000)).toEqual({ subtotal: 1000000, discount: 100000, shippingFee: 30000, total: 930000 });
    expect(totalsOf([line(200000)], fees, 999999)).toEqual({ subtotal: 200000, discount: 200000, shippingFee: 30000, total: 30000 });
  });
});

describe('discount code rules', () => {
  it('keeps codes to what a shopper can type, in capitals', () => {
    expect(zDiscountCode.parse(' tet-2027_vip ')).toBe('TET-2027_VIP');
    for (const bad of ['AB', 'SALE 10', 'GIẢMGIÁ', 'A'.repeat(33), "X';--"]) expect(zDiscountCode.safeParse(bad).success, bad).toBe(false);
  });

  it('refuses a percentage over 100 and an end before the start', () => {
    expect(discountRuleFault({ kind: 'percent', value: 100.01 })).toEqual(['value', 'percentOver100']);
    expect(discountRuleFault({ kind: 'amount', value: 500000 })).toBeNull();
    expect(discountRuleFault({ kind: 'percent', value: 5, startsAt: now, endsAt: now })).toEqual(['endsAt', 'endsBeforeStart']);
  });

  it('names the state the console lists a code under', () => {
    const r = { active: true, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0 };
    expect(stateOf(r, now)).toBe('live');
    expect(stateOf({ ...r, startsAt: new Date('2026-12-01') }, now)).toBe('scheduled');
    expect(stateOf({ ...r, endsAt: now }, now)).toBe('ended');
    expect(stateOf({ ...r, usageLimit: 1, usedCount: 1 }, now)).toBe('ended');
    expect(stateOf({ ...r, active: false }, now)).toBe('inactive');
  });
});
