/**
 * Social login with Google and Facebook (account-and-platform.md sections 4 and 7 'Single
 * sign-on, social and backoffice', issue 16): start, the provider's callbacks (the browser's, a
 * 303 to a page of the app, and the mobile app's, an envelope), linking to the account with the
 * same e-mail by password, and what registration adds (the form filled from the provider's
 * account, the account linked, and confirmed at once when the provider verified its e-mail).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../src/domain/messages';
import {
  SOCIAL_CALLBACK_MAX_PARAMETER,
  SOCIAL_LOGIN_TTL_SECONDS,
  SOCIAL_REGISTRATION_TTL_SECONDS,
  socialErrorPath,
  socialLinkPath,
  socialMessages,
  socialRegistrationPath,
  type SocialErrorReason,
  type SocialProvider,
} from '../../../src/domain/social-login';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { envelopeUser, startSession } from '../../plugins/session';
import { verifyPassword } from '../login/passwords';
import { toApiUser, type PublicUser } from '../session/repository';
import { findLoginCandidate, normaliseEmail } from '../login/repository';
import { registerUserWith } from '../registration/registration-handlers';
import { clearPendingCookie, pendingTokenOf, setPendingCookie } from './cookie';
import { ProviderUnavailableError, type ProviderAccount } from './oidc';
import {
  deleteExpiredSocialRows,
  deletePendingAccount,
  findLinkedUser,
  findPendingAccount,
  findPublicUser,
  insertPendingAccount,
  insertSocialLogin,
  linkIdentity,
  takeSocialLogin,
  userIdByEmail,
  type PendingSocialAccount,
} from './repository';

/** Registered from a provider's verified e-mail: confirmed and logged in at once. */
export const SOCIAL_REGISTERED = 'Registrazione completata: benvenuto!';

/** Linking skips no second factor: an account with one links by logging in with it instead. */
export const SOCIAL_LINK_MFA =
  'Questo account usa la verifica in due passaggi: accedi con e-mail, password e codice.';

/** A whole callback query longer than this is refused before anything is read. */
const MAX_CALLBACK_QUERY = 8 * 1024;

async function pendingOf(request: FastifyRequest): Promise<PendingSocialAccount | null> {
  const token = pendingTokenOf(request);
  if (token === null) return null;
  return findPendingAccount(request.server.database.db, token, request.server.clock());
}

/**
 * What the log may say of a provider's failure: its name and message only, never its `cause`,
 * which can hold the provider's reply (tokens, the person's claims).
 */
function reasonOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
}

const socialStart: OperationHandler<'socialStart'> = async (request) => {
  const { server } = request;
  const { provider: name, mobile = false } = request.query;
  const provider = server.social.provider(name);
  if (provider === null) throw new ApiError(400, [socialMessages.notConfigured.message]);
  const checks = provider.newChecks();
  let redirectUrl: string;
  try {
    redirectUrl = await provider.authorizationUrl(checks, server.social.redirectUri(name, mobile));
  } catch (error) {
    request.log.warn({ reason: reasonOf(error), provider: name }, 'social provider unavailable');
    throw new ApiError(503, [socialMessages.unavailable.message]);
  }
  const now = server.clock();
  const { db } = server.database;
  await deleteExpiredSocialRows(db, now);
  await insertSocialLogin(db, {
    provider: name,
    checks,
    mobile,
    expiresAt: new Date(now.getTime() + SOCIAL_LOGIN_TTL_SECONDS * 1000),
  });
  const data: Schemas['SocialStart'] = { redirectUrl };
  return ok(data, envelopeUser(request));
};

/** What a provider's answer leads to. */
type Outcome =
  | { readonly kind: 'session'; readonly user: PublicUser }
  | { readonly kind: 'registration' | 'link'; readonly token: string }
  | { readonly kind: 'failure'; readonly reason: SocialErrorReason };

function failure(reason: SocialErrorReason): Outcome {
  return { kind: 'failure', reason };
}

/**
 * The callback's query, each parameter once and short, or null when it is malformed (a
 * parameter given twice or oversized, a query too long).
 */
