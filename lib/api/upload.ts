import { E } from './errors';

/**
 * The one file of a multipart/form-data request, field `file`, at most `maxBytes`: 400 on `content-type`, `body` or
 * `file`, 413 when larger. A declared length over the limit is refused before the body is read.
 */
export async function uploadedFile(req: Request, maxBytes: number): Promise<File> {
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) throw E.invalid('content-type', 'must be multipart/form-data');
  // The multipart envelope (boundaries, part headers) adds a little to the file's own size.
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes + 64 * 1024) throw E.tooLarge(maxBytes);
  let form: FormData;
  try { form = await req.formData(); } catch { throw E.invalid('body', 'is not valid multipart/form-data'); }
  const file = form.get('file');
  if (!(file instanceof File)) throw E.invalid('file', 'is required');
  if (file.size > maxBytes) throw E.tooLarge(maxBytes);
  return file;
}
