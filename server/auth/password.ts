import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. PHC string output.
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks the password exactly as typed (no trimming or case folding). */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters and should be redone at login. */
export function needsRehash(phc: string): boolean {
  return !phc.startsWith(
    `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`,
  );
}

let dummy: Promise<string> | null = null;
/** A hash to verify against when the account does not exist, so both answers take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('senha-que-nao-existe-em-conta-alguma');
  return dummy;
}
