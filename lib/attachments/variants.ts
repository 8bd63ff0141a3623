import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { config } from '@/lib/config';
import { variantsDir } from './paths';
import widths from './image-widths.json';

/** The widths next/image asks for (next.config.mjs reads the same file); any other is refused. */
export const IMAGE_WIDTHS: readonly number[] = [...widths.imageSizes, ...widths.deviceSizes];
const QUALITY = 75;
/* GIF can be animated and PDF is not a picture: those are served as uploaded. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export type TVariantFormat = 'webp' | 'jpeg' | 'png';
const MIME: Record<TVariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

const dir = () => variantsDir(config().dataDir);
const fileOf = (id: string, width: number, format: TVariantFormat) => path.join(dir(), `${id}.w${width}.${format}`);

/** WebP where the browser says it takes it (every current one does); otherwise the format that keeps transparency. */
const variantFormat = (accept: string | null, hasAlpha: boolean): TVariantFormat =>
  accept?.includes('image/webp') ? 'webp' : hasAlpha ? 'png' : 'jpeg';

export const isResizable = (mime: string) => RESIZABLE.has(mime);

/**
 * A variant made before, straight from the data folder (no database read: attachments are never changed or
 * deleted, so a variant on disk means its original exists). `undefined` when it has not been made yet.
 */
export async function storedVariant(id: string, width: number, accept: string | null) {
  const formats: TVariantFormat[] = accept?.includes('image/webp') ? ['webp'] : ['jpeg', 'png'];
  for (const format of formats) {
    try {
      return { bytes: await fs.readFile(fileOf(id, width, format)), mime: MIME[format] };
    } catch { /* not made yet in this format */ }
  }
  return undefined;
}

const making = new Map<string, Promise<{ bytes: Buffer; mime: string }>>();

/**
 * Resizes an original to `width` (never enlarging) in the format the browser takes, and keeps the result. Concurrent
 * requests for the same variant share one encoding; the file appears whole or not at all (written aside, renamed).
 */
export async function makeVariant(id: string, original: Buffer, width: number, accept: string | null) {
  const image = sharp(original);
  const format = variantFormat(accept, (await image.metadata()).hasAlpha ?? false);
  const key = `${id}.w${width}.${format}`;
  let job = making.get(key);
  if (!job) {
    job = (async () => {
      const resized = image.rotate().resize({ width, withoutEnlargement: true });
      const bytes = await (format === 'webp' ? resized.webp({ quality: QUALITY }) : format === 'png' ? resized.png() : resized.jpeg({ quality: QUALITY, mozjpeg: true })).toBuffer();
      await fs.mkdir(dir(), { recursive: true });
      const tmp = `${fileOf(id, width, format)}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, fileOf(id, width, format));
      return { bytes, mime: MIME[format] };
    })().finally(() => making.delete(key));
    making.set(key, job);
  }
  return job;
}
