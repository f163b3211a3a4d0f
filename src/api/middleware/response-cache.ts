import type { Middleware } from 'openapi-fetch';
import { createResponseCache, isCacheableRead } from '../response-cache';

/** Serves cached catalogue and content reads; any non-GET call empties the cache. */
export function responseCacheMiddleware(cache = createResponseCache()): Middleware {
  return {
    onRequest({ request }) {
      if (request.method !== 'GET') {
        cache.clear();
        return undefined;
      }
      if (!isCacheableRead(request.method, new URL(request.url))) return undefined;
      return cache.get(request.url);
    },
    onResponse({ request, response }) {
      if (response.ok && isCacheableRead(request.method, new URL(request.url))) {
        cache.set(request.url, response);
      }
    },
  };
}
