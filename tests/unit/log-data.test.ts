import { describe, expect, it } from 'vitest';
import { BodyCapture } from '@/lib/gateway/capture';
import { headerText, LoggedData, viewLoggedData } from '@/lib/gateway/log-data';

const captured = (cap: number, ...chunks: Buffer[]) => {
  const c = new BodyCapture(cap);
  for (const chunk of chunks) c.add(chunk);
  return c;
};
/** What the log shows for data as the gateway stores it (log-copy.ts writes exactly these three parts). */
const shown = (d: LoggedData) => {
  const c = d.capture;
  return viewLoggedData(headerText(d.headers, d.authHeader), c && c.size > 0 ? c.bytes() : null, c ? c.size : 0);
};

describe('logged request and response data', () => {
  it('redacts credentials and the target auth header, joins repeated headers, keeps awkward values whole', () => {
    const h = ['host', 'gw', 'authorization', 'Bearer s3cret', 'x-api-key', 'sgk_abc', 'apikey', 'k2', 'cookie', 'sid=1', 'set-cookie', 'a=1', 'set-cookie', 'b=2',
      'x-token', 'tok', 'x-multi', 'a', 'x-multi', 'b', 'x-quote', 'say "x" \\ C:\\dir', 'x-vi', 'Hệ thống đặt hàng', 'x-sql', "'; drop table x; --"];
    const text = headerText(h, 'x-token');
    expect(text).not.toMatch(/s3cret|sgk_abc|k2|sid=1|tok\b|a=1/);
    expect(shown(new LoggedData(h, 'x-token', undefined))).toEqual({
      headers: { host: 'gw', authorization: '[redacted]', 'x-api-key': '[redacted]', apikey: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]',
        'x-token': '[redacted]', 'x-multi': 'a, b', 'x-quote': 'say "x" \\ C:\\dir', 'x-vi': 'Hệ thống đặt hàng', 'x-sql': "'; drop table x; --" },
      size: 0,
    });
  });

  it('a header named __proto__ is shown as a header, not taken for the prototype', () => {
    const v = shown(new LoggedData(['__proto__', 'x', 'a', '1'], 'authorization', undefined));
    expect(Object.keys(v!.headers)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(v!.headers)).toBe(Object.prototype);
  });

  it('shows text bodies as text, cut at the cap, with their real size', () => {
    const h = ['content-type', 'application/json; charset=utf-8'];
    const json = Buffer.from(JSON.stringify({ name: 'Đơn hàng "42"', note: 'line\nbreak\\' }));
    expect(shown(new LoggedData(h, 'authorization', captured(8192, json)))).toEqual({ headers: { 'content-type': h[1] }, size: json.length, truncated: false, encoding: 'utf8', body: json.toString() });
    const cut = captured(10, Buffer.from('abcdef'), Buffer.from('ghijkl'));
    expect(shown(new LoggedData(h, 'authorization', cut))).toEqual({ headers: { 'content-type': h[1] }, size: 12, truncated: true, encoding: 'utf8', body: 'abcdefghij' });
  });

  it('shows a body cut inside a character with a replacement character', () => {
    const c = captured(4, Buffer.from('abcđ')); // đ is two bytes: the cap cuts it in half
    expect(shown(new LoggedData(['content-type', 'text/plain'], 'authorization', c))?.body).toBe('abc\ufffd');
  });

  it('shows binary bodies, and text holding NUL, as base64', () => {
    const bin = Buffer.from([0, 1, 2, 250, 255, 34, 92]);
    for (const type of ['application/octet-stream', 'text/plain', undefined]) {
      const v = shown(new LoggedData(type ? ['content-type', type] : [], 'authorization', captured(8192, bin)));
      expect(v).toMatchObject({ encoding: 'base64', truncated: false, size: bin.length });
      expect(Buffer.from(v!.body!, 'base64')).toEqual(bin);
    }
  });

  it('shows only the size when there was no body, and nothing for data never recorded', () => {
    expect(shown(new LoggedData(['a', '1'], 'authorization', new BodyCapture(10)))).toEqual({ headers: { a: '1' }, size: 0 });
    expect(shown(new LoggedData([], 'authorization', undefined))).toEqual({ headers: {}, size: 0 });
    expect(viewLoggedData(null, null, null)).toBeNull();
  });
});
