/* What a backup file holds (backup.ts writes it, restore.ts reads it). */

export const BACKUP_FORMAT = 1;
export type TManifest = {
  format: number; app: 'shopgate'; created_at: string; database: 'pglite' | null; database_bytes: number;
  attachments: number; attachment_bytes: number; note: string;
};
/** Uploaded originals are named by their attachment id. */
export const ATTACHMENT_NAME = /^[0-9a-f-]{36}$/;
