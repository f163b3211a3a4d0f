/**
 * No forged requests (DESIGN.md "Session and security", issue 13): a call that changes something
 * (every POST, and the GETs the contract marks `x-state-changing`) is served only when it comes
 * from the shop's own app. A link, a redirect or a form on another site can make the browser send
 * the session cookie (SameSite=Lax lets top-level GETs through, and same-site forms carry it), but
 * it cannot add the `X-Ebsn-Client` header the app always sends, nor hide where it comes from:
 *
 * - `X-Ebsn-Client` must be present (a plain form or link cannot set a header; a script of another
 *   origin would need a CORS preflight the shop never grants);
 * - `Origin`, when sent, must be the shop's own (or a native app's webview, NATIVE_APP_ORIGINS);
 * - `Sec-Fetch-Site`, when sent, must not be `cross-site` or `same-site` (a sibling subdomain is
 *   another site too), except from a native app's webview.
 *
 * It runs before the session is read, so a forged call never answers 419 (which would log the
 * shopper out) and a forged login never starts a session.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_PREFIX,
  CLIENT_HEADER,
  CONTENT_ADMIN_PREFIX,
  CONTENT_ROOT_PREFIX,
  NATIVE_APP_ORIGINS,
} from '../config';
import { ApiError } from '../http/envelope';
import { FOREIGN_REQUEST } from '../http/validation-messages';

export interface RequestOriginOptions {
  /** PUBLIC_URL: the shop's address as shoppers open it (behind a proxy, Host may differ). */
  readonly publicUrl: string;
  /**
   * Guard every call under `/p/`, not only admin-ajax.php: with CONTENT_URL the whole WordPress
   * site is forwarded, and any of its POSTs may change something there (default false).
   */
  readonly guardWholeContentRoot?: boolean;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const FOREIGN_SITES: ReadonlySet<string> = new Set(['cross-site', 'same-site']);

/** Whether the call changes something: not a safe method, or marked so by the contract. */
export function isStateChanging(request: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  const schema: unknown = request.routeOptions.schema;
  return typeof schema === 'object' && schema !== null && 'x-state-changing' in schema
    ? schema['x-state-changing'] === true
    : false;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `scheme://host[:port]` of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export default fp<RequestOriginOptions>(
  async (app, options) => {
    const publicOrigin = originOf(options.publicUrl);
    const nativeOrigins: ReadonlySet<string> = new Set(NATIVE_APP_ORIGINS);

    function isShopOrigin(request: FastifyRequest, origin: string): boolean {
      return (
        origin === publicOrigin || origin === originOf(`${request.protocol}://${request.host}`)
      );
    }

    app.addHook('onRequest', async (request) => {
      // The shop API, and the content service's forms (WordPress's admin-ajax.php).
      const guarded =
        request.url.startsWith(API_PREFIX) ||
        request.url.startsWith(
          options.guardWholeContentRoot === true ? CONTENT_ROOT_PREFIX : CONTENT_ADMIN_PREFIX,
        );
      if (!guarded || !isStateChanging(request)) return;
      const origin = headerOf(request, 'origin');
      const fromNativeApp = origin !== undefined && nativeOrigins.has(origin);
      const site = headerOf(request, 'sec-fetch-site');
      const forged =
        headerOf(request, CLIENT_HEADER) === undefined ||
        (origin !== undefined && !fromNativeApp && !isShopOrigin(request, origin)) ||
        (site !== undefined && FOREIGN_SITES.has(site) && !fromNativeApp);
      if (forged) throw new ApiError(403, [FOREIGN_REQUEST]);
    });
  },
  { name: 'request-origin' },
);
