/* The shop's backup: downloaded through its route while the shop runs, read back as the tar.gz it is, and restored
   into an empty data folder by the same code `npm run restore` runs, where the records and files are found again. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import tar from 'tar-stream';
import { call, uniq } from '../http';
import { adminAndViewer, loginAs, makeUser } from '../helpers';
import { config } from '@/lib/config';
import { restoreBackup } from '@/lib/backup/restore';
import type { TManifest } from '@/lib/backup/format';
import * as backupRoute from '@/app/api/v1/backup/route';
import * as uploadRoute from '@/app/api/v1/attachment/route';
import * as collectionRoute from '@/app/api/v1/collection/route';

const onPostgres = !!process.env.DATABASE_URL;
let admin: string;
let viewer: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

async function upload(token: string, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const res = await uploadRoute.POST(new Request('http://localhost/api/v1/attachment', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { res_data: { id: string } }).res_data.id;
}

async function download(token: string) {
  const res = await backupRoute.GET(new Request('http://localhost/api/v1/backup', { headers: { authorization: `Bearer ${token}`, 'x-client-ip': '127.0.0.1' } }), { params: Promise.resolve({}) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The entries of a tar.gz, by name. */
async function entriesOf(gz: Buffer) {
  const out = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      out.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  extract.end(zlib.gunzipSync(gz));
  await done;
  return out;
}

describe('backup', () => {
  it('downloads the running shop as a tar.gz that restores into an empty folder with its records and files', async () => {
    const name = uniq('Backup collection ');
    expect((await call(collectionRoute.POST, 'POST', { token: admin, body: { name } })).status).toBe(201);
    const png = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#0a0' } }).png().toBuffer();
    const attachmentId = await upload(admin, png);
    // A file no record refers to (an upload still being written has no row yet) stays out.
    const stray = crypto.randomUUID();
    fs.writeFileSync(path.join(config().dataDir, 'attachments', stray), 'half an upload');

    const { res, bytes } = await download(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="shopgate-backup-\d{8}-\d{6}\.tar\.gz"$/);
    const entries = await entriesOf(bytes);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as TManifest;
    expect(manifest).toMatchObject({ format: 1, app: 'shopgate', database: onPostgres ? null : 'pglite' });
    expect(manifest.attachments).toBeGreaterThanOrEqual(1);
    expect(entries.get(`attachments/${attachmentId}`)?.equals(png)).toBe(true);
    expect(entries.has('database/pglite.tar')).toBe(!onPostgres);
    expect(entries.has(`attachments/${stray}`)).toBe(false);
    // Only originals: the resized variants are a cache.
    expect([...entries.keys()].every((k) => k === 'manifest.json' || k === 'database/pglite.tar' || /^attachments\/[0-9a-f-]{36}$/.test(k))).toBe(true);

    const dir = fs.mkdtempSync(path.join(inject('testRoot'), 'restore-'));
    const file = path.join(dir, 'backup.tar.gz');
    fs.writeFileSync(file, bytes);
    const target = path.join(dir, 'data');
    const restored = await restoreBackup(file, target);
    expect(restored).toEqual(manifest);
    expect(fs.readFileSync(path.join(target, 'attachments', attachmentId)).equals(png)).toBe(true);
    if (onPostgres) return;

    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = new PGlite({ dataDir: path.join(target, 'pglite'), extensions: { pg_trgm } });
    try {
      expect((await pg.query('select count(*)::int as n from collections where name = $1', [name])).rows).toEqual([{ n: 1 }]);
      // The backup is in its own user log, written before the copy was taken.
      expect((await pg.query<{ n: number }>(`select count(*)::int as n from user_logs where action = 'BACKUP'`)).rows[0].n).toBeGreaterThanOrEqual(1);
      // Search still works on the restored database: pg_trgm came back with it.
      expect((await pg.query(`select similarity('celadon', 'celadn') > 0.4 as ok`)).rows).toEqual([{ ok: true }]);
    } finally {
      await pg.close();
    }
    // A folder that already holds a database is never overwritten.
    await expect(restoreBackup(file, target)).rejects.toThrow(/already holds a database/);
  });

  it('is for SADMIN only, and refuses a file that is not a backup', async () => {
    for (const roles of [['SYSAD'], ['ADMIN']]) {
      const u = await makeUser(admin, roles);
      expect((await download(await loginAs(u.username, u.password))).res.status).toBe(403);
    }
    expect((await download(viewer)).res.status).toBe(403);

    const dir = fs.mkdtempSync(path.join(inject('testRoot'), 'restore-'));
    const junk = path.join(dir, 'junk.tar.gz');
    const pack = tar.pack();
    pack.entry({ name: 'hello.txt' }, 'not a backup');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const c of pack) chunks.push(c as Buffer);
    fs.writeFileSync(junk, zlib.gzipSync(Buffer.concat(chunks)));
    await expect(restoreBackup(junk, path.join(dir, 'data'))).rejects.toThrow(/not a ShopGate backup/);
  });
});
