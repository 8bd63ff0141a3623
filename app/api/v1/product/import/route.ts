import { route } from '@/lib/api/route';
import { E } from '@/lib/api/errors';
import { MAX_IMPORT_BYTES, previewStockImport } from '@/lib/catalog/stock-import';

/** Reads an edited product export (multipart, field `file`) and answers what it would change; writes nothing. */
export const POST = route({ access: 'catalog.write' }, async ({ req, db }) => {
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) throw E.invalid('content-type', 'must be multipart/form-data');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) throw E.tooLarge(MAX_IMPORT_BYTES);
  let form: FormData;
  try { form = await req.formData(); } catch { throw E.invalid('body', 'is not valid multipart/form-data'); }
  const file = form.get('file');
  if (!(file instanceof File)) throw E.invalid('file', 'is required');
  if (file.size > MAX_IMPORT_BYTES) throw E.tooLarge(MAX_IMPORT_BYTES);
  return previewStockImport(db, Buffer.from(await file.arrayBuffer()));
});
