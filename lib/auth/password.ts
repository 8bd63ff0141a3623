import { hash, verify } from '@node-rs/argon2';

/* argon2id with OWASP's second recommended setting (19 MiB, 2 iterations). */
const OPTIONS = { algorithm: 2 /* Argon2id; the enum is an ambient const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash, so "no such user" costs the same time as "wrong password". */
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
}
