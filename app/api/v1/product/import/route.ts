import { route } from '@/lib/api/route';
import { uploadedFile } from '@/lib/api/upload';
import { MAX_IMPORT_BYTES, previewStockImport } from '@/lib/catalog/stock-import';

/** Reads an edited product export (multipart, field `file`) and answers what it would change; writes nothing. */
export const POST = route({ access: 'catalog.write' }, async ({ req, db }) => {
  const file = await uploadedFile(req, MAX_IMPORT_BYTES);
  return previewStockImport(db, Buffer.from(await file.arrayBuffer()));
});
