import type { Middleware } from 'openapi-fetch';
import { pendingRequests } from '../pending-requests';

/**
 * Counts requests in flight for the loader overlay. A reply served from the cache never reached
 * the network, so only requests this middleware saw leave are counted back.
 */
export function pendingMiddleware(): Middleware {
  const inFlight = new Set<string>();
  const settle = (id: string) => {
    if (inFlight.delete(id)) pendingRequests.decrement();
  };
  return {
    onRequest({ id }) {
      inFlight.add(id);
      pendingRequests.increment();
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}
