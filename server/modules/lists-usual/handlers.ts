/**
 * wishlist/usual, 'I miei soliti': the products in at least two of the shopper's last five orders
 * (not cancelled) with their usual quantity on the product's selling grid, in the wishlist view's
 * line shape (`itemId` is the product id). Only products still on sale.
 */
import { normalizeManualQuantity } from '../../../src/domain/quantity';
import { USUAL_RECENT_ORDERS, usualProducts } from '../../../src/domain/usual-products';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ok } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { cartProductOf } from '../cart/cart-products';
import { recentOrderLines } from './repository';

const wishlistUsual: OperationHandler<'wishlistUsual'> = async (request) => {
  const user = requireLiveSession(request);
  const snapshot = await request.server.catalog.snapshot();
  const orders = await recentOrderLines(request.server.database.db, user.id, USUAL_RECENT_ORDERS);
  const wishlistItems = usualProducts(orders).flatMap((usual): Schemas['WishlistItem'][] => {
    const entry = cartProductOf(snapshot, usual.productId);
    if (entry === undefined) return [];
    const { quantity } = normalizeManualQuantity(entry.rules, usual.quantity);
    if (quantity <= 0) return [];
    const isSfuso = entry.rules.tipologia === 'Sfuso';
    return [
      {
        itemId: usual.productId,
        product: entry.product,
        quantity,
        weight: isSfuso ? quantity : 0,
        infos: {},
      },
    ];
  });
  return ok({ wishlistItems, ordersConsidered: orders.length }, envelopeUser(request));
};

export const usualHandlers = { wishlistUsual };
