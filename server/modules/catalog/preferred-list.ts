/**
 * The shopper's preferred list (`products?preferred=true`): their favourites, the newest first,
 * or, when they have none, the products they bought most. Only products still in the catalogue.
 * The listing's filters, facets and orders apply to it as to a search's hits: the list's own
 * order is its 'rank'.
 */
import { jsonText } from '../../http/envelope';
import type { Schemas } from '../../http/contract';
import type { Db } from '../../db/client';
import { favoriteIds, mostBoughtIds } from './favorites-repository';
import type { SortedList } from './product-list';
import { filterProducts, sortProducts, type FilterRequest } from './product-query';
import type { SearchHits } from './search/search-index';
import type { CatalogSnapshot, ProductSort } from './snapshot';

/** Scores that keep the list's order under 'rank' (the first scores highest). */
function asHits(indexes: Int32Array): SearchHits {
  return {
    documents: indexes,
    scores: Float64Array.from(indexes, (_, position) => (indexes.length - position) / 100),
  };
}

/** The preferred list filtered, with its facets, in the order asked for. */
export function filteredPreferred(
  snapshot: CatalogSnapshot,
  preferred: PreferredList,
  request: FilterRequest,
  sort: ProductSort,
): SortedList {
  const hits = asHits(preferred.indexes);
  const filtered = filterProducts(snapshot, { ...request, q: undefined }, hits);
  return {
    key: 'preferred',
    indexes: sortProducts(snapshot, filtered.members, sort, hits),
    facetsJson: jsonText(filtered.facets),
  };
}

export interface PreferredList {
  readonly kind: NonNullable<Schemas['ProductListData']['preferredKind']>;
  /** Product indexes of the snapshot, in the list's order. */
  readonly indexes: Int32Array;
}

function onSale(snapshot: CatalogSnapshot, productIds: readonly number[]): Int32Array {
  return Int32Array.from(productIds.flatMap((id) => snapshot.productIndexById.get(id) ?? []));
}

export async function preferredList(
  db: Db,
  snapshot: CatalogSnapshot,
  userId: number,
): Promise<PreferredList> {
  const favorites = onSale(snapshot, await favoriteIds(db, userId));
  if (favorites.length > 0) return { kind: 'favorites', indexes: favorites };
  return { kind: 'mostBought', indexes: onSale(snapshot, await mostBoughtIds(db, userId)) };
}
