import { describe, expect, it } from 'vitest';
import { boundToWire, inputToWire, localTime, wireToInput } from '@/components/console/dates';

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
