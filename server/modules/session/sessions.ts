/**
 * Session tokens (DESIGN.md "Session and security"): the client holds a random token; the
 * database holds only its sha256 (./session-repository.ts keeps the rows).
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A token we could have issued; anything else is unknown without asking the database. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The primary key of a token's row. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
