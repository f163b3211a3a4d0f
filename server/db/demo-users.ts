/**
 * The demo accounts (README.md "Demo accounts"), all with password `Spesa2026!`: plain data, read by the seed and by
 * the browser tests' shoppers (tests/e2e/shoppers.ts), which must not load the seed itself.
 */
import type { DemoConsents } from './disclaimer-seed';

export const DEMO_PASSWORD = 'Spesa2026!';

/**
 * The demo two-factor secret (base32 of the RFC 6238 test key "12345678901234567890"), e.g.
 * otpauth://totp/Spesa%20online:mfa@example.it?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Spesa%20online
 */
export const DEMO_MFA_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

export interface DemoUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly betaTester: boolean;
  readonly mfaSecret: string | null;
  /** Which wording of the required disclaimers the account accepted (disclaimer-seed.ts). */
  readonly consents: DemoConsents;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'cliente@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    betaTester: false,
    mfaSecret: null,
    consents: 'current',
  },
  {
    email: 'betatester@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    betaTester: true,
    mfaSecret: null,
    consents: 'current',
  },
  {
    email: 'mfa@example.it',
    firstName: 'Luca',
    lastName: 'Verdi',
    betaTester: false,
    mfaSecret: DEMO_MFA_SECRET,
    consents: 'current',
  },
  {
    email: 'privacy@example.it',
    firstName: 'Anna',
    lastName: 'Neri',
    betaTester: false,
    mfaSecret: null,
    consents: 'earlier-privacy-notice',
  },
];
