/**
 * Changing a confirmed order in place through the cart (shopping-flow.md section 7 "Orders":
 * order/modify; our order/modify-cancel). The order keeps its id throughout:
 *
 * - starting: the order's lines go into the shopper's empty cart (products not buyable now are
 *   skipped, reorder's rule), the cart is served where the order is, on the order's slot without
 *   a second place (the order keeps its booking), the order's gift codes go back to the cart, and
 *   the cart takes status 7 (address and service locked) pointing at the order;
 * - cancelling: the cart gives everything back and the order stands as it was: its codes return
 *   to it, a place the cart booked on another slot is given back, the cart is emptied and open;
 * - re-confirming is checkout/buy on the cart (checkout/reconfirm.ts).
 *
 * Every transaction locks the order before the cart, so two of them never wait in a circle.
 */
import { CART_STATUS_OPEN } from '../../../src/domain/cart-status';
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { refuseAny } from '../cart/cart-change';
import { planAdd, type ProductLookup } from '../cart/cart-plan';
import {
  addToLine,
  cartLineRows,
  deleteAllLines,
  purchaseLimitGroupRows,
} from '../cart/line-repository';
import { reopenOrderGiftCodes, returnGiftCodesToOrder } from '../gifts/order-gift-codes';
import {
  clearBoughtService,
  heldBooking,
  lockCartService,
  releaseBooking,
  sameBooking,
  type BookingKey,
} from '../service/cart-service-repository';
import {
  endCartModification,
  lockCartModifying,
  markCartModifying,
  serveCartLikeOrder,
  type ModificationCart,
} from './modification-repository';
import { purchasableOrderLines } from './reorder';
import { itemsOf, type OrderRow } from './repository';

export function bookingOf(order: OrderRow): BookingKey {
  return { warehouseId: order.warehouseId, timeslotId: order.timeslotId, date: order.timeslotDate };
}

/**
 * Puts the locked order into the user's locked cart; answers the names of the products left out.
 * Refuses (and the caller's transaction rolls back) when the cart is not open and empty, or when
 * none of the order's products can be bought.
 */
export async function startModification(
  tx: Db,
  input: {
    readonly order: OrderRow;
    readonly cart: ModificationCart;
    readonly lookup: ProductLookup;
  },
): Promise<string[]> {
  const { order, cart, lookup } = input;
  const cartId = cart.id;
  const busy =
    cart.cartStatusId !== CART_STATUS_OPEN ||
    cart.modifyingOrderId !== null ||
    (await cartLineRows(tx, cartId)).length > 0;
  if (busy) {
    throw new ApiError(400, [
      orderText(orderMessages.cartNotEmptyForModify, { orderId: order.id }),
    ]);
  }
  const { items, skipped } = purchasableOrderLines(await itemsOf(tx, [order.id]), lookup);
  if (items.length === 0) {
    throw new ApiError(400, [orderText(orderMessages.modifyNothing, { orderId: order.id })]);
  }
  const plan = planAdd([], items, lookup, await purchaseLimitGroupRows(tx));
  refuseAny(plan.problems);
  for (const addition of plan.additions) await addToLine(tx, cartId, addition);

  // The cart's own place, if it held one, goes: it now points at the order's.
  const held = heldBooking(await lockCartService(tx, cartId));
  if (held !== null) await releaseBooking(tx, held);
  await serveCartLikeOrder(tx, cartId, order);

  const codes = await reopenOrderGiftCodes(tx, { cartId, userId: order.userId, orderId: order.id });
  await markCartModifying(tx, cartId, order.id, codes);
  return skipped;
}

/**
 * Gives the change of the locked order up on its locked cart: the order stands as it was and
 * the cart is open and empty, still served at the order's address but without a slot.
 */
export async function cancelModification(
  tx: Db,
  order: OrderRow,
  cart: ModificationCart,
): Promise<void> {
  const held = heldBooking(await lockCartService(tx, cart.id));
  if (held !== null && !sameBooking(held, bookingOf(order))) await releaseBooking(tx, held);
  await deleteAllLines(tx, cart.id);
  await returnGiftCodesToOrder(tx, {
    cartId: cart.id,
    userId: order.userId,
    orderId: order.id,
    codes: cart.modifyingOrderGiftCodes,
  });
  await clearBoughtService(tx, cart.id);
  await endCartModification(tx, cart.id);
}

/**
 * For changes of the locked order that end its modification (the preparation starts, the
 * order is cancelled): cancels the change in progress, if any; true when there was one.
 */
export async function cancelModificationOf(tx: Db, order: OrderRow): Promise<boolean> {
  const cart = await lockCartModifying(tx, order.id);
  if (cart === null) return false;
  await cancelModification(tx, order, cart);
  return true;
}
