/**
 * The password (account-and-platform.md sections 2 and 7): a reset link by e-mail, its check,
 * the new password chosen from it, and the change from the personal area. Every change ends the
 * sessions an attacker may hold and mails the owner a notice.
 */
import {
  checkPasswordChange,
  checkPasswordReset,
  checkResetRequest,
} from '../../../src/domain/password-reset';
import type { Db } from '../../db/client';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { passwordChangedMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox-repository';
import { authOf, endSession, envelopeUser, requireLiveSession } from '../../plugins/session';
import { hashPassword, verifyPassword } from '../login/passwords';
import { toApiUser } from '../session/repository';
import { normaliseEmail } from '../login/repository';
import { deleteUserSessions } from '../session/session-repository';
import { queueAccountMailRequest } from '../registration/account-request-repository';
import { formRefusal } from '../registration/form-refusal';
import type { AccountContact } from '../registration/repository';
import {
  findTokenAccount,
  revokeAccountTokens,
  useAccountToken,
} from '../registration/token-repository';
import { isWellFormedAccountToken } from '../registration/tokens';
import { accountMessages } from '../../../src/domain/account-messages';
import { passwordMessages } from './messages';
import { findPasswordHash, setPasswordHash } from './repository';

/**
 * What a new password ends, in its transaction: the old password's reset and e-mail change links
 * (whoever asked to move the account with the old password loses the link) and every session but
 * `keepSessionId`; the owner is mailed a notice.
 */
async function endOldPassword(
  tx: Db,
  change: {
    readonly userId: number;
    readonly account: AccountContact;
    readonly now: Date;
    readonly publicUrl: string;
    readonly keepSessionId?: string | undefined;
  },
) {
  const { userId, account, now } = change;
  await revokeAccountTokens(tx, userId, 'password-reset', now);
  await revokeAccountTokens(tx, userId, 'email-change', now);
  await deleteUserSessions(tx, userId, change.keepSessionId);
  const mail = { publicUrl: change.publicUrl, email: account.email, firstName: account.firstName };
  await queueMail(tx, passwordChangedMail(mail));
}

function tokenInvalid(): ApiError {
  return new ApiError(400, [accountMessages.tokenInvalid.message]);
}

const passwordResetTokenRequest: OperationHandler<'passwordResetTokenRequest'> = async (
  request,
) => {
  const { server } = request;
  const form = checkResetRequest(request.query);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  // One INSERT whatever the address: the worker finds out later whether an account has it.
  await queueAccountMailRequest(
    server.database.db,
    'password-reset',
    normaliseEmail(form.value.e_mail),
  );
  server.mail.wake();
  return withInfo(ok(null, envelopeUser(request)), passwordMessages.resetRequested);
};

const passwordResetTokenCheck: OperationHandler<'passwordResetTokenCheck'> = async (request) => {
  const { server } = request;
  const { e_mail: email, token } = request.query;
  const userId = isWellFormedAccountToken(token)
    ? await findTokenAccount(server.database.db, {
        purpose: 'password-reset',
        email: normaliseEmail(email),
        token,
        now: server.clock(),
      })
    : null;
  if (userId === null) throw tokenInvalid();
  return ok({ valid: true as const }, envelopeUser(request));
};

const passwordReset: OperationHandler<'passwordReset'> = async (request, reply) => {
  const { server } = request;
  const form = checkPasswordReset(request.body);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { reset_token: token, password } = form.value;
  const email = normaliseEmail(form.value.e_mail);
  if (!isWellFormedAccountToken(token)) throw tokenInvalid();

  const passwordHash = await hashPassword(password);
  const now = server.clock();
  const userId = await server.database.db.transaction(async (tx) => {
    const owner = await useAccountToken(tx, { purpose: 'password-reset', email, token, now });
    if (owner === null) return null;
    // The link proved the address, so an unconfirmed account counts as confirmed now.
    const account = await setPasswordHash(tx, owner, passwordHash, now);
    if (account === null) return null;
    await endOldPassword(tx, { userId: owner, account, now, publicUrl: server.mail.publicUrl });
    return owner;
  });
  if (userId === null) throw tokenInvalid();
  server.mail.wake();
  // The session the browser held for this account is gone: its cookie goes too.
  const auth = authOf(request);
  if (auth.state === 'live' && auth.user.id === userId) await endSession(request, reply);
  return withInfo(ok(null, envelopeUser(request)), passwordMessages.passwordReset);
};

const registrationUpdatePassword: OperationHandler<'registrationUpdatePassword'> = async (
  request,
) => {
  const { server } = request;
  const user = requireLiveSession(request);
  const form = checkPasswordChange(request.body);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { db } = server.database;
  const matches = await verifyPassword(
    await findPasswordHash(db, user.id),
    form.value.old_password,
  );
  if (!matches) throw new ApiError(400, [accountMessages.oldPasswordWrong.message]);

  const passwordHash = await hashPassword(form.value.new_password);
  const auth = authOf(request);
  const keepSessionId = auth.state === 'live' ? auth.sessionId : undefined;
  const now = server.clock();
  await db.transaction(async (tx) => {
    const account = await setPasswordHash(tx, user.id, passwordHash, null);
    if (account === null) return;
    const { publicUrl } = server.mail;
    await endOldPassword(tx, { userId: user.id, account, now, publicUrl, keepSessionId });
  });
  server.mail.wake();
  return withInfo(ok(null, toApiUser(user)), passwordMessages.passwordUpdated);
};

export const passwordHandlers = {
  passwordResetTokenRequest,
  passwordResetTokenCheck,
  passwordReset,
  registrationUpdatePassword,
};
