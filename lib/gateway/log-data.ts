import type { BodyCapture } from './capture';
import { loggedAsSecret } from './headers';

/*
 * A call's request or response data as the task-flow log keeps it: its headers as one text (names and values joined
 * by HEADER_SEP, secrets redacted), the first bytes of its body as they came, and the body's real size. The JSON the
 * console shows (`{headers, size, truncated, encoding, body}`) is made from these when a record is read.
 *
 * Why not JSON on the way in: escaping every header and body character in JavaScript cost about 18,000 of the
 * gateway's 222,000 instructions a call (callgrind, session 45), on the proxy's own core. Joined and written by V8's
 * and Node's native code, the same data costs a fraction of that, and a record is read far less often than written.
 */

/** Request or response data as the call leaves it; encoded when the record is pushed, once. */
export class LoggedData {
  /** `headers`: name, value, … with names in lower case (headers.ts). */
  constructor(readonly headers: readonly string[], readonly authHeader: string, readonly capture: BodyCapture | undefined) {}
}

/**
 * Separates names and values in the stored header text: the unit separator, a control character that neither
 * Node's nor undici's HTTP parser lets into a header name or value.
 */
export const HEADER_SEP = '\x1f';
const REDACTED = '[redacted]';

/* Reused for every call: filled by index and joined, without growing a new array each time. */
const parts: string[] = [];

/** The headers as stored: name, value, name, value, … joined by HEADER_SEP, secrets redacted. */
export function headerText(h: readonly string[], authHeader: string): string {
  const n = h.length & ~1;
  for (let i = 0; i < n; i += 2) {
    const k = h[i];
    parts[i] = k;
    parts[i + 1] = loggedAsSecret(k, authHeader) ? REDACTED : h[i + 1];
  }
  parts.length = n;
  return parts.join(HEADER_SEP);
}

/** Bodies of these types are shown as text (when they hold no NUL), anything else as base64. */
const TEXT_TYPE = /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]*\+json|[\w.+-]*\+xml))/i;

export type TLoggedDataView = {
  headers: Record<string, string>; size: number; truncated?: boolean; encoding?: 'utf8' | 'base64'; body?: string;
};

/**
 * The stored parts as the API shows them. A text body cut inside a character, or text that is not UTF-8, is decoded
 * with replacement characters. Null when the call had no such data (a call rejected before it was answered).
 */
export function viewLoggedData(headers: string | null, body: Uint8Array | null, size: number | null): TLoggedDataView | null {
  if (headers === null && body === null && size === null) return null;
  const list = headers ? headers.split(HEADER_SEP) : [];
  const h: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) {
    const [k, v] = [list[i], list[i + 1]];
    // A repeated header is shown once, its values joined as HTTP joins them; a secret's `[redacted]` once.
    const value = !Object.hasOwn(h, k) ? v : v === REDACTED && h[k] === REDACTED ? v : `${h[k]}, ${v}`;
    // defineProperty: a header named __proto__ becomes a plain key, not the object's prototype.
    Object.defineProperty(h, k, { value, enumerable: true, writable: true, configurable: true });
  }
  const total = Number(size ?? 0);
  if (!total || !body) return { headers: h, size: total };
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const type = Object.hasOwn(h, 'content-type') ? h['content-type'] : undefined;
  const text = type !== undefined && TEXT_TYPE.test(type) && !bytes.includes(0);
  return { headers: h, size: total, truncated: total > bytes.length, encoding: text ? 'utf8' : 'base64', body: bytes.toString(text ? 'utf8' : 'base64') };
}
