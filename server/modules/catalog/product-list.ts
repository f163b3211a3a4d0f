/**
 * A product list through the snapshot's caches: the search hits of the words, the filtered list
 * with its facets, and the list in the order asked for are each kept, so refining a search (an
 * order, a page, a filter) only redoes what changed.
 */
import { jsonText } from '../../http/envelope';
import type { LruCache } from './lru-cache';
import { filterCacheKey, filterProducts, sortProducts, type FilterRequest } from './product-query';
import { wordsOf } from './search/italian-text';
import type { SearchHits } from './search/search-index';
import type { CachedFilter, CatalogSnapshot, ProductSort } from './snapshot';

export function cached<V>(cache: LruCache<string, V>, key: string, make: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = make();
  cache.set(key, value);
  return value;
}

export interface SortedList {
  /** Identifies the list (filters and order) in the snapshot's caches. */
  readonly key: string;
  readonly indexes: Int32Array;
  readonly facetsJson: CachedFilter['facetsJson'];
}

export function productListOf(
  snapshot: CatalogSnapshot,
  request: FilterRequest,
  sort: ProductSort,
): SortedList {
  const { q } = request;
  const hits: SearchHits | null =
    q === undefined
      ? null
      : cached(snapshot.caches.search, wordsOf(q).join(' '), () => snapshot.search.search(q));
  const filterKey = filterCacheKey(request);
  const filtered = cached(snapshot.caches.filtered, filterKey, () => {
    const list = filterProducts(snapshot, request, hits);
    return { ...list, facetsJson: jsonText(list.facets) };
  });
  const key = `${filterKey}|${sort}`;
  const indexes = cached(snapshot.caches.sorted, key, () =>
    sortProducts(snapshot, filtered.members, sort, hits),
  );
  return { key, indexes, facetsJson: filtered.facetsJson };
}
