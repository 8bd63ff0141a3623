import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssets } from '@/lib/store/static-assets';

// A build folder of its own, served the way server.ts serves it: the asset handler first, "Next" (here a 404) after.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
const script = 'export const x = 1;\n'.repeat(500);
let base = '';
let server: http.Server;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/chunks/app.js'), script);
  fs.writeFileSync(path.join(dir, 'static/chunks/blob.bin'), 'not an asset type');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside static');
  const assets = staticAssets(dir);
  expect(await assets.ready).toBe(1);
  server = http.createServer((req, res) => { if (!assets.serve(req, res)) res.writeHead(404, { 'x-fell-through': '1' }).end(); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => { server.close(); fs.rmSync(dir, { recursive: true, force: true }); });

const get = (p: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
  http.get(base + p, { headers }, (res) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
  }).on('error', reject);
});

describe('static assets', () => {
  it('serves a build script brotli-compressed, immutable, and the same bytes once decoded', async () => {
    const r = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.headers['content-type']).toContain('javascript');
    expect(r.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('gzips for a client without brotli, and leaves a client that takes neither to Next', async () => {
    const g = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(g.body).toString()).toBe(script);
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' })).headers['x-fell-through']).toBe('1');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves only files it found under static/, never a path it was given', async () => {
    for (const p of ['/_next/static/chunks/blob.bin', '/_next/static/../secret.txt', '/_next/static/%2e%2e/secret.txt', '/_next/static/chunks/missing.js', '/secret.txt']) {
      expect((await get(p, { 'accept-encoding': 'br' })).headers['x-fell-through'], p).toBe('1');
    }
  });
});
