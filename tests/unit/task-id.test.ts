import { describe, expect, it } from 'vitest';
import { newTaskId } from '@/lib/gateway/task-id';

describe('task ids', () => {
  it('are canonical version 4 uuids, all different, across refills of the random pool', () => {
    const ids = Array.from({ length: 10_000 }, newTaskId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spread their random bits: every hex digit appears in every random position', () => {
    const ids = Array.from({ length: 2_000 }, newTaskId);
    for (const pos of [0, 7, 9, 15, 20, 35]) expect(new Set(ids.map((id) => id[pos])).size).toBe(16);
  });
});
