import { isUtf8 } from 'node:buffer';
import type { Batch } from './log-batch';
import type { BodyCapture } from './capture';
import { loggedAsSecret } from './headers';

/*
 * A call's request or response data, written into the log's batch as JSON bytes without building any string:
 * `{"headers":{…},"size":N,"truncated":…,"encoding":"utf8"|"base64","body":"…"}`, or `{"headers":{…},"size":0}`.
 * Building the same JSON as strings (a redacted copy of the headers, JSON.stringify, the body as text, the
 * concatenation, then its UTF-8 bytes) allocated several short-lived strings per call. In isolation this takes a
 * record from 3.2-3.4 to 2.6-2.8 µs; in the loaded gateway the difference was within the noise (bench RESULTS.md,
 * session 13).
 */

type THeaders = Record<string, string | string[] | undefined>;

/** Request or response data as the call leaves it; encoded when the record is pushed, once. */
export class LoggedData {
  constructor(readonly headers: THeaders, readonly authHeader: string, readonly capture: BodyCapture | undefined) {}
}

/** Bodies of these types are logged as text (when they are valid UTF-8 without NUL), anything else as base64. */
const TEXT_TYPE = /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]*\+json|[\w.+-]*\+xml))/i;

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const OPEN = ascii('{"headers":{');
const SIZE = ascii('},"size":');
const TRUNCATED = ascii(',"truncated":true');
const WHOLE = ascii(',"truncated":false');
const AS_TEXT = ascii(',"encoding":"utf8","body":');
const AS_BASE64 = ascii(',"encoding":"base64","body":');
const REDACTED = ascii('"[redacted]"');
const COMMA = ascii(',');
const COLON = ascii(':');
const HEX = ascii('0123456789abcdef');
/* JSON.stringify's short escapes for the control characters that have one. */
const SHORT = new Map([[8, 98], [9, 116], [10, 110], [12, 102], [13, 114]]);

/* Short constants are copied byte by byte: TypedArray#set costs more than the copy for a dozen bytes. */
function raw(b: Batch, bytes: Uint8Array) {
  b.ensure(bytes.length);
  const buf = b.bytes;
  let at = b.length;
  for (let i = 0; i < bytes.length; i++) buf[at++] = bytes[i];
  b.length = at;
}

/** A control character as JSON.stringify escapes it; answers the offset after it. */
function control(buf: Buffer, at: number, c: number): number {
  buf[at++] = 92;
  const short = SHORT.get(c);
  if (short) { buf[at++] = short; return at; }
  buf[at++] = 117; buf[at++] = 48; buf[at++] = 48; // u00
  buf[at++] = HEX[c >> 4];
  buf[at++] = HEX[c & 15];
  return at;
}

/** A JS string as a JSON string in UTF-8. A lone surrogate, which no UTF-8 text can hold, becomes U+FFFD. */
export function jsonString(b: Batch, s: string) {
  b.ensure(2 + s.length * 6); // the longest form of one UTF-16 unit is a six-byte \u00XX escape
  const buf = b.bytes;
  let at = b.length;
  buf[at++] = 34;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x80) {
      if (c === 34 || c === 92) buf[at++] = 92;
      buf[at++] = c;
    } else if (c < 0x20) {
      at = control(buf, at, c);
    } else if (c < 0x800) {
      buf[at++] = 0xc0 | (c >> 6);
      buf[at++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const d = c <= 0xdbff && i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        buf[at++] = 0xf0 | (cp >> 18);
        buf[at++] = 0x80 | ((cp >> 12) & 63);
        buf[at++] = 0x80 | ((cp >> 6) & 63);
        buf[at++] = 0x80 | (cp & 63);
        i++;
      } else {
        buf[at++] = 0xef; buf[at++] = 0xbf; buf[at++] = 0xbd;
      }
    } else {
      buf[at++] = 0xe0 | (c >> 12);
      buf[at++] = 0x80 | ((c >> 6) & 63);
      buf[at++] = 0x80 | (c & 63);
    }
  }
  buf[at++] = 34;
  b.length = at;
}

/** UTF-8 bytes (checked by the caller) as a JSON string: only quotes, backslashes and control bytes change. */
function jsonUtf8(b: Batch, bytes: Uint8Array) {
  b.ensure(2 + bytes.length * 6);
  const buf = b.bytes;
  let at = b.length;
  buf[at++] = 34;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c < 0x20) { at = control(buf, at, c); continue; }
    if (c === 34 || c === 92) buf[at++] = 92;
    buf[at++] = c;
  }
  buf[at++] = 34;
  b.length = at;
}

function headers(b: Batch, h: THeaders, authHeader: string) {
  let first = true;
  for (const k in h) {
    const v = h[k];
    if (v === undefined) continue;
    if (!first) raw(b, COMMA);
    first = false;
    jsonString(b, k);
    raw(b, COLON);
    if (loggedAsSecret(k, authHeader)) raw(b, REDACTED);
    else jsonString(b, typeof v === 'string' ? v : v.join(', '));
  }
}

function body(b: Batch, c: BodyCapture, contentType: string | undefined) {
  const bytes = c.bytes();
  raw(b, c.truncated ? TRUNCATED : WHOLE);
  const text = contentType !== undefined && TEXT_TYPE.test(contentType) && !bytes.includes(0);
  if (!text) {
    raw(b, AS_BASE64);
    const s = bytes.toString('base64');
    b.ensure(s.length + 2);
    b.bytes[b.length] = 34;
    b.length += 1 + b.bytes.write(s, b.length + 1, 'latin1');
    b.bytes[b.length++] = 34;
    return;
  }
  raw(b, AS_TEXT);
  // A body cut inside a character, or text that is not UTF-8, is decoded with replacement characters instead.
  if (isUtf8(bytes)) jsonUtf8(b, bytes);
  else jsonString(b, bytes.toString('utf8'));
}

/** Appends the data's JSON text (without a length) to the batch. */
export function appendLoggedJson(b: Batch, d: LoggedData) {
  raw(b, OPEN);
  headers(b, d.headers, d.authHeader);
  raw(b, SIZE);
  const c = d.capture;
  const size = c ? c.size : 0;
  const digits = String(size);
  b.ensure(digits.length);
  b.length += b.bytes.write(digits, b.length, 'latin1');
  if (c && size > 0) {
    const type = d.headers['content-type'];
    body(b, c, typeof type === 'string' ? type : undefined);
  }
  b.ensure(1);
  b.bytes[b.length++] = 125; // }
}
