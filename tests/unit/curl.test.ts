import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlOf, type TCurlRequest } from '@/lib/runner/curl';

const base: TCurlRequest = { method: 'GET', url: '/gateway/shop/api/v1/product', params: [], headers: [], body: '', auth_type: 'api_key' };
/** What a POSIX shell makes of the command's words: each argument curl would receive, one per line. */
const argv = (cmd: string, env: Record<string, string> = {}) =>
  execFileSync('sh', ['-c', `printf '%s\\n' ${cmd.replace(/^curl /, '')}`], { env: { ...process.env, ...env } }).toString().trimEnd().split('\n');

describe('a runner request as a curl command', () => {
  it('puts a gateway path on the console\'s origin, with the switched-on parameters and headers, and the key from $API_KEY', () => {
    const cmd = curlOf({
      ...base,
      params: [{ key: 'query', value: '{"text":"silk"}', enabled: true }, { key: 'off', value: '1', enabled: false }],
      headers: [{ key: 'Accept', value: 'application/json', enabled: true }, { key: 'X-Off', value: 'x', enabled: false }],
    }, 'https://shop.example');
    expect(cmd).toBe([
      `curl -X GET 'https://shop.example/gateway/shop/api/v1/product?query=%7B%22text%22%3A%22silk%22%7D'`,
      `-H 'Accept: application/json'`,
      '-H "x-api-key: $API_KEY"',
    ].join(' \\\n  '));
    expect(argv(cmd, { API_KEY: 'sgk_abc' })).toEqual(['-X', 'GET', 'https://shop.example/gateway/shop/api/v1/product?query=%7B%22text%22%3A%22silk%22%7D', '-H', 'Accept: application/json', '-H', 'x-api-key: sgk_abc']);
  });

  it('keeps a body exactly as typed, quotes and dollars included, and sends none with GET', () => {
    const body = `{"note": "it's $5 \`now\`"}`;
    const cmd = curlOf({ ...base, method: 'POST', body, auth_type: 'bearer' }, 'http://127.0.0.1:3000');
    expect(argv(cmd, { API_KEY: 't0k' })).toEqual(['-X', 'POST', 'http://127.0.0.1:3000/gateway/shop/api/v1/product', '-H', 'Authorization: Bearer t0k', '--data-raw', body]);
    expect(curlOf({ ...base, body }, 'http://x')).not.toContain('--data-raw');
  });

  it('leaves an absolute target URL as it is and adds no key without authentication', () => {
    const cmd = curlOf({ ...base, url: ' https://erp.example/orders/42?x=1 ', auth_type: 'none' }, 'http://127.0.0.1:3000');
    expect(cmd).toBe(`curl -X GET 'https://erp.example/orders/42?x=1'`);
  });
});
