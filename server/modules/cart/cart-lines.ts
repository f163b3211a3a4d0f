/**
 * The lines part of a cart reply: the lines with their products and the totals the server
 * computes. (Placeholder until the cart lines land.)
 */
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import type { CatalogCache } from '../catalog/catalog-cache';

export type CartLinesView = Pick<
  Schemas['Cart'],
  'cartItems' | 'totalItems' | 'totalPrice' | 'totalPriceVariable' | 'maxLeadTime'
>;

export async function loadCartLines(
  _db: Db,
  _catalog: CatalogCache,
  _cartId: number,
): Promise<CartLinesView> {
  return { cartItems: [], totalItems: 0, totalPrice: 0, totalPriceVariable: 0, maxLeadTime: 0 };
}
