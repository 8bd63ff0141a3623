import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientIpOf, invalidIpEntry, ipAllowed, parseIpRule } from '@/lib/gateway/ip';
import { compilePath, PATH_TEMPLATE_RE, unsafePath } from '@/lib/gateway/paths';
import { downstreamResponseHeaders, loggedAsSecret, lowerCased, upstreamRequestHeaders } from '@/lib/gateway/headers';

describe('source IP rules', () => {
  it('empty means any; IPs and CIDRs, v4 and v6, including v4-mapped addresses', () => {
    expect(ipAllowed(parseIpRule(''), '8.8.8.8')).toBe(true);
    const r = parseIpRule('10.0.0.0/8, 192.168.1.7, 2001:db8::/32');
    expect(ipAllowed(r, '10.20.30.40')).toBe(true);
    expect(ipAllowed(r, '::ffff:10.1.2.3')).toBe(true);
    expect(ipAllowed(r, '192.168.1.7')).toBe(true);
    expect(ipAllowed(r, '192.168.1.8')).toBe(false);
    expect(ipAllowed(r, '2001:db8::1')).toBe(true);
    expect(ipAllowed(r, '2001:db9::1')).toBe(false);
  });

  it('names the bad entry', () => {
    expect(invalidIpEntry('10.0.0.0/8,1.2.3.4')).toBeNull();
    expect(invalidIpEntry('10.0.0.0/33')).toBe('10.0.0.0/33');
    expect(invalidIpEntry('1.2.3.4, example.com')).toBe('example.com');
    expect(invalidIpEntry('1.2.3.4/8/9')).toBe('1.2.3.4/8/9');
  });

  it('believes X-Forwarded-For only from a trusted proxy, and then only up to the first untrusted hop', () => {
    const trusted = new Set(['10.0.0.1', '10.0.0.2']);
    expect(clientIpOf('203.0.113.9', '1.1.1.1', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('10.0.0.1', '1.1.1.1', trusted)).toBe('1.1.1.1');
    // A client cannot prepend its way in: the right-most untrusted hop wins.
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.2', trusted)).toBe('198.51.100.4');
    expect(clientIpOf('::ffff:10.0.0.1', 'garbage, 198.51.100.4', trusted)).toBe('198.51.100.4');
  });
});

describe('path templates and safety', () => {
  it('matches params, wildcards and literals', () => {
    const p = compilePath('/orders/:id');
    expect(p.regex.test('/orders/42')).toBe(true);
    expect(p.regex.test('/orders/42/items')).toBe(false);
    expect(compilePath('/files/*').regex.test('/files/a/b')).toBe(true);
    expect(compilePath('/files/*').regex.test('/files')).toBe(true);
    expect(compilePath('/a.b').regex.test('/aXb')).toBe(false);
    expect(compilePath('/orders/:id').staticSegments).toBe(1);
  });

  it('accepts only plain templates', () => {
    for (const ok of ['/', '/orders', '/orders/:id', '/a/b-c/d_e/*', '/*']) expect(PATH_TEMPLATE_RE.test(ok), ok).toBe(true);
    for (const bad of ['orders', '/orders/', '/a//b', '/a/*/b', '/a?x', '/../x', '/:1bad']) expect(PATH_TEMPLATE_RE.test(bad), bad).toBe(false);
  });

  it('refuses every path that could escape the target', () => {
    for (const p of ['/..', '/a/../b', '/./a', '/a/%2e%2e/b', '/a%2Fb', '/a%5cb', '/a\\b', '//evil.example/x', '/a//b', '/a%00', '/a/.', '/a/..', 'a/b', '']) {
      expect(unsafePath(p), p).toBe(true);
    }
    expect(unsafePath('/orders/42')).toBe(false);
    expect(unsafePath('/files/na%C3%AFve.txt')).toBe(false);
    // Dots inside a segment are ordinary names.
    for (const p of ['/.well-known/x', '/a/..b', '/a/b..', '/v1.2/x.json']) expect(unsafePath(p), p).toBe(false);
  });

  it('never lets a safe path normalise to a different one', () => {
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9._~%-]{1,8}$/), { minLength: 1, maxLength: 6 }), (segs) => {
      const p = `/${segs.join('/')}`;
      if (!unsafePath(p)) expect(new URL(p, 'http://x').pathname).toBe(p);
    }));
  });
});

describe('headers', () => {
  it('strips hop-by-hop and source credentials, sets forwarding headers and the auth key as stored', () => {
    // As Node gives them (rawHeaders): the client's case, repeats kept.
    const raw = ['Host', 'gw', 'Connection', 'keep-alive, X-Secret-Hop', 'X-Secret-Hop', '1', 'X-Api-Key', 'k', 'apikey', 'k', 'Authorization', 'Basic client',
      'X-Forwarded-For', '9.9.9.9', 'TE', 'trailers', 'Accept', 'application/json', 'Cookie', 'a=1', 'cookie', 'b=2'];
    const logged = lowerCased(raw);
    const out = upstreamRequestHeaders(logged, { authHeader: 'authorization', authKey: 'Bearer abc', clientIp: '1.2.3.4', proto: 'http', host: 'gw', taskId: 't1', forwardedFor: '9.9.9.9' });
    expect(out).toEqual(['accept', 'application/json', 'cookie', 'a=1', 'cookie', 'b=2', 'x-forwarded-for', '9.9.9.9, 1.2.3.4', 'x-forwarded-proto', 'http',
      'x-forwarded-host', 'gw', 'x-request-id', 't1', 'authorization', 'Bearer abc']);
    // The log keeps what the client sent, names in lower case (redacted when written: log-data.ts).
    expect(logged).toEqual(raw.map((x, i) => (i % 2 ? x : x.toLowerCase())));
    expect(upstreamRequestHeaders(lowerCased(['x-token', 'client', 'Connection', 'close']), { authHeader: 'x-token', authKey: null, clientIp: '1.2.3.4', proto: 'http', host: undefined, taskId: 't2', forwardedFor: undefined }))
      .toEqual(['x-forwarded-for', '1.2.3.4', 'x-forwarded-proto', 'http', 'x-request-id', 't2']);
    // As undici gives the target's answer: bytes, the target's case.
    const answer = ['Transfer-Encoding', 'chunked', 'Content-Type', 'a/b', 'Keep-Alive', 'x', 'Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Connection', 'x-hop', 'X-Hop', '1', 'X-Mine', 'é'];
    expect(downstreamResponseHeaders(answer.map((x) => Buffer.from(x, 'latin1')), 't'))
      .toEqual(['content-type', 'a/b', 'set-cookie', 'a=1', 'set-cookie', 'b=2', 'x-mine', 'é', 'x-request-id', 't']);
    expect(['authorization', 'x-token', 'cookie', 'set-cookie', 'x-api-key', 'apikey', 'ok'].filter((k) => loggedAsSecret(k, 'x-token')))
      .toEqual(['authorization', 'x-token', 'cookie', 'set-cookie', 'x-api-key', 'apikey']);
  });
});
