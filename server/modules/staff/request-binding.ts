/**
 * Binds a sign-on to the browser that started it: do-login leaves the AuthnRequest's id in a
 * short-lived HttpOnly cookie scoped to the assertion consumer service, and only a response to
 * that very request is taken from this browser. Without it, a staff user could post their own
 * valid response into a colleague's browser and sign it on as themselves (login CSRF).
 *
 * A real identity provider posts from another site: the cookie is then SameSite=None, which
 * browsers only keep over https (the shop's production set-up); the test provider is same-site.
 */
import { inflateRawSync } from 'node:zlib';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SAML_REQUEST_COOKIE = 'ebsn_saml_request';
const COOKIE_PATH = '/saml/acs';
const LIFETIME_SECONDS = 10 * 60;
const MAX_XML_BYTES = 16 * 1024;

/**
 * The root element of a SAMLRequest as the HTTP-Redirect binding carries it (deflated, base64),
 * read with a bound on its inflated size; null when unreadable.
 */
export function decodeRedirectRequest(encoded: string): Element | null {
  try {
    const xml = inflateRawSync(Buffer.from(encoded, 'base64'), {
      maxOutputLength: MAX_XML_BYTES,
    }).toString('utf8');
    return new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  } catch {
    return null;
  }
}

/** The ID of the AuthnRequest in an HTTP-Redirect sign-on address; null when unreadable. */
export function requestIdOfRedirect(redirectUrl: string): string | null {
  let encoded: string;
  try {
    encoded = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  } catch {
    return null;
  }
  return decodeRedirectRequest(encoded)?.getAttribute('ID') ?? null;
}

/** The InResponseTo of a posted (base64) response, unverified: only compared with the cookie. */
export function inResponseToOf(samlResponse: string): string | null {
  try {
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    return (
      new DOMParser()
        .parseFromString(xml, 'text/xml')
        .documentElement?.getAttribute('InResponseTo') ?? null
    );
  } catch {
    return null;
  }
}

function cookieOptions(request: FastifyRequest) {
  const https = request.protocol === 'https';
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: https,
    sameSite: https ? ('none' as const) : ('lax' as const),
  };
}

export function rememberRequest(request: FastifyRequest, reply: FastifyReply, requestId: string) {
  reply.setCookie(SAML_REQUEST_COOKIE, requestId, {
    ...cookieOptions(request),
    maxAge: LIFETIME_SECONDS,
  });
}

/** The request id this browser is waiting for, and the cookie cleared (used once). */
export function takeRememberedRequest(request: FastifyRequest, reply: FastifyReply): string | null {
  const id = request.cookies[SAML_REQUEST_COOKIE];
  reply.clearCookie(SAML_REQUEST_COOKIE, cookieOptions(request));
  return id === undefined || id === '' ? null : id;
}
