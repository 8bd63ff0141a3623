import { describe, expect, it } from 'vitest';
import { lastTaskId, newTaskId } from '@/lib/gateway/task-id';
import { Batch } from '@/lib/gateway/log-batch';
import { appendCopyTuple } from '@/lib/gateway/log-copy';

const msOf = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

describe('task ids', () => {
  it('are canonical version 7 uuids, all different, across refills of the random pool', () => {
    const ids = Array.from({ length: 10_000 }, () => newTaskId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('begin with the Unix time in milliseconds, so they sort by the time they were made', () => {
    const before = Date.now();
    const id = newTaskId();
    expect(msOf(id)).toBeGreaterThanOrEqual(before);
    expect(msOf(id)).toBeLessThanOrEqual(Date.now());
    expect(newTaskId(Date.UTC(2026, 10, 23, 21, 30))).toMatch(/^01a20a50-d7c0-7/);
    expect(msOf(newTaskId(2 ** 48 - 1))).toBe(2 ** 48 - 1);
    const times = [1, 255, 256, 2 ** 32 - 1, 2 ** 32, 1_700_000_000_000, 1_700_000_000_001, 2 ** 47 + 5];
    const ids = times.map((t) => newTaskId(t));
    expect(ids.map(msOf)).toEqual(times);
    expect([...ids].sort()).toEqual(ids);
  });

  it('spread their random bits: every hex digit appears in every random position', () => {
    const ids = Array.from({ length: 2_000 }, () => newTaskId());
    for (const pos of [15, 16, 20, 21, 24, 35]) expect(new Set(ids.map((id) => id[pos])).size).toBe(16);
  });

  it('leave their bytes where the log finds them, still the same after the pool is refilled many times', () => {
    const made = Array.from({ length: 1_000 }, () => { const id = newTaskId(); return { id, pool: lastTaskId.pool, at: lastTaskId.at }; });
    for (const { id, pool, at } of made) {
      expect(Buffer.from(pool.subarray(at, at + 16)).toString('hex')).toBe(id.replaceAll('-', ''));
      const b = new Batch();
      appendCopyTuple(b, { id, id_pool: pool, id_at: at, time_init: 0, finished_at: 0, method: 'GET', url: '/', status: 200, duration_ms: 0, gateway_ms: 0, upstream_ms: 0 });
      // The tuple starts with its field count (2 bytes), then the id's length (4) and its 16 bytes.
      expect(b.filled.subarray(2, 22).toString('hex')).toBe(`00000010${id.replaceAll('-', '')}`);
    }
  });
});
