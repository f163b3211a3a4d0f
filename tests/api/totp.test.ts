import { describe, expect, it } from 'vitest';
import { decodeBase32, totpAt, totpStep, verifyTotp } from '../../server/modules/login/totp';
import { DEMO_MFA_SECRET } from '../../server/db/seed';

// RFC 6238 appendix B: the test keys are ASCII digits, repeated to the hash's length.
const KEYS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const VECTORS: readonly [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'at %i s gives the RFC codes for SHA-1, SHA-256 and SHA-512',
    (seconds, sha1, sha256, sha512) => {
      const step = totpStep(seconds * 1000);
      expect(totpAt(KEYS.sha1, step, { digits: 8 })).toBe(sha1);
      expect(totpAt(KEYS.sha256, step, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpAt(KEYS.sha512, step, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    },
  );

  it('six-digit codes are the last six digits of the eight-digit ones', () => {
    for (const [seconds, sha1] of VECTORS) {
      expect(totpAt(KEYS.sha1, totpStep(seconds * 1000))).toBe(sha1.slice(2));
    }
  });

  it('the demo secret is the RFC SHA-1 key in base32', () => {
    expect(decodeBase32(DEMO_MFA_SECRET)).toEqual(KEYS.sha1);
    expect(decodeBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(KEYS.sha1);
    expect(() => decodeBase32('not base32!')).toThrow();
  });

  it('accepts one step of clock drift either way and returns the matched step', () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    expect(verifyTotp(KEYS.sha1, totpAt(KEYS.sha1, step), now)).toBe(step);
    expect(verifyTotp(KEYS.sha1, totpAt(KEYS.sha1, step - 1), now)).toBe(step - 1);
    expect(verifyTotp(KEYS.sha1, totpAt(KEYS.sha1, step + 1), now)).toBe(step + 1);
    expect(verifyTotp(KEYS.sha1, totpAt(KEYS.sha1, step - 2), now)).toBeNull();
    expect(verifyTotp(KEYS.sha1, totpAt(KEYS.sha1, step + 2), now)).toBeNull();
    expect(verifyTotp(KEYS.sha1, '12345', now)).toBeNull();
  });
});
