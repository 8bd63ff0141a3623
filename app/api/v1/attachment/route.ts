import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { E } from '@/lib/api/errors';
import { can } from '@/lib/auth/permissions';
import { MAX_ATTACHMENT_BYTES, saveAttachment } from '@/lib/attachments/service';

/** Upload one file as multipart/form-data, field `file`. Catalogue and content editors may upload. */
export const POST = route({ access: 'session' }, async ({ req, db, session, actor }) => {
  if (!can(session.roles, 'catalog.write') && !can(session.roles, 'content.write')) throw E.forbidden();
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) throw E.invalid('content-type', 'must be multipart/form-data');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_ATTACHMENT_BYTES + 64 * 1024) throw E.tooLarge(MAX_ATTACHMENT_BYTES);
  let form: FormData;
  try { form = await req.formData(); } catch { throw E.invalid('body', 'is not valid multipart/form-data'); }
  const file = form.get('file');
  if (!(file instanceof File)) throw E.invalid('file', 'is required');
  return created(await saveAttachment(db, file.name, Buffer.from(await file.arrayBuffer()), actor));
});
