import crypto from 'node:crypto';
import { secrets } from '@/lib/config/secrets';

/* AES-256-GCM under ENCRYPTION_KEY, for secrets the product must send on (target auth keys).
   Format: v1.<iv>.<tag>.<ciphertext>, each base64url. */

const key = () => Buffer.from(secrets().encryptionKey, 'hex');

export function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

export function open(sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('unrecognised sealed value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** What the API may show of a secret: its length class and last characters, never the whole. */
export const hint = (plain: string) => (plain.length <= 8 ? '••••' : `••••${plain.slice(-4)}`);
