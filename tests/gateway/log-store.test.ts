import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { taskFlowLogs } from '@/lib/db/schema';
import { batchOf, taskFlowStore } from '@/lib/gateway/log-store';
import type { TTaskFlowRecord } from '@/lib/gateway/log-writer';
import { BodyCapture } from '@/lib/gateway/capture';
import { LoggedData } from '@/lib/gateway/log-data';
import { getTaskFlow } from '@/lib/gateway/admin/task-flow';

/* The batch writer on its own: binary COPY on PostgreSQL (when DATABASE_URL is set), and on PGlite from a blob. */

const instance = `store-${process.pid}-${Date.now()}`;
const record = (over: Partial<TTaskFlowRecord> = {}): TTaskFlowRecord => ({
  id: crypto.randomUUID(), time_init: Date.UTC(2026, 10, 22, 1, 2, 3, 456), finished_at: Date.UTC(2026, 10, 22, 1, 2, 3, 789),
  method: 'POST', url: '/gateway/x/orders', status: 201, duration_ms: 333, gateway_ms: 3, upstream_ms: 330, instance_id: instance,
  ...over,
});

describe('task-flow store', () => {
  it('stores text exactly, whatever characters it holds, and times to the millisecond', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const awkward = 'tab\there, line\nbreak, return\r, back\\slash, \\N, quote " and \'; drop table x; --, 中文 ✓';
    const rec = record({
      url: `/gateway/x/a\\b?q=${encodeURIComponent(awkward)}`, error: awkward, source_name: awkward, source_ip: null,
      api_id: crypto.randomUUID(), source_system_id: crypto.randomUUID(), target_system_id: null,
      request_data: new LoggedData(['x-note', awkward], 'authorization', undefined),
      response_data: new LoggedData([], 'authorization', undefined),
    });
    await store.write([batchOf(store, [rec])], false);
    const row = await getTaskFlow(db, rec.id);
    expect(row).toMatchObject({ url: rec.url, error: awkward, source_name: awkward, source_ip: null, status: 201, duration_ms: 333,
      gateway_ms: 3, upstream_ms: 330, api_id: rec.api_id, source_system_id: rec.source_system_id, target_system_id: null, instance_id: instance });
    expect(row.request_data).toEqual({ headers: { 'x-note': awkward }, size: 0 });
    expect(row.response_data).toEqual({ headers: {}, size: 0 });
    expect(row.time_init.getTime()).toBe(rec.time_init);
    expect(row.finished_at.getTime()).toBe(rec.finished_at);
  });

  it('stores request and response data encoded from the call: awkward headers, text and binary bodies, a body cut mid-character', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const awkward = 'tab\there, line\nbreak, back\\slash, \\u0000, quote " and \'; drop table x; --, 中文 ✓ 😀, lone \ud800, ctl \u0001';
    const capture = (...chunks: Buffer[]) => { const c = new BodyCapture(14); for (const x of chunks) c.add(x); return c; };
    const rec = record({
      request_data: new LoggedData(['content-type', 'application/json', 'x-note', awkward, 'authorization', 'Bearer s3cret', 'x-many', 'a', 'x-many', 'b'], 'authorization', capture(Buffer.from('{"k":"Đơn hàng"}'))),
      response_data: new LoggedData(['content-type', 'image/png'], 'authorization', capture(Buffer.from([0x89, 0x50, 0, 0xff]))),
    });
    await store.write([batchOf(store, [rec])], false);
    const row = await getTaskFlow(db, rec.id);
    expect(row.request_data).toEqual({
      headers: { 'content-type': 'application/json', 'x-note': awkward.replace('\ud800', '\ufffd'), authorization: '[redacted]', 'x-many': 'a, b' },
      // 14 bytes end inside "à": the cut character is replaced, the JSON stays valid.
      size: Buffer.byteLength('{"k":"Đơn hàng"}'), truncated: true, encoding: 'utf8', body: '{"k":"Đơn h\ufffd',
    });
    expect(row.response_data).toEqual({ headers: { 'content-type': 'image/png' }, size: 4, truncated: false, encoding: 'base64', body: Buffer.from([0x89, 0x50, 0, 0xff]).toString('base64') });
  });

  it('stores the body as it came, its size past 4 GB, and no data at all for a call that had none', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const body = Buffer.from([0, 1, 2, 0xfe, 0xff, 0x1f, 0x5c, 0x22]);
    const capture = new BodyCapture(8);
    capture.add(body);
    capture.size = 5_000_000_123; // as counted by a call that streamed that much
    const rec = record({ response_data: new LoggedData(['content-type', 'application/octet-stream'], 'authorization', capture), request_data: null });
    await store.write([batchOf(store, [rec])], false);
    const [row] = await db.select().from(taskFlowLogs).where(eq(taskFlowLogs.id, rec.id));
    expect(Buffer.from(row.response_body!)).toEqual(body);
    expect(row.response_size).toBe(5_000_000_123);
    expect([row.request_headers, row.request_body, row.request_size]).toEqual([null, null, null]);
    const shown = await getTaskFlow(db, rec.id);
    expect(shown.request_data).toBeNull();
    expect(shown.response_data).toEqual({ headers: { 'content-type': 'application/octet-stream' }, size: 5_000_000_123, truncated: true, encoding: 'base64', body: body.toString('base64') });
  });

  it('still shows records written as JSON before the data was split into parts', async () => {
    const db = await getDb();
    const id = crypto.randomUUID();
    const data = { headers: { 'x-api-key': '[redacted]' }, size: 2, truncated: false, encoding: 'utf8', body: '{}' };
    await db.insert(taskFlowLogs).values({ id, time_init: new Date(), finished_at: new Date(), method: 'GET', url: '/gateway/x/old', status: 200,
      duration_ms: 1, gateway_ms: 1, upstream_ms: 0, request_data: data, response_data: { size: 0 } });
    expect(await getTaskFlow(db, id)).toMatchObject({ request_data: data, response_data: { size: 0 } });
  });

  it('keeps every millisecond: one and two digits, and times either side of a second', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const at = Date.UTC(2026, 10, 22, 23, 59, 59, 0);
    const times = [[at + 7, at + 50], [at + 999, at + 1000], [at + 1001, at + 1999], [at, at + 60_000 + 5]];
    const recs = times.map(([t, f]) => record({ time_init: t, finished_at: f }));
    await store.write([batchOf(store, recs)], false);
    const rows = await db.select().from(taskFlowLogs).where(inArray(taskFlowLogs.id, recs.map((r) => r.id)));
    const byId = new Map(rows.map((r) => [r.id, [r.time_init.getTime(), r.finished_at.getTime()]]));
    expect(recs.map((r) => byId.get(r.id))).toEqual(times);
  });

  it('drops NUL, which no text column can hold, instead of failing the whole batch', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const rec = record({ error: 'before\0after', url: '/gateway/x/\0' });
    await store.write([batchOf(store, [rec])], false);
    const [row] = await db.select().from(taskFlowLogs).where(eq(taskFlowLogs.id, rec.id));
    expect(row).toMatchObject({ error: 'beforeafter', url: '/gateway/x/' });
  });

  it('stores a foreign id that is not a uuid as NULL instead of failing the batch', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const bad = record({ api_id: 'not-a-uuid', source_system_id: '1234' });
    const good = record();
    await store.write([batchOf(store, [bad, good])], false);
    const rows = await db.select().from(taskFlowLogs).where(inArray(taskFlowLogs.id, [bad.id, good.id]));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === bad.id)).toMatchObject({ api_id: null, source_system_id: null });
  });

  it('a retry stores each record once, when the failed attempt had in fact committed', async () => {
    const db = await getDb();
    const store = taskFlowStore(db);
    const first = Array.from({ length: 5 }, () => record());
    await store.write([batchOf(store, first)], false);
    // The answer to that write was "lost": it is written again, with records that arrived meanwhile.
    const later = Array.from({ length: 3 }, () => record());
    await store.write([batchOf(store, [...first, ...later])], true);
    const ids = [...first, ...later].map((r) => r.id);
    const rows = await db.select({ id: taskFlowLogs.id }).from(taskFlowLogs).where(inArray(taskFlowLogs.id, ids));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
  });
});
