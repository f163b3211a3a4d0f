/**
 * Deleting the account (GDPR, account-and-platform.md §7 `anonymize_token_request`,
 * `anonymize_token_check`, `user_anonymize`): the request mails a link to the account's address;
 * the link, opened while logged in to that account, is checked, and the deletion needs it again
 * and uses it up. So both the password (the session) and the mailbox (the link) are needed.
 */
import { accountMessages } from '../../../src/domain/account-messages';
import { messages } from '../../../src/domain/messages';
import { ACCOUNT_MAILS_PER_HOUR } from '../../config';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { anonymizeMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox-repository';
import { clearSessionCookie, requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { normaliseEmail } from '../login/repository';
import {
  countRecentTokens,
  findTokenAccount,
  issueAccountToken,
  useAccountToken,
} from '../registration/token-repository';
import { isWellFormedAccountToken } from '../registration/tokens';
import { anonymizeAccount } from './anonymize-repository';
import { accountInfos } from './messages';

const ANONYMOUS_USER = { userId: -1 };

function linkRefused(): ApiError {
  return new ApiError(400, [accountMessages.anonymizeLinkInvalid.message]);
}

const registrationAnonymizeTokenRequest: OperationHandler<
  'registrationAnonymizeTokenRequest'
> = async (request) => {
  const user = requireLiveSession(request);
  const { server } = request;
  const now = server.clock();
  const { publicUrl } = server.mail;
  const queued = await server.database.db.transaction(async (tx) => {
    if ((await countRecentTokens(tx, user.id, 'anonymize', now)) >= ACCOUNT_MAILS_PER_HOUR) {
      return false;
    }
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'anonymize',
      email: user.email,
      now,
    });
    await queueMail(
      tx,
      anonymizeMail({ publicUrl, email: user.email, firstName: user.firstName, token }),
    );
    return true;
  });
  if (!queued) throw new ApiError(429, [messages.tooManyRequests.message]);
  server.mail.wake();
  return withInfo(ok(null, toApiUser(user)), accountInfos.anonymizeRequested);
};

/** The link's claim for the logged-in account: its own address and a well-formed token. */
function claimOf(request: { query: { token: string; login?: string } }, email: string) {
  const { token, login } = request.query;
  if (!isWellFormedAccountToken(token)) return null;
  if (login !== undefined && normaliseEmail(login) !== email) return null;
  return { purpose: 'anonymize' as const, email, token };
}

const registrationAnonymizeTokenCheck: OperationHandler<'registrationAnonymizeTokenCheck'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const { server } = request;
  const claim = claimOf(request, user.email);
  const owner =
    claim && (await findTokenAccount(server.database.db, { ...claim, now: server.clock() }));
  if (owner !== user.id) throw linkRefused();
  return ok({ valid: true }, toApiUser(user));
};

const registrationUserAnonymize: OperationHandler<'registrationUserAnonymize'> = async (
  request,
  reply,
) => {
  const user = requireLiveSession(request);
  const { server } = request;
  const claim = claimOf(request, user.email);
  if (claim === null) throw linkRefused();
  const now = server.clock();
  const done = await server.database.db.transaction(async (tx) => {
    const owner = await useAccountToken(tx, { ...claim, now });
    if (owner !== user.id) return false;
    await anonymizeAccount(tx, user.id, user.email, now);
    return true;
  });
  if (!done) throw linkRefused();
  clearSessionCookie(request, reply);
  return withInfo(ok(null, ANONYMOUS_USER), accountInfos.anonymized);
};

export const anonymizeHandlers = {
  registrationAnonymizeTokenRequest,
  registrationAnonymizeTokenCheck,
  registrationUserAnonymize,
};
