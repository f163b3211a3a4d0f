/**
 * The cookie that keeps a provider's account waiting for registration or linking (its token; the
 * row holds only the hash): HttpOnly, SameSite=Lax, sent only to the shop API, 30 minutes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_REGISTRATION_TTL_SECONDS } from '../../../src/domain/social-login';

export const SOCIAL_COOKIE = 'ebsn_social';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/ebsn/api/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function setPendingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SOCIAL_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SOCIAL_REGISTRATION_TTL_SECONDS,
  });
}

export function clearPendingCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SOCIAL_COOKIE, cookieOptions(request));
}

/** The cookie's token when it has the shape of one. */
export function pendingTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[SOCIAL_COOKIE];
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
