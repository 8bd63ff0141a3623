import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '@/lib/db';
import { attachments } from '@/lib/db/schema';
import { pgliteClientOf } from '@/lib/db/pglite';
import { config } from '@/lib/config';
import { toWireDate } from '@/lib/wire';
import { logUserAction, type TActor } from '@/lib/logs/write';
import { attachmentsDir } from '@/lib/attachments/paths';
import { ATTACHMENT_NAME, BACKUP_FORMAT, type TManifest } from './format';

/* A backup of the shop, as one .tar.gz an administrator downloads while the shop keeps running:
     manifest.json        what it holds (format, when, which database, counts)
     database/pglite.tar  the embedded database's data folder, PGlite's own dump (restored with its loadDataDir)
     attachments/<id>     the uploaded files (the originals: resized variants are a cache, made again on demand)
   With PostgreSQL the database is not in it: pg_dump is the tool for that, and the manifest says so.
   The secrets (SESSION_SECRET, ENCRYPTION_KEY, or DATA_DIR/secrets.json) are left out on purpose, as GitLab does:
   the gateway's auth keys are encrypted with ENCRYPTION_KEY, and a file holding both would undo that. */

/**
 * The uploaded originals of the attachments the database knows, named by id (the variants folder is a cache). A row
 * is inserted only once its file is whole, so read after the database's copy, this list holds every file that copy
 * refers to, complete, and no upload still being written.
 */
async function attachmentFiles(db: Db, dataDir: string) {
  const dir = attachmentsDir(dataDir);
  const rows = await db.select({ id: attachments.id }).from(attachments).orderBy(attachments.id);
  const files: { name: string; file: string; size: number }[] = [];
  for (const { id } of rows) {
    const file = path.join(dir, id);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && ATTACHMENT_NAME.test(id)) files.push({ name: id, file, size: stat.size });
  }
  return files;
}

/** The embedded database's data folder as a tar. */
async function pgliteDump(client: PGlite): Promise<Buffer> {
  // A checkpoint first, so the copy holds the data files themselves and little WAL to replay when restored.
  // PGlite dumps between queries (it holds its query lock), so the copy is consistent.
  await client.exec('checkpoint');
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

function addEntry(pack: tar.Pack, header: Partial<tar.Header> & Pick<tar.Header, 'name'>, body: Buffer) {
  return new Promise<void>((resolve, reject) => pack.entry(header, body, (err) => (err ? reject(err) : resolve())));
}

/**
 * Writes the backup into a tar.gz stream. The embedded database's dump is made in memory (PGlite has no streaming
 * dump), so it costs the process about the data folder's size while it runs; the attachments are streamed from disk.
 */
export async function backupStream(db: Db, actor: TActor): Promise<{ stream: Readable; manifest: TManifest }> {
  const dataDir = config().dataDir;
  const pglite = pgliteClientOf(db);
  // Logged before the copy is taken: an attempt that fails is on record too, and the backup holds its own entry.
  await logUserAction(db, actor, 'BACKUP', { type: 'backup', detail: { database: pglite ? 'pglite' : 'postgresql' } });
  const dump = pglite ? await pgliteDump(pglite) : null;
  const files = await attachmentFiles(db, dataDir);
  const attachmentBytes = files.reduce((n, f) => n + f.size, 0);
  const manifest: TManifest = {
    format: BACKUP_FORMAT, app: 'shopgate', created_at: toWireDate(new Date()), database: dump ? 'pglite' : null,
    database_bytes: dump?.length ?? 0, attachments: files.length, attachment_bytes: attachmentBytes,
    note: dump ? 'Restore with `npm run restore -- <file>` into an empty DATA_DIR, with the same secrets.'
      : 'The database is PostgreSQL: back it up with pg_dump. This file holds the attachments.',
  };

  const pack = tar.pack();
  const gzip = createGzip();
  void (async () => {
    await addEntry(pack, { name: 'manifest.json' }, Buffer.from(JSON.stringify(manifest, null, 2)));
    if (dump) await addEntry(pack, { name: 'database/pglite.tar' }, dump);
    for (const f of files) {
      const entry = pack.entry({ name: `attachments/${f.name}`, size: f.size });
      await pipeline(fs.createReadStream(f.file), entry);
    }
    pack.finalize();
  })().catch((err: Error) => pack.destroy(err));
  // A failure half way (a file vanished, a disk error) must cut the download, not end it as if it were whole.
  pack.on('error', (err) => gzip.destroy(err));
  return { stream: pack.pipe(gzip), manifest };
}

export const backupFileName = (now = new Date()) =>
  `shopgate-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;
