import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { attachmentsDir } from '../attachments/paths';
import { pgliteExtensions } from '../db/pglite';
import { ATTACHMENT_NAME, BACKUP_FORMAT, type TManifest } from './format';

/* Restores a backup made by backup.ts into a data folder, with the shop stopped (PGlite allows one process per
   folder). It refuses a folder that already holds a database, so a mistyped path cannot overwrite a live shop. */

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function restoreBackup(file: string, dataDir: string): Promise<TManifest> {
  const dbDir = path.join(dataDir, 'pglite');
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
    throw new Error(`${dbDir} already holds a database: restore into an empty DATA_DIR (move this one aside first)`);
  }
  let manifest: TManifest | undefined;
  let dump: Buffer | undefined;
  const filesDir = attachmentsDir(dataDir);
  await fs.promises.mkdir(filesDir, { recursive: true });

  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      const id = name.startsWith('attachments/') ? name.slice('attachments/'.length) : '';
      if (name === 'manifest.json') manifest = JSON.parse((await readAll(entry)).toString('utf8')) as TManifest;
      else if (name === 'database/pglite.tar') dump = await readAll(entry);
      // Written by name pattern only: an entry cannot climb out of the folder (`../`) or land anywhere else.
      else if (ATTACHMENT_NAME.test(id)) await pipeline(entry, fs.createWriteStream(path.join(filesDir, id), { mode: 0o600 }));
      else entry.resume();
    }
  })();
  await Promise.all([pipeline(fs.createReadStream(file), createGunzip(), extract), reading]);

  if (!manifest || manifest.app !== 'shopgate') throw new Error(`${file} is not a ShopGate backup (no manifest)`);
  if (manifest.format > BACKUP_FORMAT) throw new Error(`${file} is backup format ${manifest.format}; this version reads up to ${BACKUP_FORMAT}`);
  if (manifest.database === 'pglite') {
    if (!dump) throw new Error(`${file} names an embedded database but does not hold it`);
    const { PGlite } = await import('@electric-sql/pglite');
    fs.mkdirSync(dbDir, { recursive: true });
    // The extensions the shop opens its database with: the restored catalogue refers to them.
    const pg = new PGlite({ dataDir: dbDir, loadDataDir: new Blob([new Uint8Array(dump)]), extensions: await pgliteExtensions() });
    await pg.waitReady;
    await pg.query('select count(*) from users');
    await pg.close();
  }
  return manifest;
}
