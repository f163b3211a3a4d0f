import type { Middleware } from 'openapi-fetch';
import { SERVICE_DOWN_PATH } from '../../domain/service-down';

/**
 * Calls whose 503 says something else than "the shop is down": social login's start and link
 * answer 503 when the identity provider cannot be reached.
 */
const OWN_503_PREFIX = '/ebsn/api/social/';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A middleware for the shop's client that calls `onDown` when the shop answers 503 (maintenance,
 * or a proxy with no server behind it) or cannot be reached at all (a network failure, but not a
 * request the app cancelled itself). Added to the client by the lazy watch, so the first page's
 * JavaScript does not carry it.
 */
export function serviceDownMiddleware(onDown: () => void): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 503 && !schemaPath.startsWith(OWN_503_PREFIX)) onDown();
    },
    onError({ error }) {
      if (!isAbort(error)) onDown();
    },
  };
}

/** The address of `/service-down` that returns the shopper to `href` (path, query, fragment). */
export function serviceDownHref(href: string): string {
  return `${SERVICE_DOWN_PATH}?${new URLSearchParams({ from: href }).toString()}`;
}
