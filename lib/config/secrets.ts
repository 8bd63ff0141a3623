import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { config } from './index';

export type TSecrets = { sessionSecret: string; encryptionKey: string };

/**
 * Secrets come from the environment; when absent they are generated once and kept in the data folder
 * (mode 0600), so restarts keep sessions and encrypted values readable. There is no default in the code.
 */
function loadSecrets(): TSecrets {
  const cfg = config();
  const file = path.join(cfg.dataDir, 'secrets.json');
  let stored: Partial<TSecrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<TSecrets>;
  const secrets: TSecrets = {
    sessionSecret: cfg.SESSION_SECRET ?? stored.sessionSecret ?? crypto.randomBytes(32).toString('hex'),
    encryptionKey: cfg.ENCRYPTION_KEY ?? stored.encryptionKey ?? crypto.randomBytes(32).toString('hex'),
  };
  const toStore = {
    ...(cfg.SESSION_SECRET ? {} : { sessionSecret: secrets.sessionSecret }),
    ...(cfg.ENCRYPTION_KEY ? {} : { encryptionKey: secrets.encryptionKey }),
  };
  if (JSON.stringify(toStore) !== JSON.stringify(stored) && Object.keys(toStore).length > 0) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}

const g = globalThis as unknown as { __secrets?: TSecrets };

export function secrets(): TSecrets {
  g.__secrets ??= loadSecrets();
  return g.__secrets;
}
