/** Password hashing with argon2id (DESIGN.md "Session and security": m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; its `Algorithm` enum is a const enum that
// isolatedModules cannot read, so the hash prefix is asserted in the tests instead.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random password nobody knows, with the same parameters as real hashes. Verifying
 * against it when the e-mail is unknown costs as much as a real check, so timing does not reveal
 * which accounts exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$3VIBnYSXvPMRLQpjBILk+w$TuL7kQ4y6wwSK86ntQt5qLcU0ZorXwobVI37OKROmbI';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; with no hash, spends the same time and fails. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return passwordHash !== null && matches;
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
