/**
 * The forms' nonces, as WordPress's are: a token the page gets with the form and sends back with
 * the submission (`security`) or the upload (`nonce`), bound to what it is for (the form, or one
 * file field of it) and valid for a while. Ours are signed (HMAC-SHA-256) with a key kept in the
 * database, so any process checks one that another issued and nothing is written when a form is
 * shown: `<issued>.<expires>.<random>.<signature>`, all base64url or decimal.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadFormSecret } from './form-secret-repository';

/** A nonce works this long after it is given (WordPress's last 12 to 24 hours). */
export const NONCE_LIFETIME_SECONDS = 12 * 60 * 60;

/** What a nonce is for: a form's submission, or one file field's uploads. */
export type NoncePurpose =
  | { readonly kind: 'submit'; readonly formId: number }
  | { readonly kind: 'upload'; readonly formId: number; readonly fieldId: number };

export interface IssuedNonce {
  readonly nonce: string;
  /** Unix seconds it was given (Ninja Forms' `nonce_ts`). */
  readonly issuedAt: number;
  /** Unix seconds it stops working. */
  readonly expiresAt: number;
}

export type NonceCheck = 'valid' | 'expired' | 'invalid';

const NONCE_PATTERN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const secrets = new WeakMap<Db, Promise<Buffer>>();

/** The key, made by the first process that needs it; read once per database. */
export function nonceSecret(db: Db): Promise<Buffer> {
  const known = secrets.get(db);
  if (known !== undefined) return known;
  const loading = loadFormSecret(db);
  secrets.set(db, loading);
  loading.catch(() => secrets.delete(db));
  return loading;
}

function purposeText(purpose: NoncePurpose): string {
  return purpose.kind === 'submit'
    ? `submit:${purpose.formId}`
    : `upload:${purpose.formId}:${purpose.fieldId}`;
}

function signature(secret: Buffer, purpose: NoncePurpose, body: string): string {
  return createHmac('sha256', secret)
    .update(`${purposeText(purpose)}|${body}`)
    .digest('base64url');
}

/** A fresh nonce for `purpose`, given at `now`. */
export function issueNonce(secret: Buffer, purpose: NoncePurpose, now: Date): IssuedNonce {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + NONCE_LIFETIME_SECONDS;
  const body = `${issuedAt}.${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return { nonce: `${body}.${signature(secret, purpose, body)}`, issuedAt, expiresAt };
}

/** Whether `nonce` was given by us for `purpose`, and is still valid at `now`. */
export function checkNonce(
  secret: Buffer,
  purpose: NoncePurpose,
  nonce: unknown,
  now: Date,
): NonceCheck {
  if (typeof nonce !== 'string') return 'invalid';
  const match = NONCE_PATTERN.exec(nonce);
  if (match === null) return 'invalid';
  const [, issued = '', expires = '', random = '', signed = ''] = match;
  const expected = Buffer.from(signature(secret, purpose, `${issued}.${expires}.${random}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
