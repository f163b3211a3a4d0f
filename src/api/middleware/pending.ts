import type { Middleware } from 'openapi-fetch';
import { pendingRequests } from '../pending-requests';

/** Counts requests in flight for the loader overlay. */
export const pendingMiddleware: Middleware = {
  onRequest() {
    pendingRequests.increment();
  },
  onResponse() {
    pendingRequests.decrement();
  },
  onError() {
    pendingRequests.decrement();
  },
};
