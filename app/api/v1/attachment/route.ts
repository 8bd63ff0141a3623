import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { E } from '@/lib/api/errors';
import { uploadedFile } from '@/lib/api/upload';
import { can } from '@/lib/auth/permissions';
import { MAX_ATTACHMENT_BYTES, saveAttachment } from '@/lib/attachments/service';

/** Upload one file as multipart/form-data, field `file`. Catalogue and content editors may upload. */
export const POST = route({ access: 'session' }, async ({ req, db, session, actor }) => {
  if (!can(session.roles, 'catalog.write') && !can(session.roles, 'content.write')) throw E.forbidden();
  const file = await uploadedFile(req, MAX_ATTACHMENT_BYTES);
  return created(await saveAttachment(db, file.name, Buffer.from(await file.arrayBuffer()), actor));
});
