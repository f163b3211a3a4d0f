/**
 * Two-factor enrolment (account-and-platform.md §7 `registration/mfa_enabled`, `update_mfa`):
 * turning it on shows a new secret as a QR code and takes effect with the app's first code, which
 * gives ten single-use recovery codes once; turning it off needs the password and a code of the
 * app or a recovery code. Each refusal changes nothing.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { accountMessages } from '../../../src/domain/account-messages';
import { messages } from '../../../src/domain/messages';
import {
  authenticatorCodeRule,
  isRecoveryCode,
  secondFactorRule,
} from '../../../src/domain/two-factor';
import { checkForm } from '../../../src/domain/validation';
import * as v from 'valibot';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { verifyPassword } from '../login/passwords';
import { claimMfaStep } from '../login/repository';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  useRecoveryCode,
} from '../login/recovery-code-repository';
import { decodeBase32, encodeBase32, verifyTotp } from '../login/totp';
import { formRefusal } from '../registration/form-refusal';
import {
  finishEnrolment,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorState,
} from './two-factor-repository';

const ISSUER = 'Spesa online';

const refused = (message: { message: string }) => new ApiError(400, [message.message]);

/** The otpauth:// URI authenticator apps read (Key Uri Format), and its QR code as an SVG. */
async function enrolmentOf(email: string, secret: string): Promise<Schemas['MfaEnrolment']> {
  const label = encodeURIComponent(`${ISSUER}:${email}`);
  const issuer = encodeURIComponent(ISSUER);
  const otpauthUrl = `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

const registrationMfaEnabled: OperationHandler<'registrationMfaEnabled'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const state = await twoFactorState(db, user.id);
  const enabled = state?.secret !== null && state?.secret !== undefined;
  return ok(
    { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0 },
    toApiUser(user),
  );
};

const disableForm = v.object({
  password: v.pipe(
    v.string(messages.passwordRequired.id),
    v.nonEmpty(messages.passwordRequired.id),
  ),
  code: secondFactorRule,
});

const registrationUpdateMfa: OperationHandler<'registrationUpdateMfa'> = async (request) => {
  const user = requireLiveSession(request);
  const { server } = request;
  const { db } = server.database;
  const { enabled, code, password } = request.body;
  const state = await twoFactorState(db, user.id);
  if (state === null) throw refused(messages.generic);
  const apiUser = toApiUser(user);

  if (enabled && code === undefined) {
    if (state.secret !== null) throw refused(accountMessages.mfaAlreadyOn);
    const secret = encodeBase32(randomBytes(20));
    if (!(await startEnrolment(db, user.id, secret))) throw refused(accountMessages.mfaAlreadyOn);
    return ok({ state: 'confirm', enrolment: await enrolmentOf(user.email, secret) }, apiUser);
  }

  if (enabled) {
    const form = checkForm(v.object({ code: authenticatorCodeRule }), { code });
    if (!form.ok) throw formRefusal(form.fieldErrors);
    if (state.secret !== null) throw refused(accountMessages.mfaAlreadyOn);
    const pending = state.pendingSecret;
    if (pending === null) throw refused(accountMessages.mfaNotStarted);
    const step = verifyTotp(decodeBase32(pending), form.value.code, server.clock().getTime());
    if (step === null) throw refused(accountMessages.mfaCodeWrong);
    const recoveryCodes = await db.transaction(async (tx) => {
      if (!(await finishEnrolment(tx, user.id, pending, step))) return null;
      return replaceRecoveryCodes(tx, user.id);
    });
    if (recoveryCodes === null) throw refused(accountMessages.mfaAlreadyOn);
    return ok({ state: 'enabled', recoveryCodes }, apiUser);
  }

  const form = checkForm(disableForm, { password: password ?? '', code: code ?? '' });
  if (!form.ok) throw formRefusal(form.fieldErrors);
  if (state.secret === null) throw refused(accountMessages.mfaNotOn);
  if (!(await verifyPassword(state.passwordHash, form.value.password))) {
    throw refused(accountMessages.oldPasswordWrong);
  }
  const given = form.value.code;
  const accepted = isRecoveryCode(given)
    ? await useRecoveryCode(db, user.id, given, server.clock())
    : await (async () => {
        const step = verifyTotp(decodeBase32(state.secret ?? ''), given, server.clock().getTime());
        return step !== null && claimMfaStep(db, user.id, step);
      })();
  if (!accepted) throw refused(accountMessages.mfaCodeWrong);
  await db.transaction(async (tx) => {
    await turnOffTwoFactor(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
  });
  return ok({ state: 'disabled' }, apiUser);
};

export const twoFactorHandlers = { registrationMfaEnabled, registrationUpdateMfa };
