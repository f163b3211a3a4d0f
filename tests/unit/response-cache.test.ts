import { describe, expect, it } from 'vitest';
import {
  createResponseCache,
  isCacheableRead,
  RESPONSE_CACHE_MAX_ENTRIES,
  RESPONSE_CACHE_TTL_MS,
} from '../../src/api/response-cache';

const url = (path: string) => new URL(path, 'http://127.0.0.1');

describe('client read cache (15 minutes, 50 entries)', () => {
  it.each([
    ['/ebsn/api/products?parent_category_id=3', true],
    ['/ebsn/api/category?slug=frutta', true],
    ['/ebsn/api/category-block/info?categoryBlockId=1', true],
    ['/p/wp-json/wp/v2/pages?slug=faq', true],
    ['/ebsn/api/products?wishlist_id=4', false],
    ['/ebsn/api/products?preferred=true', false],
    ['/ebsn/api/cart/view', false],
  ])('GET %s is cached: %s', (path, cached) => {
    expect(isCacheableRead('GET', url(path))).toBe(cached);
  });

  it('never caches a non-GET call', () => {
    expect(isCacheableRead('POST', url('/ebsn/api/products'))).toBe(false);
  });

  it('serves a stored reply until 15 minutes have passed', async () => {
    let now = 0;
    const cache = createResponseCache(() => now);
    cache.set('a', new Response('{"x":1}'));
    now = RESPONSE_CACHE_TTL_MS;
    expect(await cache.get('a')?.json()).toEqual({ x: 1 });
    now = RESPONSE_CACHE_TTL_MS + 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    const cache = createResponseCache(() => 0);
    for (let i = 0; i <= RESPONSE_CACHE_MAX_ENTRIES; i += 1)
      cache.set(`k${i}`, new Response(String(i)));
    expect(cache.size).toBe(RESPONSE_CACHE_MAX_ENTRIES);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${RESPONSE_CACHE_MAX_ENTRIES}`)).toBeDefined();
  });

  it('clear empties it', () => {
    const cache = createResponseCache();
    cache.set('a', new Response('1'));
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
