import { describe, expect, it } from 'vitest';
import { boundToWire, dateToValue, inputToWire, localTime, valueToDate, wireToInput } from '@/components/console/dates';

/* The console reads and shows times in the shop's zone, whatever the browser's (this process runs in UTC). */
describe('console dates in the shop\'s zone', () => {
  const VN = 'Asia/Ho_Chi_Minh';

  it('show a wire time on the shop\'s wall clock and read an input back to the same instant', () => {
    expect(localTime('2026-11-23 17:30:00', VN)).toBe('24/11/2026 00:30:00');
    expect(localTime('2026-11-23 17:30:00', 'America/Los_Angeles')).toBe('23/11/2026 09:30:00');
    expect(localTime(null, VN)).toBe('');
    expect(wireToInput('2026-11-23 17:30:00', VN)).toBe('2026-11-24T00:30');
    expect(inputToWire('2026-11-24T00:30', VN)).toBe('2026-11-23 17:30:00');
    expect(inputToWire(wireToInput('2027-03-14 10:05:00', 'America/New_York'), 'America/New_York')).toBe('2027-03-14 10:05:00');
  });

  it('take a day filter as the whole of the shop\'s day, and ignore what an input never gives', () => {
    expect(boundToWire('2026-11-24', VN)).toBe('2026-11-23 17:00:00');
    expect(boundToWire('2026-11-24', VN, true)).toBe('2026-11-24 16:59:59');
    expect(boundToWire('2026-11-24T08:15', VN, true)).toBe('2026-11-24 01:15:59');
    for (const junk of ['', 'yesterday', '2026-11-24T25:99', '2026-13-40', '2026-11-24T08:15Z', '<script>']) expect(boundToWire(junk, VN)).toBeNull();
  });
});

/* The date fields (DateField) hold a value as the wall time of a Date, and give back the same string. */
describe('a date field\'s value', () => {
  it('round-trips days and minutes, and refuses what no field gives', () => {
    expect(dateToValue(valueToDate('2026-11-24', 'date')!, 'date')).toBe('2026-11-24');
    expect(dateToValue(valueToDate('2026-11-24T00:30', 'datetime')!, 'datetime')).toBe('2026-11-24T00:30');
    expect(dateToValue(valueToDate('2026-11-24T23:59:59', 'datetime')!, 'datetime')).toBe('2026-11-24T23:59');
    const d = valueToDate('2024-02-29T08:15', 'datetime')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2024, 1, 29, 8, 15]);
    for (const junk of ['', '2026-11-24T08:15', '2026-13-40', '2025-02-29', '24/11/2026', '<script>']) expect(valueToDate(junk, 'date')).toBeNull();
    for (const junk of ['2026-11-24', '2026-11-24T25:99', '2026-11-24T08:15Z', 'now']) expect(valueToDate(junk, 'datetime')).toBeNull();
  });
});
