import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/* Wire conventions of spec §3. Safe to import on the client. */

export const WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const WIRE_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** What a record becomes once sent as JSON: its Dates are strings. */
export type TJson<T> = T extends Date ? string : T extends (infer U)[] ? TJson<U>[] : T extends object ? { [K in keyof T]: TJson<T[K]> } : T;

/** The product type constant of spec §3. */
export const PRODUCT = 'PRODUCT' as const;

/** A Date as `yyyy-MM-dd HH:mm:ss` in UTC. */
export function toWireDate(d: Date): string {
  return formatInTimeZone(d, 'UTC', WIRE_FORMAT);
}

/** Reads a wire date-time as UTC. Returns null for anything that is not exactly the wire format or not a real date. */
export function fromWireDate(s: string): Date | null {
  if (!WIRE_RE.test(s)) return null;
  const d = fromZonedTime(s.replace(' ', 'T'), 'UTC');
  if (Number.isNaN(d.getTime()) || toWireDate(d) !== s) return null;
  return d;
}

export function isPlainDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A wire date-time shown in the viewer's time zone. */
export function showLocal(wire: string, timeZone: string, pattern = 'dd/MM/yyyy HH:mm:ss'): string {
  const d = fromWireDate(wire);
  return d ? formatInTimeZone(d, timeZone, pattern) : wire;
}

/** `dob` is a plain calendar date and is never shifted by a time zone: it is shown as it was given. */
export function showDob(dob: string, pattern: 'dd/MM/yyyy' | 'yyyy-MM-dd' = 'dd/MM/yyyy'): string {
  if (!isPlainDate(dob)) return dob;
  const [y, m, d] = dob.split('-');
  return pattern === 'yyyy-MM-dd' ? dob : `${d}/${m}/${y}`;
}

/**
 * Prepares an object for sending, as the original client did: null and undefined fields are dropped, Dates go out
 * as wire strings (dob as a plain date), and object-valued fields are dropped except arrays. `keep` names object
 * fields that are part of the payload and must survive.
 */
export function toWirePayload<T extends Record<string, unknown>>(obj: T, keep: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === null || v === undefined) continue;
    if (v instanceof Date) out[k] = k === 'dob' ? formatInTimeZone(v, 'UTC', 'yyyy-MM-dd') : toWireDate(v);
    else if (Array.isArray(v) || typeof v !== 'object' || keep.includes(k)) out[k] = v;
  }
  return out;
}

function base64Encode(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function base64Decode(s: string): string {
  const bin = atob(s);
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Wraps a value as `{ data: base64(JSON) }` for transport (UTF-8 safe). */
export function wrapData(value: unknown): { data: string } {
  return { data: base64Encode(JSON.stringify(value)) };
}

/** Inverse of wrapData. Throws a TypeError when `data` is not base64 JSON. */
export function unwrapData<T = unknown>(wrapped: { data: string }): T {
  return JSON.parse(base64Decode(wrapped.data)) as T;
}

/** Converts Dates anywhere in a value to wire strings, for answers. */
export function serialize(value: unknown): unknown {
  if (value instanceof Date) return toWireDate(value);
  if (Array.isArray(value)) return value.map(serialize);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = serialize(v);
    return out;
  }
  return value;
}

/** Whether `tz` is a time zone this runtime knows (IANA names such as Asia/Ho_Chi_Minh, or UTC). */
export function isTimeZone(tz: string): boolean {
  try { new Intl.DateTimeFormat('en', { timeZone: tz }); return true; } catch { return false; }
}

/** The calendar day `now` falls on in `tz` (yyyy-MM-dd), and the instant that day began there. */
export function dayIn(tz: string, now = new Date()): { day: string; start: Date } {
  const day = formatInTimeZone(now, tz, 'yyyy-MM-dd');
  return { day, start: fromZonedTime(`${day}T00:00:00`, tz) };
}

/** Text without control characters (a NUL among them, which PostgreSQL refuses even in a search): for input read
 *  leniently, from URLs and cookies, where refusing would only break a page. */
/** An id of ours (a UUID), case-insensitive. */
export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export const withoutControlChars = (s: string) => s.replace(/[\u0000-\u001F\u007F]/g, '');
