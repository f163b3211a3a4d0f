import type { QueryClient } from '@tanstack/react-query';
import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../../api/api-error';
import { SERVICE_DOWN_PATH } from '../../domain/service-down';

/**
 * Calls whose 503 says something else than "the shop is down": social login's start and link
 * answer 503 when the identity provider cannot be reached.
 */
const OWN_503_PREFIX = '/ebsn/api/social/';

const SERVICE_UNAVAILABLE = 503;
/** ApiError's status of a call that reached no server. */
const NETWORK_FAILURE = 0;

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
      if (response.status === SERVICE_UNAVAILABLE && !schemaPath.startsWith(OWN_503_PREFIX)) {
        onDown();
      }
    },
    onError({ error }) {
      if (!isAbort(error)) onDown();
    },
  };
}

/**
 * Whether a read failed because the shop was down before the watch was there to see it: the
 * first page's reads run before the after-paint chunk that brings the watch arrives.
 */
export function hasReadFailedWhileDown(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(({ state: { error } }) => error instanceof ApiError && isDownStatus(error.httpStatus));
}

const isDownStatus = (status: number) =>
  status === SERVICE_UNAVAILABLE || status === NETWORK_FAILURE;

/** The address of `/service-down` that returns the shopper to `href` (path, query, fragment). */
export function serviceDownHref(href: string): string {
  return `${SERVICE_DOWN_PATH}?${new URLSearchParams({ from: href }).toString()}`;
}
