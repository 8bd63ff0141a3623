import { Batch } from './log-batch';
import { headerText, type LoggedData } from './log-data';
import type { TTaskFlowRecord } from './log-writer';

/*
 * Task-flow records in PostgreSQL's binary COPY format, written straight into the batch: every field is a length and
 * its bytes, so nothing is escaped, no time is formatted and no row string is built (the text format's line cost more
 * of the gateway's CPU per call than the rest of its logging, and the server parses binary uuids and times for less).
 * The field order is COLUMNS; each value's bytes are its type's binary send format.
 */

export const COLUMNS = ['id', 'time_init', 'finished_at', 'api_id', 'source_system_id', 'source_name', 'target_system_id', 'source_ip',
  'method', 'url', 'status', 'duration_ms', 'gateway_ms', 'upstream_ms', 'error', 'request_headers', 'request_body', 'request_size',
  'response_headers', 'response_body', 'response_size', 'instance_id'] as const;

/** Signature, flags, header extension length. */
export const COPY_HEADER = Buffer.from([...Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), 0, 0, 0, 0, 0, 0, 0, 0]);
/** A field count of -1 ends the data. */
export const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** Milliseconds between the Unix epoch and PostgreSQL's (2000-01-01 UTC). */
const PG_EPOCH_MS = 946_684_800_000;
const TWO_32 = 4_294_967_296;

/*
 * A big-endian 32-bit integer at `at`, answering the offset after it. Buffer#writeInt32BE checks the value's range on
 * every call, and it was a tenth of the tuple's instructions; here every value is an int32 or uint32 already.
 */
function put32(buf: Buffer, at: number, v: number): number {
  buf[at] = v >>> 24;
  buf[at + 1] = v >>> 16;
  buf[at + 2] = v >>> 8;
  buf[at + 3] = v;
  return at + 4;
}

function nul(b: Batch) {
  b.ensure(4);
  b.length = put32(b.bytes, b.length, -1);
}

function int4(b: Batch, v: number) {
  b.ensure(8);
  b.length = put32(b.bytes, put32(b.bytes, b.length, 4), v | 0);
}

/** int8: the high and low 32 bits of a whole number of magnitude below 2^53. */
function int8(b: Batch, v: number) {
  const hi = Math.floor(v / TWO_32);
  b.ensure(12);
  b.length = put32(b.bytes, put32(b.bytes, put32(b.bytes, b.length, 8), hi), v - hi * TWO_32);
}

/** timestamptz: microseconds since PostgreSQL's epoch, as an int64 (exact in a double for any real date). */
const timestamp = (b: Batch, ms: number) => int8(b, (ms - PG_EPOCH_MS) * 1000);

/* Hex digit values by char code, -1 for anything else: a uuid is checked as it is decoded, without a regex. */
const HEX = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) HEX[48 + c] = c;
for (let c = 0; c < 6; c++) HEX[65 + c] = HEX[97 + c] = 10 + c;

const hexValue = (c: number) => (c < 128 ? HEX[c] : -1);
/** Where each of a canonical uuid's 16 bytes starts in its text (8-4-4-4-12 hex digits). */
const UUID_PAIRS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/**
 * A uuid's 16 bytes from its canonical text (the gateway's ids come from task-id.ts and the database). Anything else
 * is stored as NULL: a field shorter than its declared length would make the whole batch fail on every retry.
 */
function uuid(b: Batch, id: string | null | undefined) {
  if (id == null || id.length !== 36 || id.charCodeAt(8) !== 45 || id.charCodeAt(13) !== 45 || id.charCodeAt(18) !== 45 || id.charCodeAt(23) !== 45) return nul(b);
  b.ensure(20);
  const buf = b.bytes;
  const start = b.length;
  for (let j = 0; j < 16; j++) {
    const i = UUID_PAIRS[j];
    const hi = hexValue(id.charCodeAt(i));
    const lo = hexValue(id.charCodeAt(i + 1));
    if ((hi | lo) < 0) return nul(b);
    buf[start + 4 + j] = (hi << 4) | lo;
  }
  put32(buf, start, 16);
  b.length = start + 20;
}

/** A uuid's 16 bytes, from where task-id.ts made them. */
function copy16(b: Batch, from: Uint8Array, at: number) {
  b.ensure(20);
  const buf = b.bytes;
  const start = put32(buf, b.length, 16);
  for (let i = 0; i < 16; i++) buf[start + i] = from[at + i];
  b.length = start + 16;
}

/*
 * Fields that repeat from call to call (the API, source and target ids, the source's name, the method, the
 * instance) are encoded once and then copied: a tuple took 3.0–3.4 µs to encode before, 1.8–2.1 after (500 records of
 * the benchmark's shape, same bytes). The caches are bounded and cleared whole when full; a snapshot holds a few
 * hundred such values at most.
 */
const CACHE_MAX = 4096;
const uuids = new Map<string, Buffer>();
const texts = new Map<string, Buffer>();
function once(b: Batch, v: string | null | undefined, cache: Map<string, Buffer>, encode: (b: Batch, v: string) => void) {
  if (v == null) return nul(b);
  let bytes = cache.get(v);
  if (!bytes) {
    const scratch = new Batch(64);
    encode(scratch, v);
    bytes = Buffer.from(scratch.filled);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(v, bytes);
  }
  b.ensure(bytes.length);
  b.bytes.set(bytes, b.length);
  b.length += bytes.length;
}

/** text and json (whose binary form is its text). NUL, which no text value can hold, is dropped. */
function text(b: Batch, s: string | null | undefined) {
  if (s == null) return nul(b);
  const v = s.includes('\0') ? s.replaceAll('\0', '') : s;
  b.ensure(4 + v.length * 3);
  const n = b.bytes.write(v, b.length + 4, 'utf8');
  put32(b.bytes, b.length, n);
  b.length += 4 + n;
}

/** bytea: the bytes as they are. */
function bytea(b: Batch, bytes: Uint8Array) {
  b.ensure(4 + bytes.length);
  b.length = put32(b.bytes, b.length, bytes.length);
  b.bytes.set(bytes, b.length);
  b.length += bytes.length;
}

/** Request or response data (log-data.ts): the header text, the body's first bytes and its size; NULLs when none. */
function loggedData(b: Batch, d: LoggedData | null | undefined) {
  if (!d) { nul(b); nul(b); nul(b); return; }
  text(b, headerText(d.headers, d.authHeader));
  const c = d.capture;
  if (c && c.size > 0) bytea(b, c.bytes());
  else nul(b);
  int8(b, c ? c.size : 0);
}

/** Appends one record as a binary COPY tuple, in the order of COLUMNS. */
export function appendCopyTuple(b: Batch, r: TTaskFlowRecord) {
  b.ensure(2);
  b.bytes[b.length] = 0;
  b.bytes[b.length + 1] = COLUMNS.length;
  b.length += 2;
  if (r.id_pool) copy16(b, r.id_pool, r.id_at!);
  else uuid(b, r.id);
  timestamp(b, r.time_init);
  timestamp(b, r.finished_at);
  once(b, r.api_id, uuids, uuid);
  once(b, r.source_system_id, uuids, uuid);
  once(b, r.source_name, texts, text);
  once(b, r.target_system_id, uuids, uuid);
  text(b, r.source_ip);
  once(b, r.method, texts, text);
  text(b, r.url);
  int4(b, r.status);
  int4(b, r.duration_ms);
  int4(b, r.gateway_ms);
  int4(b, r.upstream_ms);
  text(b, r.error);
  loggedData(b, r.request_data);
  loggedData(b, r.response_data);
  once(b, r.instance_id, texts, text);
}
