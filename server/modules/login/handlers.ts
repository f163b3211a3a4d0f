/**
 * The login and its bot check's challenge (spec sections 4, 7 and 8 of account-and-platform): the
 * password, then the second factor when the account has one, then a new session.
 */
import { checkLoginForm } from '../../../src/domain/login';
import { findMessage, messages } from '../../../src/domain/messages';
import { accountMessages } from '../../../src/domain/account-messages';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser, startSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { createBotChallenge, useBotToken } from './bot-check';
import { verifyPassword } from './passwords';
import { claimMfaStep, findLoginCandidate, type LoginCandidate } from './repository';
import { isRecoveryCode } from '../../../src/domain/two-factor';
import { useRecoveryCode } from './recovery-code-repository';
import { decodeBase32, verifyTotp } from './totp';

function wrongCredentials(): ApiError {
  return new ApiError(401, [messages.wrongCredentials.message]);
}

/**
 * The second factor for users who have one: no pin asks for it, a wrong or already used pin is
 * refused. Runs only after the password matched, so it reveals nothing to a guesser.
 */
async function checkSecondFactor(
  request: Parameters<OperationHandler<'authLogin'>>[0],
  candidate: LoginCandidate,
  pin: string | undefined,
): Promise<void> {
  if (candidate.mfaSecret === null) return;
  if (pin === undefined) {
    const challenge: Schemas['MfaChallenge'] = { mfaRequired: true };
    throw new ApiError(401, [messages.mfaRequired.message], challenge);
  }
  const { db } = request.server.database;
  const userId = candidate.user.id;
  // A recovery code (a lost phone) works once, like a code of the app.
  if (isRecoveryCode(pin)) {
    if (await useRecoveryCode(db, userId, pin, request.server.clock())) return;
    throw new ApiError(401, [messages.wrongMfaPin.message]);
  }
  const step = verifyTotp(decodeBase32(candidate.mfaSecret), pin, request.server.clock().getTime());
  const claimed = step !== null && (await claimMfaStep(db, userId, step));
  if (!claimed) throw new ApiError(401, [messages.wrongMfaPin.message]);
}

const authLogin: OperationHandler<'authLogin'> = async (request, reply) => {
  // The schema checked the shape; the shared domain rule checks what the form checks.
  const form = checkLoginForm(request.body);
  if (!form.ok) {
    const texts = Object.values(form.fieldErrors).map(
      (id) => findMessage(id)?.message ?? messages.badRequest.message,
    );
    throw new ApiError(400, texts);
  }
  const { login, password, remember_me: rememberMe, mfa_pin: pin } = form.value;
  const { db } = request.server.database;

  // The bot check comes before anything about the account: a refused token reveals nothing and
  // costs no password hash. Only the second step of a two-factor login, with its pin, skips it.
  const token = request.query.token_recaptcha ?? request.body.token;
  const skipsBotCheck = pin !== undefined && token === undefined;
  if (!skipsBotCheck) await useBotToken(db, request.server.botCheck, token);

  const candidate = await findLoginCandidate(db, login);
  // Unknown e-mails still pay for a hash verification, so timing does not reveal accounts.
  const passwordMatches = await verifyPassword(candidate?.passwordHash ?? null, password);
  if (candidate === null || !passwordMatches) throw wrongCredentials();
  // A pin without a token would otherwise skip the bot check for every account.
  if (skipsBotCheck && candidate.mfaSecret === null) throw wrongCredentials();
  // Only someone who knows the password learns that the address is not confirmed yet.
  if (!candidate.confirmed) throw new ApiError(401, [accountMessages.accountNotConfirmed.message]);
  await checkSecondFactor(request, candidate, pin);

  await startSession(request, reply, candidate.user, rememberMe);
  const user = toApiUser(candidate.user);
  return ok({ user }, user);
};

const authBotChallenge: OperationHandler<'authBotChallenge'> = async (request) => {
  // Asked before a login: a stale session cookie gets a challenge too, not a 419.
  return ok(await createBotChallenge(request.server.botCheck), envelopeUser(request));
};

export const loginHandlers = { authLogin, authBotChallenge };
