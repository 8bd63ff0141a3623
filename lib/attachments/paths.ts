import path from 'node:path';

/* Where attachments live in the data folder: the service, its resized variants, and backups share these. */

/** Uploaded originals, one file per attachment, named by its id. */
export const attachmentsDir = (dataDir: string) => path.join(dataDir, 'attachments');
/** Resized copies: a cache, made again on demand. */
export const variantsDir = (dataDir: string) => path.join(attachmentsDir(dataDir), 'variants');
