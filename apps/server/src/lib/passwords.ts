import { hash, verify } from '@node-rs/argon2';

// OWASP's first argon2id recommendation: 19 MiB, 2 iterations, 1 lane (about 20 ms here).
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Comparing against a real hash for unknown e-mails keeps login timing from revealing accounts.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
}
