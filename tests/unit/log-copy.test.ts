import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Batch } from '@/lib/gateway/log-batch';
import { appendCopyTuple, COLUMNS } from '@/lib/gateway/log-copy';
import type { TTaskFlowRecord } from '@/lib/gateway/log-writer';
import { BodyCapture } from '@/lib/gateway/capture';
import { LoggedData } from '@/lib/gateway/log-data';

/** Splits a batch of binary COPY tuples back into records of raw field bytes (null for NULL). */
function decode(buf: Buffer): Record<string, Buffer | null>[] {
  const rows: Record<string, Buffer | null>[] = [];
  let at = 0;
  while (at < buf.length) {
    const n = buf.readInt16BE(at);
    at += 2;
    expect(n).toBe(COLUMNS.length);
    const row: Record<string, Buffer | null> = {};
    for (const col of COLUMNS) {
      const len = buf.readInt32BE(at);
      at += 4;
      row[col] = len < 0 ? null : buf.subarray(at, (at += len));
    }
    rows.push(row);
  }
  return rows;
}

const record = (over: Partial<TTaskFlowRecord> = {}): TTaskFlowRecord => ({
  id: crypto.randomUUID(), time_init: Date.UTC(2026, 10, 23, 8), finished_at: Date.UTC(2026, 10, 23, 8, 0, 1),
  api_id: '0b7c6a52-3f1e-4d2a-9c1b-5e8f7a6d4c3b', source_system_id: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
  source_name: 'Hệ thống đặt hàng', target_system_id: crypto.randomUUID(), source_ip: '127.0.0.1', method: 'GET',
  url: '/gateway/erp/orders/42?x=1', status: 200, duration_ms: 3, gateway_ms: 1, upstream_ms: 2, error: null,
  request_data: null, response_data: null, instance_id: 'gw-1', ...over,
});

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

describe('task-flow records as binary COPY tuples', () => {
  it('encodes uuids as their 16 bytes, upper or lower case, and repeated values the same every time', () => {
    const b = new Batch(16); // grows as records are added
    const recs = [record(), record(), record({ source_name: 'other', method: 'POST' })];
    for (const r of recs) appendCopyTuple(b, r);
    const rows = decode(b.filled);
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => {
      const r = recs[i];
      expect(row.id).toEqual(uuidBytes(r.id));
      expect(row.api_id).toEqual(uuidBytes(r.api_id!));
      expect(row.source_system_id).toEqual(uuidBytes(r.source_system_id!));
      expect(row.target_system_id).toEqual(uuidBytes(r.target_system_id!));
      expect(row.source_name!.toString('utf8')).toBe(r.source_name);
      expect(row.method!.toString()).toBe(r.method);
      expect(row.instance_id!.toString()).toBe('gw-1');
      expect(row.url!.toString()).toBe(r.url);
      expect(row.error).toBeNull();
      expect(row.status!.readInt32BE(0)).toBe(200);
    });
  });

  it('stores anything that is not a canonical uuid as NULL, so one bad id cannot fail the whole batch', () => {
    const bad = ['not-a-uuid', '0b7c6a52x3f1e-4d2a-9c1b-5e8f7a6d4c3b', '0b7c6a52-3f1e-4d2a-9c1b-5e8f7a6d4c3g',
      '0b7c6a52-3f1e-4d2a-9c1b-5e8f7a6d4cé3', '0b7c6a523f1e4d2a9c1b5e8f7a6d4c3b0000', ''];
    const b = new Batch();
    for (const id of bad) appendCopyTuple(b, record({ id, api_id: id }));
    for (const row of decode(b.filled)) {
      expect(row.id).toBeNull();
      expect(row.api_id).toBeNull();
      expect(row.source_system_id).not.toBeNull();
    }
  });

  it('drops NUL from text, which no PostgreSQL text can hold', () => {
    const b = new Batch();
    appendCopyTuple(b, record({ url: '/a\0b', error: 'x\0' }));
    const [row] = decode(b.filled);
    expect(row.url!.toString()).toBe('/ab');
    expect(row.error!.toString()).toBe('x');
  });

  it('writes request and response data as header text, the first bytes of the body and its whole size', () => {
    const c = new BodyCapture(4);
    c.add(Buffer.from([1, 0, 2]));
    c.add(Buffer.from([3, 4, 5]));
    const b = new Batch();
    appendCopyTuple(b, record({ request_data: new LoggedData(['host', 'gw', 'x-api-key', 'sgk_secret', 'x-many', 'a', 'x-many', 'b'], 'authorization', c) }));
    const [row] = decode(b.filled);
    expect(row.request_headers!.toString('utf8')).toBe(['host', 'gw', 'x-api-key', '[redacted]', 'x-many', 'a', 'x-many', 'b'].join('\x1f'));
    expect(row.request_body).toEqual(Buffer.from([1, 0, 2, 3]));
    expect(row.request_size!.readBigInt64BE(0)).toBe(6n);
    expect([row.response_headers, row.response_body, row.response_size]).toEqual([null, null, null]);
  });
});
