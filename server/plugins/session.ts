/**
 * Resolves the session credential of every /ebsn/api request (cookie `ebsn_session`, or the
 * `X-Ebsn-Session` header of native clients) into `request.auth`, marks authenticated replies
 * with `X-Ebsn-Account`, and offers the helpers handlers use to start, end and require sessions.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../src/domain/messages';
import {
  ACCOUNT_HEADER,
  API_PREFIX,
  CLIENT_HEADER,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_POLICY,
} from '../config';
import { ApiError, anonymousUser, type ApiUser } from '../http/envelope';
import { nativeOriginOf } from './native-app-cors';
import { toApiUser, type PublicUser } from '../modules/session/repository';
import { isWellFormedToken, newSessionToken, sessionIdOf } from '../modules/session/sessions';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  touchSession,
} from '../modules/session/session-repository';

/** No credential at all, a live session, or a credential that is expired or unknown. */
export type AuthState =
  | { readonly state: 'anonymous' }
  | { readonly state: 'live'; readonly sessionId: string; readonly user: PublicUser }
  | { readonly state: 'expired' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /ebsn/api requests before validation; null elsewhere. */
    auth: AuthState | null;
  }
}

const ANONYMOUS: AuthState = { state: 'anonymous' };

export interface SessionPluginOptions {
  /** How often expired rows are deleted; 0 (the default) leaves it to requests that meet them. */
  readonly cleanupIntervalMs?: number;
}

function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/** Native apps announce themselves with a client type other than `web`. */
function isNativeClient(request: FastifyRequest): boolean {
  const client = request.headers[CLIENT_HEADER];
  return typeof client === 'string' && client !== '' && client.toLowerCase() !== 'web';
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

async function resolveAuth(request: FastifyRequest): Promise<AuthState> {
  const token = credentialOf(request);
  if (token === undefined) return ANONYMOUS;
  if (!isWellFormedToken(token)) return { state: 'expired' };
  const sessionId = sessionIdOf(token);
  const { db } = request.server.database;
  const user = await touchSession(db, sessionId);
  if (user !== null) return { state: 'live', sessionId, user };
  // Expired (or never existed): drop the row now rather than wait for a cleanup.
  await deleteSession(db, sessionId);
  return { state: 'expired' };
}

/** The request's session state (anonymous outside /ebsn/api). */
export function authOf(request: FastifyRequest): AuthState {
  return request.auth ?? ANONYMOUS;
}

/** The envelope's `user`: the whole user with a live session, `{userId: -1}` otherwise. */
export function envelopeUser(request: FastifyRequest): ApiUser {
  const auth = authOf(request);
  return auth.state === 'live' ? toApiUser(auth.user) : anonymousUser();
}

function sessionExpired(): ApiError {
  return new ApiError(419, [messages.sessionExpired.message]);
}

/** For calls that also serve anonymous visitors: a dead credential still answers 419. */
export function refuseExpiredCredential(request: FastifyRequest): void {
  if (authOf(request).state === 'expired') throw sessionExpired();
}

/** For calls that need a login: anything but a live session answers 419. */
export function requireLiveSession(request: FastifyRequest): PublicUser {
  const auth = authOf(request);
  if (auth.state !== 'live') throw sessionExpired();
  return auth.user;
}

/**
 * Starts a fresh session for `user`, replacing the one the client had (no session fixation), and
 * hands the token over: as the cookie, and to native clients also as `X-Ebsn-Session`. A call
 * from the mobile app's webview (across origins, native-app-cors.ts) gets the header only: the
 * webview keeps its session there, never in a cookie.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: PublicUser,
  rememberMe: boolean,
): Promise<void> {
  const { db } = request.server.database;
  const previous = authOf(request);
  if (previous.state === 'live') await deleteSession(db, previous.sessionId);

  const token = newSessionToken();
  const sessionId = sessionIdOf(token);
  await createSession(db, { id: sessionId, userId: user.id, rememberMe });
  request.auth = { state: 'live', sessionId, user };

  const fromWebview = nativeOriginOf(request) !== null;
  if (!fromWebview) {
    reply.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions(request),
      // Without remember-me the cookie lives as long as the browser session.
      ...(rememberMe ? { maxAge: SESSION_POLICY.rememberMe.absoluteSeconds } : {}),
    });
  }
  if (fromWebview || isNativeClient(request)) reply.header(SESSION_HEADER, token);
}

/** Ends the client's session if it has one and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = authOf(request);
  if (auth.state === 'live') await deleteSession(request.server.database.db, auth.sessionId);
  request.auth = ANONYMOUS;
  clearSessionCookie(request, reply);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export default fp<SessionPluginOptions>(
  async (app, options) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(API_PREFIX)) request.auth = await resolveAuth(request);
    });

    app.addHook('onSend', async (request, reply) => {
      const auth = authOf(request);
      if (auth.state === 'live') reply.header(ACCOUNT_HEADER, String(auth.user.id));
    });

    const interval = options.cleanupIntervalMs ?? 0;
    if (interval > 0) {
      const timer = setInterval(() => {
        deleteExpiredSessions(app.database.db).then(
          (count) => app.log.debug({ count }, 'expired sessions deleted'),
          (error: unknown) => app.log.warn({ err: error }, 'expired session cleanup failed'),
        );
      }, interval);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
