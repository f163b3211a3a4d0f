/**
 * The tokens of mailed links: 32 random bytes as base64url (256 bits), kept in the database only
 * as their sha256, like session tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A token we could have issued; anything else is refused without asking the database. */
export function isWellFormedAccountToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export function accountTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
