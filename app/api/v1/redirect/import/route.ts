import { route } from '@/lib/api/route';
import { uploadedFile } from '@/lib/api/upload';
import { MAX_TRANSFER_BYTES, previewRedirectImport } from '@/lib/redirects/transfer';

/** Reads a redirect CSV or Excel file (multipart, field `file`) and answers what it would add and change; writes nothing. */
export const POST = route({ access: 'content.write' }, async ({ req, db }) => {
  const file = await uploadedFile(req, MAX_TRANSFER_BYTES);
  return previewRedirectImport(db, Buffer.from(await file.arrayBuffer()));
});