function callbackQuery(rawUrl: string): URLSearchParams | null {
  const at = rawUrl.indexOf('?');
  const search = at < 0 ? '' : rawUrl.slice(at + 1);
  if (search.length > MAX_CALLBACK_QUERY) return null;
  const query = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [key, value] of query) {
    if (seen.has(key) || value.length > SOCIAL_CALLBACK_MAX_PARAMETER || value.includes('\0')) {
      return null;
    }
    seen.add(key);
  }
  return query;
}

/** Why the exchange failed, for the shopper: the provider unreachable, or its answer wrong. */
function exchangeFailure(error: unknown): SocialErrorReason {
  if (error instanceof ProviderUnavailableError) return 'unavailable';
  if (error instanceof TypeError && error.message === 'fetch failed') return 'unavailable';
  return 'invalid';
}

/**
 * Checks the provider's answer against the sign-in under way (taken once), exchanges the code
 * (PKCE, nonce, ID token) and decides: a session for the linked shopper, or the provider's
 * account kept for registration or linking. A failure changes nothing but using up the state.
 */
async function conclude(
  request: FastifyRequest,
  name: SocialProvider,
  mobile: boolean,
): Promise<Outcome> {
  const { server } = request;
  const { db } = server.database;
  const now = server.clock();
  const query = callbackQuery(request.raw.url ?? '');
  if (query === null) return failure('invalid');
  const state = query.get('state');
  if (state === null || state === '') return failure('invalid');
  const login = await takeSocialLogin(db, name, state, now);
  if (login === null || login.mobile !== mobile) return failure('expired');
  if (query.get('error') !== null) return failure('denied');
  if (query.get('code') === null) return failure('invalid');
  const provider = server.social.provider(name);
  if (provider === null) return failure('notConfigured');

  let account: ProviderAccount;
  try {
    const callbackUrl = new URL(server.social.redirectUri(name, mobile));
    // Only what the provider sent back, not the mobile app's own flag.
    for (const key of ['code', 'state', 'iss']) {
      const value = query.get(key);
      if (value !== null) callbackUrl.searchParams.set(key, value);
    }
    account = await provider.account(callbackUrl, login.checks, { issuerKnown: mobile });
  } catch (error) {
    request.log.info({ reason: reasonOf(error), provider: name }, 'social sign-in refused');
    return failure(exchangeFailure(error));
  }

  const linked = await findLinkedUser(db, name, account.subject);
  if (linked !== null) {
    return linked.confirmed ? { kind: 'session', user: linked.user } : failure('unconfirmed');
  }
  if (account.email === null) return failure('noEmail');
  const email = normaliseEmail(account.email);
  const existing = await userIdByEmail(db, email);
  const token = await insertPendingAccount(db, {
    provider: name,
    account: { ...account, email },
    expiresAt: new Date(now.getTime() + SOCIAL_REGISTRATION_TTL_SECONDS * 1000),
  });
  return { kind: existing === null ? 'registration' : 'link', token };
}

const socialCallback: OperationHandler<'socialCallback'> = async (request, reply) => {
  const name = request.params.provider;
  const outcome = await conclude(request, name, false);
  let location: string;
  switch (outcome.kind) {
    case 'session':
      await startSession(request, reply, outcome.user, false);
      location = '/';
      break;
    case 'registration':
      setPendingCookie(request, reply, outcome.token);
      location = socialRegistrationPath(name);
      break;
    case 'link':
      setPendingCookie(request, reply, outcome.token);
      location = socialLinkPath(name);
      break;
    case 'failure':
      location = socialErrorPath(outcome.reason);
      break;
  }
  reply.code(303).header('location', location).header('cache-control', 'no-store');
  return '';
};

