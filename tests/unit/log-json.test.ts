import { describe, expect, it } from 'vitest';
import { BodyCapture } from '@/lib/gateway/capture';
import { Batch } from '@/lib/gateway/log-batch';
import { appendLoggedJson, jsonString, LoggedData } from '@/lib/gateway/log-json';

type THeaders = Record<string, string | string[] | undefined>;

const encode = (d: LoggedData) => {
  const b = new Batch(8); // grows as it is written
  appendLoggedJson(b, d);
  return b.filled.toString('utf8');
};
const captured = (cap: number, ...chunks: Buffer[]) => {
  const c = new BodyCapture(cap);
  for (const chunk of chunks) c.add(chunk);
  return c;
};
/** The same data built the plain way, with JSON.stringify: the bytes must be identical. */
function expected(h: THeaders, authHeader: string, c?: BodyCapture): string {
  const headers = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'apikey', authHeader].includes(k) ? '[redacted]' : Array.isArray(v) ? v.join(', ') : v]));
  if (!c || c.size === 0) return JSON.stringify({ headers, size: 0 });
  const bytes = c.bytes();
  const text = /json|text/.test(String(h['content-type'])) && !bytes.includes(0);
  return JSON.stringify({ headers, size: c.size, truncated: c.truncated, encoding: text ? 'utf8' : 'base64', body: bytes.toString(text ? 'utf8' : 'base64') });
}

describe('logged request and response data, encoded straight to JSON bytes', () => {
  it('writes strings as JSON.stringify does: quotes, backslashes, control characters, accents, emoji', () => {
    for (const s of ['', 'plain', 'say "hi"', 'C:\\dir', 'a\nb\rc\td\be\ff', '\u0000\u0001\u001f\u007f', 'Hệ thống đặt hàng', 'café ½', '日本語', '😀 x 🚀', "<script>alert('x')</script>", "'; drop table x; --"]) {
      const b = new Batch(1);
      jsonString(b, s);
      expect(b.filled.toString('utf8')).toBe(JSON.stringify(s));
      expect(JSON.parse(b.filled.toString('utf8'))).toBe(s);
    }
  });

  it('turns a lone surrogate, which UTF-8 cannot hold, into U+FFFD', () => {
    const b = new Batch();
    jsonString(b, 'a\ud800b\udc00');
    expect(JSON.parse(b.filled.toString('utf8'))).toBe('a\ufffdb\ufffd');
  });

  it('redacts credentials and the target auth header, joins repeated headers', () => {
    const h = { host: 'gw', authorization: 'Bearer s3cret', 'x-api-key': 'sgk_abc', cookie: 'sid=1', 'x-token': 'tok', 'x-multi': ['a', 'b'], gone: undefined, 'x-quote': 'say "x"' };
    const out = encode(new LoggedData(h, 'x-token', undefined));
    expect(out).toBe(expected(h, 'x-token'));
    expect(out).not.toMatch(/s3cret|sgk_abc|sid=1|tok"/);
    expect(JSON.parse(out)).toEqual({ headers: { host: 'gw', authorization: '[redacted]', 'x-api-key': '[redacted]', cookie: '[redacted]', 'x-token': '[redacted]', 'x-multi': 'a, b', 'x-quote': 'say "x"' }, size: 0 });
  });

  it('logs text bodies as text, cut at the cap, with their real size', () => {
    const h = { 'content-type': 'application/json; charset=utf-8' };
    const json = Buffer.from(JSON.stringify({ name: 'Đơn hàng "42"', note: 'line\nbreak\\' }));
    expect(encode(new LoggedData(h, 'authorization', captured(8192, json)))).toBe(expected(h, 'authorization', captured(8192, json)));
    const cut = captured(10, Buffer.from('abcdef'), Buffer.from('ghijkl'));
    const parsed = JSON.parse(encode(new LoggedData(h, 'authorization', cut)));
    expect(parsed).toEqual({ headers: h, size: 12, truncated: true, encoding: 'utf8', body: 'abcdefghij' });
  });

  it('decodes a body cut inside a character with a replacement character, still valid JSON', () => {
    const h = { 'content-type': 'text/plain' };
    const c = captured(4, Buffer.from('abcđ')); // đ is two bytes: the cap cuts it in half
    const out = encode(new LoggedData(h, 'authorization', c));
    expect(out).toBe(expected(h, 'authorization', c));
    expect(JSON.parse(out).body).toBe('abc\ufffd');
  });

  it('logs binary bodies, and text holding NUL, as base64', () => {
    const bin = Buffer.from([0, 1, 2, 250, 255, 34, 92]);
    for (const type of ['application/octet-stream', 'text/plain', undefined]) {
      const h = type ? { 'content-type': type } : {};
      const out = encode(new LoggedData(h, 'authorization', captured(8192, bin)));
      expect(out).toBe(expected(h, 'authorization', captured(8192, bin)));
      expect(Buffer.from(JSON.parse(out).body, 'base64')).toEqual(bin);
    }
  });

  it('writes only the size when there was no body', () => {
    expect(JSON.parse(encode(new LoggedData({ a: '1' }, 'authorization', new BodyCapture(10))))).toEqual({ headers: { a: '1' }, size: 0 });
    expect(JSON.parse(encode(new LoggedData({}, 'authorization', undefined)))).toEqual({ headers: {}, size: 0 });
  });
});
