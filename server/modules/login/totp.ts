/**
 * RFC 6238 time-based one-time passwords (the codes of authenticator apps): HMAC of the 30-second
 * time step, dynamically truncated (RFC 4226 section 5.3), 6 digits by default.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TotpOptions {
  /** Digits in a code; default 6. */
  readonly digits?: number;
  /** Seconds per time step; default 30. */
  readonly period?: number;
  /** HMAC hash; default sha1, what authenticator apps assume. */
  readonly algorithm?: 'sha1' | 'sha256' | 'sha512';
}

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Encodes bytes as RFC 4648 base32 without padding (what authenticator apps take). */
export function encodeBase32(bytes: Buffer): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return text;
}

/** Decodes RFC 4648 base32 (the secret format of otpauth:// URIs); spaces and padding ignored. */
export function decodeBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error('Invalid base32 character');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The time step of a moment (Unix milliseconds). */
export function totpStep(nowMs: number, period = 30): number {
  return Math.floor(nowMs / 1000 / period);
}

/** The code for one time step, zero-padded to `digits`. */
export function totpAt(secret: Buffer, step: number, options: TotpOptions = {}): string {
  const digits = options.digits ?? 6;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(options.algorithm ?? 'sha1', secret)
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * Checks `code` against the steps around `nowMs` (one step of clock drift either way) and returns
 * the step it matched, so the caller can refuse a second use of the same code, or null.
 */
export function verifyTotp(
  secret: Buffer,
  code: string,
  nowMs: number,
  options: TotpOptions = {},
): number | null {
  const current = totpStep(nowMs, options.period);
  for (const step of [current - 1, current, current + 1]) {
    const expected = Buffer.from(totpAt(secret, step, options));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return null;
}
