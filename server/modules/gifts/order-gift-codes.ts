/**
 * What the checkout and the orders do with a cart's gift codes (their pricing is the cart's:
 * cart/cart-gift-codes.ts): tie them to the order the cart becomes, give an order's codes back when
 * it is cancelled, move them to the cart while the order is being changed and back when the change
 * is given up.
 */
import { shopDate } from '../../../src/domain/shop-time';
import type { Db } from '../../db/client';
import type { ModifiedOrderGiftCode } from '../../db/schema';
import { priceCodes, type PricedCode } from '../cart/cart-gift-codes';
import { appliedCodes } from '../cart/reply-repository';
import {
  deleteOrderUses,
  deletePendingUses,
  deleteStrayPendingUses,
  insertCartCode,
  insertOrderUse,
  markUsesOrdered,
  markUsesPending,
  orderUses,
  removeCartCode,
} from './repository';

/**
 * For the orders module, in the transaction that turns the user's locked cart into order
 * `orderId`: the codes that give a discount now are tied to the order (a once-per-user code is
 * then used for good), the others are taken off and freed. Answers the codes as priced, so the
 * order keeps the same discount the cart showed.
 */
export async function settleCartGiftCodes(
  tx: Db,
  settlement: {
    readonly cartId: number;
    readonly userId: number;
    readonly orderId: number;
    readonly goodsCents: number;
    readonly now: Date;
  },
): Promise<PricedCode[]> {
  const { cartId, userId, orderId, goodsCents, now } = settlement;
  const priced = priceCodes(await appliedCodes(tx, cartId), goodsCents, shopDate(now));
  const useIdsOf = (applies: boolean) =>
    priced.filter((code) => code.applies === applies).map((code) => code.useId);
  await markUsesOrdered(tx, userId, useIdsOf(true), orderId);
  await deletePendingUses(tx, userId, useIdsOf(false));
  return priced;
}

/** For the orders module: an order cancelled gives its gift codes back to the user. */
export function releaseOrderGiftCodes(tx: Db, userId: number, orderId: number): Promise<number> {
  return deleteOrderUses(tx, userId, orderId);
}

/**
 * For the orders module, when the shopper starts changing order `orderId` in their locked cart:
 * the order's codes go back to the cart (their uses pending again), so the cart shows their
 * discount and the re-confirmation settles them again. A code the cart already held gives way to
 * the order's. Answers the codes the order held, to give them back if the change is cancelled.
 */
export async function reopenOrderGiftCodes(
  tx: Db,
  reopening: { readonly cartId: number; readonly userId: number; readonly orderId: number },
): Promise<ModifiedOrderGiftCode[]> {
  const { cartId, userId, orderId } = reopening;
  const uses = await orderUses(tx, userId, orderId);
  for (const use of uses) {
    await removeCartCode(tx, cartId, userId, use.certificateId);
    await deleteStrayPendingUses(tx, use.certificateId, userId);
  }
  await markUsesPending(
    tx,
    userId,
    uses.map((use) => use.useId),
  );
  for (const use of uses) await insertCartCode(tx, cartId, use.certificateId, use.useId);
  return uses.map(({ certificateId, assignmentId, singleUse }) => ({
    certificateId,
    assignmentId,
    singleUse,
  }));
}

/**
 * For the orders module, when the change of order `orderId` is cancelled: the order gets back
 * exactly the codes it held (`codes`), from the cart when the cart still holds them, made again
 * when the shopper took them off meanwhile. Codes the shopper added meanwhile stay in the cart.
 */
export async function returnGiftCodesToOrder(
  tx: Db,
  returning: {
    readonly cartId: number;
    readonly userId: number;
    readonly orderId: number;
    readonly codes: readonly ModifiedOrderGiftCode[];
  },
): Promise<void> {
  const { cartId, userId, orderId, codes } = returning;
  const applied = await appliedCodes(tx, cartId);
  const backFromCart: number[] = [];
  for (const code of codes) {
    const held = applied.find((entry) => entry.certificate.id === code.certificateId);
    if (held !== undefined) {
      backFromCart.push(held.useId);
      continue;
    }
    await deleteStrayPendingUses(tx, code.certificateId, userId);
    await insertOrderUse(tx, { ...code, userId, orderId });
  }
  await markUsesOrdered(tx, userId, backFromCart, orderId);
}
