import { describe, expect, it } from 'vitest';
import { expiryState, keysStopping } from '@/lib/gateway/expiry';

describe('a source system\'s expiry', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('is never, expired, within the week (in started days) or further off', () => {
    expect(expiryState(null, now)).toEqual({ kind: 'never' });
    expect(expiryState('2026-11-24 12:00:00', now)).toEqual({ kind: 'expired', daysAgo: 0 });
    expect(expiryState('2026-11-20 00:00:00', now)).toEqual({ kind: 'expired', daysAgo: 4 });
    expect(expiryState('2026-11-24 12:00:01', now)).toEqual({ kind: 'soon', days: 1 });
    expect(expiryState('2026-11-25 18:00:00', now)).toEqual({ kind: 'soon', days: 2 });
    expect(expiryState('2026-12-01 12:00:00', now)).toEqual({ kind: 'soon', days: 7 });
    expect(expiryState('2026-12-01 12:00:01', now)).toEqual({ kind: 'ok' });
    expect(expiryState('not a date', now)).toEqual({ kind: 'never' });
  });

  it('is on the dashboard for keys that stop this week or stopped last week, soonest first; not without a key', () => {
    const s = (name: string, expiry_date: string | null, has_key = true) => ({ name, expiry_date, has_key });
    const listed = keysStopping([
      s('later', '2026-12-20 00:00:00'), s('in two days', '2026-11-26 00:00:00'), s('yesterday', '2026-11-23 09:00:00'),
      s('long ago', '2026-10-01 00:00:00'), s('no key', '2026-11-25 00:00:00', false), s('never', null), s('tomorrow', '2026-11-25 08:00:00'),
    ], now);
    expect(listed.map((x) => [x.source.name, x.expiry])).toEqual([
      ['yesterday', { kind: 'expired', daysAgo: 1 }], ['tomorrow', { kind: 'soon', days: 1 }], ['in two days', { kind: 'soon', days: 2 }],
    ]);
  });
});