function mobileHandler(name: SocialProvider) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await conclude(request, name, true);
    if (outcome.kind === 'failure') {
      const status = outcome.reason === 'unavailable' ? 503 : 400;
      throw new ApiError(status, [socialMessages[outcome.reason].message]);
    }
    if (outcome.kind === 'session') {
      await startSession(request, reply, outcome.user, false);
      const data: Schemas['SocialMobileResult'] = { outcome: 'session', provider: name };
      return ok(data, toApiUser(outcome.user));
    }
    setPendingCookie(request, reply, outcome.token);
    const data: Schemas['SocialMobileResult'] = { outcome: outcome.kind, provider: name };
    return ok(data, envelopeUser(request));
  };
}

const socialGoogleMobile: OperationHandler<'socialGoogleMobile'> = mobileHandler('google');
const socialFacebookMobile: OperationHandler<'socialFacebookMobile'> = mobileHandler('facebook');

const socialLink: OperationHandler<'socialLink'> = async (request, reply) => {
  const { db } = request.server.database;
  const pending = await pendingOf(request);
  if (pending === null) throw new ApiError(400, [socialMessages.pendingMissing.message]);
  const candidate = await findLoginCandidate(db, pending.email);
  // A missing account still pays for a hash verification, so timing tells nothing.
  const matches = await verifyPassword(candidate?.passwordHash ?? null, request.body.password);
  if (candidate === null || !matches) {
    throw new ApiError(401, [socialMessages.wrongPassword.message]);
  }
  if (!candidate.confirmed) throw new ApiError(401, [socialMessages.unconfirmed.message]);
  if (candidate.mfaSecret !== null) throw new ApiError(401, [SOCIAL_LINK_MFA]);
  const userId = candidate.user.id;
  const linked = await db.transaction(async (tx) => {
    if (!(await deletePendingAccount(tx, pending.id))) return false;
    return linkIdentity(tx, { provider: pending.provider, subject: pending.subject, userId });
  });
  if (!linked) throw new ApiError(400, [socialMessages.pendingMissing.message]);
  clearPendingCookie(request, reply);
  await startSession(request, reply, candidate.user, request.body.remember_me ?? false);
  const user = toApiUser(candidate.user);
  return ok({ user }, user);
};

const registrationSocialUserDetail: OperationHandler<'registrationSocialUserDetail'> = async (
  request,
) => {
  const pending = await pendingOf(request);
  const detail: Schemas['SocialUserDetail'] =
    pending === null
      ? { linked: false }
      : {
          linked: true,
          provider: pending.provider,
          email: pending.email,
          emailVerified: pending.emailVerified,
          firstName: pending.firstName,
          lastName: pending.lastName,
        };
  return ok(detail, envelopeUser(request));
};

const plainRegisterUser = registerUserWith();

/**
 * register_user after a social sign-in: the new account is linked to the provider's account, and
 * confirmed and logged in at once when the provider verified the e-mail the form kept.
 */
const registrationRegisterUser: OperationHandler<'registrationRegisterUser'> = async (
  request,
  reply,
) => {
  const pending = await pendingOf(request);
  if (pending === null) return plainRegisterUser(request, reply);
  const created: { userId: number | null; confirmed: boolean } = { userId: null, confirmed: false };
  const envelope = await registerUserWith(async (tx, account) => {
    if (!(await deletePendingAccount(tx, pending.id))) return false;
    await linkIdentity(tx, {
      provider: pending.provider,
      subject: pending.subject,
      userId: account.userId,
    });
    created.userId = account.userId;
    created.confirmed = pending.emailVerified && account.email === pending.email;
    return created.confirmed;
  })(request, reply);
  if (created.userId !== null) clearPendingCookie(request, reply);
  if (created.userId === null || !created.confirmed) return envelope;
  const user = await findPublicUser(request.server.database.db, created.userId);
  if (user === null) throw new ApiError(500, [messages.generic.message]);
  await startSession(request, reply, user, false);
  return withInfo(ok({ email: user.email, confirmed: true }, toApiUser(user)), SOCIAL_REGISTERED);
};

export const socialHandlers = {
  socialStart,
  socialCallback,
  socialGoogleMobile,
  socialFacebookMobile,
  socialLink,
  registrationSocialUserDetail,
  registrationRegisterUser,
};
