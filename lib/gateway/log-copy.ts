import type { Batch } from './log-batch';
import type { TTaskFlowRecord } from './log-writer';

/*
 * Task-flow records in PostgreSQL's binary COPY format, written straight into the batch: every field is a length and
 * its bytes, so nothing is escaped, no time is formatted and no row string is built (the text format's line cost more
 * of the gateway's CPU per call than the rest of its logging, and the server parses binary uuids and times for less).
 * The field order is COLUMNS; each value's bytes are its type's binary send format.
 */

export const COLUMNS = ['id', 'time_init', 'finished_at', 'api_id', 'source_system_id', 'source_name', 'target_system_id', 'source_ip',
  'method', 'url', 'status', 'duration_ms', 'gateway_ms', 'upstream_ms', 'error', 'request_data', 'response_data', 'instance_id'] as const;

/** Signature, flags, header extension length. */
export const COPY_HEADER = Buffer.from([...Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), 0, 0, 0, 0, 0, 0, 0, 0]);
/** A field count of -1 ends the data. */
export const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** Milliseconds between the Unix epoch and PostgreSQL's (2000-01-01 UTC). */
const PG_EPOCH_MS = 946_684_800_000;
const TWO_32 = 4_294_967_296;

function nul(b: Batch) {
  b.ensure(4);
  b.length = b.bytes.writeInt32BE(-1, b.length);
}

function int4(b: Batch, v: number) {
  b.ensure(8);
  b.length = b.bytes.writeInt32BE(4, b.length);
  b.length = b.bytes.writeInt32BE(v | 0, b.length);
}

/** timestamptz: microseconds since PostgreSQL's epoch, as an int64 (exact in a double for any real date). */
function timestamp(b: Batch, ms: number) {
  const us = (ms - PG_EPOCH_MS) * 1000;
  const hi = Math.floor(us / TWO_32);
  b.ensure(12);
  b.length = b.bytes.writeInt32BE(8, b.length);
  b.length = b.bytes.writeInt32BE(hi, b.length);
  b.length = b.bytes.writeUInt32BE(us - hi * TWO_32, b.length);
}

const hexValue = (c: number) => (c <= 57 ? c - 48 : (c | 32) - 87);
/**
 * A uuid's 16 bytes from its canonical text (the gateway's ids come from randomUUID and the database). Anything else
 * is stored as NULL: a field shorter than its declared length would make the whole batch fail on every retry.
 */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuid(b: Batch, id: string | null | undefined) {
  if (id == null || !CANONICAL_UUID.test(id)) return nul(b);
  b.ensure(20);
  const buf = b.bytes;
  let at = buf.writeInt32BE(16, b.length);
  for (let i = 0; i < id.length; i++) {
    if (id.charCodeAt(i) === 45) continue; // '-'
    buf[at++] = (hexValue(id.charCodeAt(i)) << 4) | hexValue(id.charCodeAt(++i));
  }
  b.length = at;
}

/** text and json (whose binary form is its text). NUL, which no text value can hold, is dropped. */
function text(b: Batch, s: string | null | undefined) {
  if (s == null) return nul(b);
  const v = s.includes('\0') ? s.replaceAll('\0', '') : s;
  b.ensure(4 + v.length * 3);
  const n = b.bytes.write(v, b.length + 4, 'utf8');
  b.bytes.writeInt32BE(n, b.length);
  b.length += 4 + n;
}

/** Appends one record as a binary COPY tuple, in the order of COLUMNS. */
export function appendCopyTuple(b: Batch, r: TTaskFlowRecord) {
  b.ensure(2);
  b.length = b.bytes.writeInt16BE(COLUMNS.length, b.length);
  uuid(b, r.id);
  timestamp(b, r.time_init);
  timestamp(b, r.finished_at);
  uuid(b, r.api_id);
  uuid(b, r.source_system_id);
  text(b, r.source_name);
  uuid(b, r.target_system_id);
  text(b, r.source_ip);
  text(b, r.method);
  text(b, r.url);
  int4(b, r.status);
  int4(b, r.duration_ms);
  int4(b, r.gateway_ms);
  int4(b, r.upstream_ms);
  text(b, r.error);
  text(b, r.request_data);
  text(b, r.response_data);
  text(b, r.instance_id);
}
