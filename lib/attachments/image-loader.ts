import type { ImageLoaderProps } from 'next/image';

/**
 * next/image's loader (next.config.mjs `images.loaderFile`): attachments resize themselves
 * (`/api/v1/attachment/{id}?w=640`, see variants.ts), so each width is made once and kept in the data folder.
 * Next's own optimiser would re-encode on every request here: its disk cache is tied to `isrFlushToDisk`, which this
 * app turns off so that cached data never outlives its database. The quality is the server's (75), not the URL's,
 * so that nobody can ask for an unbounded set of encodings.
 */
export default function attachmentLoader({ src, width }: ImageLoaderProps): string {
  return src.startsWith('/api/v1/attachment/') ? `${src}?w=${width}` : src;
}
