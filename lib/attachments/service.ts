import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '@/lib/db';
import { attachments } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { attachmentsDir } from './paths';
import { E } from '@/lib/api/errors';
import { logUserAction, type TActor } from '@/lib/logs/write';

/** What may be uploaded, judged by the bytes, never by the file name. SVG is refused: it can carry script. */
export const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf'] as const;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const dir = () => attachmentsDir(config().dataDir);
const fileOf = (id: string) => path.join(dir(), id);
export const attachmentUrl = (id: string) => `/api/v1/attachment/${id}`;

export type TAttachment = typeof attachments.$inferSelect & { url: string };

export async function saveAttachment(db: Db, name: string, bytes: Buffer, actor: TActor): Promise<TAttachment> {
  if (bytes.length === 0) throw E.invalid('file', 'emptyFile');
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw E.tooLarge(MAX_ATTACHMENT_BYTES);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ALLOWED_TYPES as readonly string[]).includes(type.mime)) {
    throw E.invalid('file', 'imageType', { types: ALLOWED_TYPES.join(', ') });
  }
  let size: { width?: number; height?: number } = {};
  if (type.mime.startsWith('image/')) {
    try { size = await sharp(bytes).metadata(); } catch { throw E.invalid('file', 'unreadableImage'); }
  }
  const id = crypto.randomUUID();
  await fs.mkdir(dir(), { recursive: true });
  await fs.writeFile(fileOf(id), bytes, { mode: 0o600 });
  const [row] = await db.insert(attachments).values({
    id, name: name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file', mime: type.mime, size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'), width: size.width ?? null, height: size.height ?? null,
    createdBy: actor.username, updatedBy: actor.username,
  }).returning();
  if (actor.userId) await logUserAction(db, actor, 'CREATE', { type: 'attachment', id, detail: { name: row.name, mime: row.mime, size: row.size } });
  return { ...row, url: attachmentUrl(id) };
}

export async function readAttachment(db: Db, id: string) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  if (!row) throw E.notFound('Attachment');
  try {
    return { row, bytes: await fs.readFile(fileOf(id)) };
  } catch {
    throw E.notFound('Attachment');
  }
}
