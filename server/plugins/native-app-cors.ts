/**
 * CORS for the hybrid app's webviews, and for nothing else (DESIGN.md "The mobile app", ADR 0005):
 * the app is served from `capacitor://localhost` (iOS) or `https://localhost` (Android) and calls
 * the shop across origins. For exactly those origins (NATIVE_APP_ORIGINS) the shop API, the
 * version check (`/version.json`) and the content service (`/p/`) answer preflights and name the
 * origin in their replies, with the headers the app's client sends (src/api/middleware/headers.ts)
 * allowed and the session and account headers it saves exposed. The webview keeps its session in
 * those headers: credentials are never allowed across origins, so no cookie is sent or kept.
 *
 * Any other origin gets no CORS header at all: a page of another site still cannot read a reply,
 * nor send `X-Ebsn-Client` (its preflight is not granted), and the forged-request check
 * (./request-origin.ts) refuses its calls that change something.
 *
 * Registered before the maintenance switch, so a preflight is answered and a 503 can be read by
 * the app while the shop is in maintenance.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, CONTENT_ROOT_PREFIX, NATIVE_APP_ORIGINS } from '../config';

/** What the app calls across origins: the shop API, the version check and the content service. */
const CORS_PREFIXES = [API_PREFIX, CONTENT_ROOT_PREFIX] as const;
const VERSION_PATH = '/version.json';

/** The methods of the contracts (openapi/ebsn.yaml, openapi/content.yaml). */
export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST';

/**
 * The request headers the app's client sends (src/api/middleware/headers.ts, the checkout's
 * idempotency key, the forms' content types). Accept and the languages are safelisted by the
 * browsers already; they are named for the webviews that ask all the same.
 */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Content-Language',
  'Content-Type',
  'Idempotency-Key',
  'X-Ebsn-Client',
  'X-Ebsn-Version',
  'X-Ebsn-Lang',
  'X-Ebsn-Client-Uuid',
  'X-Ebsn-Session',
  'X-Ebsn-Account',
].join(', ');

/**
 * The reply headers the app reads beyond the safelisted ones: the session and the account it
 * keeps, the maintenance's Retry-After, an invoice's file name, the content service's paging.
 */
export const CORS_EXPOSED_HEADERS = [
  'X-Ebsn-Session',
  'X-Ebsn-Account',
  'Retry-After',
  'Content-Disposition',
  'X-WP-Total',
  'X-WP-TotalPages',
].join(', ');

/** How long a webview may keep a preflight's answer (WebKit keeps at most 10 minutes). */
export const CORS_MAX_AGE_SECONDS = 600;

const nativeOrigins: ReadonlySet<string> = new Set(NATIVE_APP_ORIGINS);

function isCorsPath(url: string): boolean {
  return (
    CORS_PREFIXES.some((prefix) => url.startsWith(prefix)) ||
    url === VERSION_PATH ||
    url.startsWith(`${VERSION_PATH}?`)
  );
}

/** The request's origin when it is one of the webviews'; null for any other or none. */
export function nativeOriginOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && nativeOrigins.has(origin) ? origin : null;
}

/** Adds `Origin` to the reply's Vary, keeping what is there (compression's Accept-Encoding). */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === 'origin')) return;
  reply.header('vary', [...values, 'Origin'].join(', '));
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'OPTIONS' || !isCorsPath(request.url)) return;
      const origin = nativeOriginOf(request);
      // Not a webview's preflight: no CORS; the call goes on to its 404 like any OPTIONS.
      if (origin === null || request.headers['access-control-request-method'] === undefined) return;
      return reply
        .code(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
        .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
        .header('cache-control', 'no-store')
        .send();
    });

    app.addHook('onSend', async (request, reply) => {
      if (!isCorsPath(request.url)) return;
      // Caches keep apart the replies to the webviews and to everyone else.
      varyOnOrigin(reply);
      const origin = nativeOriginOf(request);
      if (origin === null || reply.hasHeader('access-control-allow-origin')) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    });
  },
  { name: 'native-app-cors' },
);
