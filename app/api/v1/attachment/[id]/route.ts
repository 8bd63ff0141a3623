import { z } from 'zod';
import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { readAttachment } from '@/lib/attachments/service';
import { IMAGE_WIDTHS, isResizable, makeVariant, storedVariant } from '@/lib/attachments/variants';

const query = z.object({
  w: z.coerce.number().int().refine((w) => IMAGE_WIDTHS.includes(w), `must be one of ${IMAGE_WIDTHS.join(', ')}`).optional(),
});

const YEAR = 'public, max-age=31536000, immutable';
const SAFE = { 'content-security-policy': "default-src 'none'; sandbox", 'x-content-type-options': 'nosniff' };

/**
 * Public: product and post images are shown to everyone. An id never changes content, so it caches for a year.
 * `?w=` answers the image resized to that width (what next/image's srcset asks for), made once and kept.
 */
export const GET = route({ access: 'public', query }, async ({ db, params, query: { w }, req }) => {
  const id = idParam(params, 'Attachment');
  const accept = req.headers.get('accept');
  if (w) {
    const variant = await storedVariant(id, w, accept);
    if (variant) return variantResponse(variant.bytes, variant.mime);
  }
  const { row, bytes } = await readAttachment(db, id);
  if (w && isResizable(row.mime)) {
    const variant = await makeVariant(id, bytes, w, accept);
    return variantResponse(variant.bytes, variant.mime);
  }
  const inline = row.mime.startsWith('image/');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': row.mime, 'content-length': String(bytes.length), 'cache-control': YEAR, ...SAFE,
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    },
  });
});

/* The format follows the browser's Accept header, so shared caches must key on it. */
const variantResponse = (bytes: Buffer, mime: string) => new Response(new Uint8Array(bytes), {
  headers: { 'content-type': mime, 'content-length': String(bytes.length), 'cache-control': YEAR, vary: 'Accept', ...SAFE },
});
