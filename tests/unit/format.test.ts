import { expect, it } from 'vitest';
import { formatDate, formatPrice } from '@/lib/store/format';

it('formats dates in the shop time zone, in the shop language, with kept formatters giving the same answers', () => {
  // 18:00 UTC is already the next day in Hồ Chí Minh City (UTC+7).
  expect(formatDate('2026-11-22T18:00:00Z', 'en-US')).toBe('November 23, 2026');
  expect(formatDate('2026-11-22T16:59:59Z', 'en-US')).toBe('November 22, 2026');
  expect(formatDate('2026-11-22T18:00:00Z', 'vi')).toMatch(/^23 tháng 11, 2026$/);
  expect(formatDate('2026-11-22T18:00:00Z', 'en-US')).toBe('November 23, 2026');
  expect(formatDate(null, 'en-US')).toBe('');
});

it('formats prices in the shop currency: VND has no minor unit', () => {
  expect(formatPrice(650000, 'VND', 'en-US')).toBe('₫650,000');
  expect(formatPrice(12.5, 'USD', 'en-US')).toBe('$12.50');
});
