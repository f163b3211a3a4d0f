/**
 * Two-factor login (account-and-platform.md §3 login form `mfa_pin`, §5 "Two-factor", §7
 * `registration/mfa_enabled`, `update_mfa`): the six-digit code of an authenticator app, or one
 * of the ten single-use recovery codes given when it was turned on (for a lost phone).
 */
import * as v from 'valibot';
import { accountMessages } from './account-messages';
import { messages } from './messages';

/** How many recovery codes enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** The letters and digits of recovery codes: no 0/O, 1/I/L, which read alike. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const RECOVERY_CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
const AUTHENTICATOR_CODE = /^[0-9]{6}$/;

/** A recovery code as typed (any case, spaces around) in the form it is stored: 'ABCD-EFGH'. */
export const normaliseRecoveryCode = (code: string) => code.trim().toUpperCase();

export const isRecoveryCode = (code: string) => RECOVERY_CODE.test(normaliseRecoveryCode(code));
export const isAuthenticatorCode = (code: string) => AUTHENTICATOR_CODE.test(code.trim());

/** The first code of the app, which confirms the enrolment. */
export const authenticatorCodeRule = v.pipe(
  v.string(messages.mfaPin.id),
  v.trim(),
  v.regex(AUTHENTICATOR_CODE, messages.mfaPin.id),
);

/** The code that turns two-factor off or logs in: the app's, or a recovery code. */
export const secondFactorRule = v.pipe(
  v.string(accountMessages.secondFactorCode.id),
  v.trim(),
  v.check(
    (code) => isAuthenticatorCode(code) || isRecoveryCode(code),
    accountMessages.secondFactorCode.id,
  ),
);
