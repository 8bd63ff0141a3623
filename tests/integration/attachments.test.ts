import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { config } from '@/lib/config';
import { adminAndViewer } from '../helpers';
import * as upload from '@/app/api/v1/attachment/route';
import * as serve from '@/app/api/v1/attachment/[id]/route';

let admin: string;
let viewer: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

async function post(token: string | undefined, name: string, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = { 'x-client-ip': '127.0.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await upload.POST(new Request('http://localhost/api/v1/attachment', { method: 'POST', body: form, headers }), { params: Promise.resolve({}) });
  return { status: res.status, json: await res.json() };
}
const get = (id: string, search = '', accept = 'image/avif,image/webp,*/*') =>
  serve.GET(new Request(`http://localhost/api/v1/attachment/${id}${search}`, { headers: { accept } }), { params: Promise.resolve({ id }) });

describe('attachments', () => {
  it('stores an image judged by its bytes, and serves it with long cache headers', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } }).png().toBuffer();
    // The name says .txt; the content is a PNG, and the content decides.
    const r = await post(admin, 'photo.txt', png, 'text/plain');
    expect(r.status, r.json.message).toBe(201);
    expect(r.json.res_data).toMatchObject({ mime: 'image/png', width: 40, height: 30, size: png.length });
    expect(r.json.res_data.url).toBe(`/api/v1/attachment/${r.json.res_data.id}`);
    const res = await get(r.json.res_data.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses SVG, HTML dressed as an image, and empty files; and needs an editor role', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await post(admin, 'x.svg', svg, 'image/svg+xml')).json.res_data.field).toBe('file');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await post(admin, 'x.png', html, 'image/png')).status).toBe(400);
    expect((await post(admin, 'empty.png', new Uint8Array(0))).status).toBe(400);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await post(undefined, 'a.png', png)).status).toBe(401);
    expect((await post(viewer, 'a.png', png)).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('../../etc/passwd')).status).toBe(404);
  });

  it('resizes an image to a width next/image asks for, once, in the format the browser takes', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const { json } = await post(admin, 'wide.jpg', jpeg, 'image/jpeg');
    const id = json.res_data.id as string;

    const res = await get(id, '?w=640');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const made = Buffer.from(await res.arrayBuffer());
    expect(await sharp(made).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    // Kept in the data folder: the second answer is the same bytes, read back rather than encoded again.
    const file = path.join(config().dataDir, 'attachments', 'variants', `${id}.w640.webp`);
    expect(fs.existsSync(file)).toBe(true);
    fs.writeFileSync(file, Buffer.concat([made, Buffer.from('kept')]));
    expect(Buffer.from(await (await get(id, '?w=640')).arrayBuffer()).subarray(-4).toString()).toBe('kept');

    // A browser without WebP gets a JPEG; a width larger than the original is not enlarged.
    const old = await get(id, '?w=1600', 'image/png,image/*');
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await old.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it('refuses a width outside the list, and serves a file that is not a picture as uploaded', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#0000' } }).png().toBuffer();
    const { json } = await post(admin, 'clear.png', png);
    for (const w of ['641', '99999', 'abc', '-1', '1e3']) {
      const res = await get(json.res_data.id, `?w=${w}`);
      expect(res.status, w).toBe(400);
      expect((await res.json()).res_data.field).toBe('w');
    }
    // Transparency survives for a browser without WebP.
    const noWebp = await get(json.res_data.id, '?w=96', 'image/png');
    expect(await sharp(Buffer.from(await noWebp.arrayBuffer())).metadata()).toMatchObject({ format: 'png', hasAlpha: true });

    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const doc = await post(admin, 'terms.pdf', pdf, 'application/pdf');
    expect(doc.status, doc.json.message).toBe(201);
    const res = await get(doc.json.res_data.id, '?w=640');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect((await get('00000000-0000-4000-8000-000000000000', '?w=640')).status).toBe(404);
  });
});
