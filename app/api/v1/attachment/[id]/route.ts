import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { readAttachment } from '@/lib/attachments/service';

/** Public: product and post images are shown to everyone. An id never changes content, so it caches for a year. */
export const GET = route({ access: 'public' }, async ({ db, params }) => {
  const { row, bytes } = await readAttachment(db, idParam(params, 'Attachment'));
  const inline = row.mime.startsWith('image/');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': row.mime,
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
});
