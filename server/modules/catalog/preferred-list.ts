/**
 * The shopper's preferred list (`products?preferred=true`): their favourites, the newest first,
 * or, when they have none, the products they bought most. Only products still in the catalogue.
 */
import type { Schemas } from '../../http/contract';
import type { Db } from '../../db/client';
import { favoriteIds, mostBoughtIds } from './favorites-repository';
import type { CatalogSnapshot } from './snapshot';

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
