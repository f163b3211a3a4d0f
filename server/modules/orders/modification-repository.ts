/**
 * The SQL of changing an order through the cart (order/modify): the cart that changes an order
 * (status 7, `modifying_order_id`, the codes the order held) and serving the cart where the order
 * is served. The shopper's calls name their own cart (ensureCart); the lifecycle job finds the
 * cart by the order it changes.
 */
import { and, eq } from 'drizzle-orm';
import { CART_STATUS_ADDRESS_LOCKED, CART_STATUS_OPEN } from '../../../src/domain/cart-status';
import type { Db } from '../../db/client';
import { carts, cartServices, type ModifiedOrderGiftCode } from '../../db/schema';
import type { OrderRow } from './repository';

export interface ModificationCart {
  readonly id: number;
  readonly userId: number;
  readonly cartStatusId: number;
  readonly modifyingOrderId: number | null;
  readonly modifyingOrderGiftCodes: readonly ModifiedOrderGiftCode[];
}

const columns = {
  id: carts.id,
  userId: carts.userId,
  cartStatusId: carts.cartStatusId,
  modifyingOrderId: carts.modifyingOrderId,
  modifyingOrderGiftCodes: carts.modifyingOrderGiftCodes,
};

/** The user's cart, locked until the transaction ends. */
export async function lockUserCart(
  tx: Db,
  cartId: number,
  userId: number,
): Promise<ModificationCart> {
  const rows = await tx
    .select(columns)
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  if (rows[0] === undefined) throw new Error(`Cart ${cartId} of user ${userId} vanished`);
  return rows[0];
}

/** The cart changing the order, if any, locked until the transaction ends. */
export async function lockCartModifying(tx: Db, orderId: number): Promise<ModificationCart | null> {
  const rows = await tx
    .select(columns)
    .from(carts)
    .where(eq(carts.modifyingOrderId, orderId))
    .for('update');
  return rows[0] ?? null;
}

/** The cart now changes the order (status 7) and remembers the codes the order held. */
export async function markCartModifying(
  tx: Db,
  cartId: number,
  orderId: number,
  codes: readonly ModifiedOrderGiftCode[],
): Promise<void> {
  await tx
    .update(carts)
    .set({
      cartStatusId: CART_STATUS_ADDRESS_LOCKED,
      modifyingOrderId: orderId,
      modifyingOrderGiftCodes: [...codes],
    })
    .where(eq(carts.id, cartId));
}

/** The cart changes no order any more: open again. */
export async function endCartModification(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId: CART_STATUS_OPEN, modifyingOrderId: null, modifyingOrderGiftCodes: [] })
    .where(eq(carts.id, cartId));
}

/**
 * Serves the cart where the order is served: its address, service, store, warehouse and slot
 * (the order's own place: the cart takes none) and its comment and invoice request.
 */
export async function serveCartLikeOrder(tx: Db, cartId: number, order: OrderRow): Promise<void> {
  const values = {
    addressId: order.addressId,
    deliveryServiceId: order.deliveryServiceId,
    storeId: order.storeId,
    warehouseId: order.warehouseId,
    timeslotId: order.timeslotId,
    timeslotDate: order.timeslotDate,
    infos: {
      ...(order.orderComment === null ? {} : { order_comment: order.orderComment }),
      need_invoice: order.needInvoice ? 'true' : 'false',
    },
  };
  await tx
    .insert(cartServices)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: cartServices.cartId, set: values });
}
