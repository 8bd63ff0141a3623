import { describe, expect, it } from 'vitest';
import { amountToCollect, MAX_SLIPS, slipIds } from '@/lib/orders/slip';
import { dialable, phoneForSheet, phoneNeedle, zaloLink } from '@/lib/orders/display';

describe('packing slips', () => {
  it('tell the courier to collect the total of an unpaid cash-on-delivery order, nothing for a paid one, and to hold an unpaid transfer', () => {
    expect(amountToCollect({ paymentMethod: 'COD', paymentStatus: 'unpaid', total: 230000 })).toBe(230000);
    expect(amountToCollect({ paymentMethod: 'COD', paymentStatus: 'paid', total: 230000 })).toBe(0);
    expect(amountToCollect({ paymentMethod: 'BANK_TRANSFER', paymentStatus: 'paid', total: 230000 })).toBe(0);
    expect(amountToCollect({ paymentMethod: 'BANK_TRANSFER', paymentStatus: 'unpaid', total: 230000 })).toBeNull();
    expect(amountToCollect({ paymentMethod: 'COD', paymentStatus: 'refunded', total: 230000 })).toBe(0);
  });

  it('take the ids that can be orders from the query, once each, in the order given, at most 100', () => {
    const a = '0b6f8a9e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
    const b = '1c7a9b0f-2d3e-4f5a-9b0c-1d2e3f4a5b6c';
    expect(slipIds(` ${b},${a.toUpperCase()},junk,,${b},' OR 1=1--`)).toEqual([b, a]);
    expect(slipIds(undefined)).toEqual([]);
    const many = Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect(slipIds(many)).toHaveLength(MAX_SLIPS);
  });

  it('show phones as a courier dials them', () => {
    expect(dialable('+84912345678')).toBe('0912 345 678');
    expect(dialable('+842838234567')).toBe('028 3823 4567');
    expect(dialable('+14155552671')).toBe('+1 415 555 2671');
    expect(dialable('not a phone')).toBe('not a phone');
  });

  it('write phones into a spreadsheet as ten digits with the trunk 0 (Vietnam) or E.164 (elsewhere), never with spaces', () => {
    expect(phoneForSheet('+84912345678')).toBe('0912345678');
    expect(phoneForSheet('+842838234567')).toBe('02838234567');
    expect(phoneForSheet('+14155552671')).toBe('+14155552671');
    expect(phoneForSheet('not a phone')).toBe('not a phone');
  });

  it('search a phone as staff type it, inside the stored E.164, and leave names and short numbers alone', () => {
    for (const typed of ['0912 345 678', '0912345678', '912.345.678', '(0912) 345-678']) expect(phoneNeedle(typed), typed).toBe('912345678');
    expect(phoneNeedle('+84 912 345 678')).toBe('84912345678');
    for (const typed of ['Lan', '12a', '091', '', 'DH7K3M9QXP']) expect(phoneNeedle(typed), typed).toBeNull();
    expect('+84912345678'.includes(phoneNeedle('0912 345 678')!)).toBe(true);
  });

  it('link a Vietnamese mobile to its Zalo chat, and nothing else', () => {
    expect(zaloLink('+84912345678')).toBe('https://zalo.me/0912345678');
    expect(zaloLink('+842838234567')).toBeNull(); // a Hồ Chí Minh City landline
    expect(zaloLink('+14155552671')).toBeNull();
    expect(zaloLink('junk')).toBeNull();
  });
});
