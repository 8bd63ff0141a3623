import { describe, expect, it } from 'vitest';
import { Stats } from '@/lib/gateway/stats';

const min = (n: number) => Date.UTC(2026, 10, 27, 10, n);
const sums = (s: Stats) => Object.fromEntries(s.takePending().map((m) => [m.minute.toISOString().slice(11, 16), [m.processed, m.errors, m.total_ms]]));

describe('gateway per-minute counters', () => {
  it('count each call in its minute, across minutes, takes and a failed write put back', () => {
    const s = new Stats('gw');
    s.record(200, 10, min(1));
    s.record(500, 20, min(1) + 59_999);
    s.record(200, 5, min(2));
    expect(sums(s)).toEqual({ '10:01': [2, 1, 30], '10:02': [1, 0, 5] });
    // Taken: the next call of the same minute starts a new entry, and one put back after a failed write merges in.
    s.record(404, 7, min(2) + 1);
    const taken = s.takePending();
    s.record(200, 1, min(2) + 2);
    s.restorePending(taken);
    s.record(200, 1, min(2) + 3);
    expect(sums(s)).toEqual({ '10:02': [3, 1, 9] });
    expect([s.processed, s.errors]).toEqual([6, 2]);
    expect(s.hasPending()).toBe(false);
  });
});
