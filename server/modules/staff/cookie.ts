/** The staff session's cookie: HttpOnly, SameSite=Lax, Secure over https, a browser-session cookie. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE } from '../../config';
import { newSessionToken, sessionIdOf } from '../session/sessions';
import { createStaffSession, deleteStaffSession } from './session-repository';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/** Starts a staff session (replacing the browser's previous one) and sets its cookie. */
export async function startStaffSession(
  request: FastifyRequest,
  reply: FastifyReply,
  staffUserId: number,
  saml: { readonly nameId: string; readonly sessionIndex: string | null } | null,
): Promise<void> {
  const { db } = request.server.database;
  if (request.staff !== null) await deleteStaffSession(db, request.staff.sessionId);
  const token = newSessionToken();
  await createStaffSession(db, {
    id: sessionIdOf(token),
    staffUserId,
    samlNameId: saml?.nameId ?? null,
    samlSessionIndex: saml?.sessionIndex ?? null,
  });
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(request));
}

/** Ends the browser's staff session, if any, and clears the cookie. */
export async function endStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.staff !== null) {
    await deleteStaffSession(request.server.database.db, request.staff.sessionId);
    // The customer acted for is not this browser's shopper.
    if (request.staff.actingUserId !== null) request.auth = { state: 'anonymous' };
    request.staff = null;
  }
  reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
}
