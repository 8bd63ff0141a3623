import { describe, expect, it } from 'vitest';
import { pinTickObjectShape } from '@/lib/process/tick-shape';

describe('pinTickObjectShape', () => {
  it('keeps one of nextTick’s own objects, once, and ticks still run in order after it', async () => {
    const kept = pinTickObjectShape();
    // The object nextTick made: its callback and args are its own fields, and its ids are symbol-keyed numbers.
    expect(kept).toBeDefined();
    expect(Object.keys(kept!)).toEqual(['callback', 'args']);
    const ids = Object.getOwnPropertySymbols(kept!).map((s) => (kept as Record<symbol, unknown>)[s]);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(typeof id).toBe('number');
    expect(pinTickObjectShape()).toBe(kept);
    // Ticks still run, in order, after the capture.
    const seen: number[] = [];
    await new Promise<void>((resolve) => { process.nextTick(() => seen.push(1)); process.nextTick(() => { seen.push(2); resolve(); }); });
    expect(seen).toEqual([1, 2]);
  });
});
