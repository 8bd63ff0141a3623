import { Readable } from 'node:stream';
import { route } from '@/lib/api/route';
import { backupFileName, backupStream } from '@/lib/backup/backup';

/** The shop as one .tar.gz (lib/backup/backup.ts), streamed while the shop keeps running. SADMIN only. */
export const GET = route({ access: 'system.backup' }, async ({ db, actor }) => {
  const { stream } = await backupStream(db, actor);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${backupFileName()}"`,
      'cache-control': 'no-store',
    },
  });
});
