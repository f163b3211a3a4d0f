/**
 * The client's read cache (account-and-platform.md §7, §9): GET replies of the catalogue and
 * content calls are kept 15 minutes, at most 50 of them, the oldest dropped first.
 */
export const RESPONSE_CACHE_TTL_MS = 900_000;
export const RESPONSE_CACHE_MAX_ENTRIES = 50;

/** Paths whose reads are cached: products, category, adv, warehouse locator, article, content. */
const CACHEABLE = [
  /^\/ebsn\/api\/products(\/|$)/,
  /^\/ebsn\/api\/category(\/|-|$)/,
  /^\/ebsn\/api\/adv(\/|$)/,
  /^\/ebsn\/api\/warehouse-locator(\/|$)/,
  /^\/ebsn\/api\/article(\/|$)/,
  /^\/p\/wp-json\//,
];
/** Product lists of the shopper's own wishlists and preferred products change with them. */
const PERSONAL = /wishlist|preferred/i;

export function isCacheableRead(method: string, url: URL): boolean {
  return (
    method === 'GET' &&
    CACHEABLE.some((path) => path.test(url.pathname)) &&
    !PERSONAL.test(url.pathname + url.search)
  );
}

interface Entry {
  readonly response: Response;
  readonly storedAt: number;
}

export function createResponseCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): Response | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > RESPONSE_CACHE_TTL_MS) {
        entries.delete(key);
        return undefined;
      }
      return entry.response.clone();
    },
    set(key: string, response: Response) {
      entries.delete(key);
      entries.set(key, { response: response.clone(), storedAt: now() });
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > RESPONSE_CACHE_MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
