/**
 * The e-mail change (account-and-platform.md sections 2 and 7): the request mails a link to the
 * new address and a notice to the current one; the link, opened on any device, makes the new
 * address the login and ends the account's other sessions. The request answers alike whether or
 * not another account has the new address: only the link finds out, and refuses it then.
 */
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../../../src/domain/account-messages';
import { messages } from '../../../src/domain/messages';
import { checkEmailChange } from '../../../src/domain/profile';
import { EMAIL_PATTERN } from '../../../src/domain/validation';
import { ACCOUNT_MAILS_PER_HOUR } from '../../config';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { emailChangeMail, emailChangeRequestedMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox-repository';
import { authOf, envelopeUser, requireLiveSession } from '../../plugins/session';
import { toApiUser, type PublicUser } from '../session/repository';
import { normaliseEmail } from '../login/repository';
import { deleteUserSessions } from '../session/session-repository';
import { formRefusal } from '../registration/form-refusal';
import {
  countRecentTokens,
  issueAccountToken,
  useAccountToken,
} from '../registration/token-repository';
import { isWellFormedAccountToken } from '../registration/tokens';
import { changeAccountEmail, isUniqueViolation } from './email-repository';
import { accountInfos } from './messages';

function changeRefused(): ApiError {
  return new ApiError(400, [accountMessages.emailChangeInvalid.message]);
}

/**
 * Mails the link that makes `newEmail` the login, and a notice to the current address; the reply
 * is the same whether or not another account has the address.
 */
async function mailEmailChange(request: FastifyRequest, newEmailAsTyped: string) {
  const user = requireLiveSession(request);
  const form = checkEmailChange({ new_email: newEmailAsTyped }, user.email);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { server } = request;
  const newEmail = normaliseEmail(form.value.new_email);
  const now = server.clock();
  const { publicUrl } = server.mail;
  // Whether another account has the address is not even asked: both cases do the same work.
  const queued = await server.database.db.transaction(async (tx) => {
    if ((await countRecentTokens(tx, user.id, 'email-change', now)) >= ACCOUNT_MAILS_PER_HOUR) {
      return false;
    }
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'email-change',
      email: newEmail,
      now,
    });
    const { firstName } = user;
    await queueMail(tx, emailChangeMail({ publicUrl, newEmail, firstName, token }));
    await queueMail(tx, emailChangeRequestedMail({ publicUrl, email: user.email, firstName }));
    return true;
  });
  if (!queued) throw new ApiError(429, [messages.tooManyRequests.message]);
  server.mail.wake();
  return withInfo(ok(null, toApiUser(user)), accountInfos.emailChangeRequested);
}

const registrationUpdateEmailRequest: OperationHandler<'registrationUpdateEmailRequest'> = (
  request,
) => mailEmailChange(request, request.query.new_email);

/** A customer's username is the e-mail it logs in with: changing it is the e-mail change. */
const registrationUpdateUsername: OperationHandler<'registrationUpdateUsername'> = (request) =>
  mailEmailChange(request, request.body.username);

const registrationUpdateEmail: OperationHandler<'registrationUpdateEmail'> = async (request) => {
  const { server } = request;
  const { token } = request.query;
  const newEmail = normaliseEmail(request.query.e_mail);
  if (!isWellFormedAccountToken(token) || !EMAIL_PATTERN.test(newEmail)) throw changeRefused();
  const auth = authOf(request);
  const now = server.clock();

  let account: PublicUser | null;
  try {
    account = await server.database.db.transaction(async (tx) => {
      const userId = await useAccountToken(tx, {
        purpose: 'email-change',
        email: newEmail,
        token,
        now,
      });
      if (userId === null) return null;
      // Taken meanwhile: the link is used up all the same, and nothing else changes.
      const changed = await changeAccountEmail(tx, userId, newEmail, now);
      if (changed === null) return null;
      // The browser that opened the link keeps its session if it is the account's own.
      const keep = auth.state === 'live' && auth.user.id === userId ? auth.sessionId : undefined;
      await deleteUserSessions(tx, userId, keep);
      return changed;
    });
  } catch (error) {
    // Another account took the address in the same instant: the change is rolled back.
    if (!isUniqueViolation(error)) throw error;
    account = null;
  }
  if (account === null) throw changeRefused();

  const user =
    auth.state === 'live' && auth.user.id === account.id
      ? toApiUser(account)
      : envelopeUser(request);
  return withInfo(ok({ email: account.email }, user), accountInfos.emailChanged);
};

export const emailHandlers = {
  registrationUpdateEmailRequest,
  registrationUpdateUsername,
  registrationUpdateEmail,
};
