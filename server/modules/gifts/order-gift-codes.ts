/**
 * The gift-code part of a cart reply (cart-view.ts calls it): the applied codes, the spec's
 * orderAdjustments, the total discount and the total after it. Also what the orders module calls
 * when a cart is bought or an order cancelled, so a code is priced the same everywhere.
 */
import { cartDiscountsCents, giftDateProblem } from '../../../src/domain/gift-codes';
import { shopDate } from '../../../src/domain/shop-time';
import type { Db } from '../../db/client';
import type { ModifiedOrderGiftCode } from '../../db/schema';
import type { Schemas } from '../../http/contract';
import { priceLine } from '../cart/cart-lines';
import { cartProductOf } from '../cart/cart-products';
import { cartLineRows } from '../cart/line-repository';
import { euros } from '../catalog/product-view';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { ruleOf, validityOf } from './gift-views';
import {
  appliedCodes,
  deleteOrderUses,
  deletePendingUses,
  deleteStrayPendingUses,
  insertCartCode,
  insertOrderUse,
  markUsesOrdered,
  markUsesPending,
  orderUses,
  removeCartCode,
  type AppliedCode,
} from './repository';

export type CartGiftView = Pick<
  Schemas['Cart'],
  'giftcodes' | 'orderAdjustmentSummary' | 'totalDiscount' | 'totalPrice'
>;

export interface PricedCode extends AppliedCode {
  readonly discountCents: number;
  /** Within its days and the cart reaches its minimum spend. */
  readonly applies: boolean;
}

/** Each applied code with the cents it takes off `goodsCents` on `today` (shop day). */
export function priceCodes(
  codes: readonly AppliedCode[],
  goodsCents: number,
  today: string,
): PricedCode[] {
  const rules = codes.map((code) => ({
    ...ruleOf(code.certificate),
    usable: giftDateProblem(validityOf(code.certificate), today) === null,
  }));
  const discounts = cartDiscountsCents(rules, goodsCents);
  return codes.map((code, index) => {
    const discountCents = discounts[index] ?? 0;
    return { ...code, discountCents, applies: discountCents > 0 };
  });
}

/** The cart's goods total in cents, each line priced as the cart reply prices it (cart-lines.ts). */
export async function goodsCentsOf(
  db: Db,
  snapshot: CatalogSnapshot,
  cartId: number,
): Promise<number> {
  const rows = await cartLineRows(db, cartId);
  return rows.reduce((total, row) => {
    const entry = cartProductOf(snapshot, row.productId);
    return entry === undefined ? total : total + priceLine(row, entry).grossCents;
  }, 0);
}

/**
 * The gift codes of a cart whose lines total `goodsEuros` (the lines' totalPrice): `totalPrice`
 * becomes the total after the discount.
 */
export async function loadCartGiftCodes(
  db: Db,
  cartId: number,
  goodsEuros: number,
  now: Date,
): Promise<CartGiftView> {
  const goodsCents = Math.round(goodsEuros * 100);
  const priced = priceCodes(await appliedCodes(db, cartId), goodsCents, shopDate(now));
  const discountCents = priced.reduce((total, code) => total + code.discountCents, 0);
  return {
    giftcodes: priced.map((code) => ({
      code: code.certificate.code,
      name: code.certificate.name,
      discount: euros(code.discountCents),
      applies: code.applies,
      minimumSpend: euros(code.certificate.minimumCents),
      giftCertificateId: code.certificate.id,
      userGiftCertificateId: code.useId,
    })),
    orderAdjustmentSummary: {
      orderAdjustments: priced
        .filter((code) => code.applies)
        .map((code) => ({
          orderItemId: null,
          userGiftCertificateId: code.useId,
          giftCertificate: {
            giftCertificateId: code.certificate.id,
            code: code.certificate.code,
            name: code.certificate.name,
          },
          amount: euros(code.discountCents),
        })),
    },
    totalDiscount: euros(discountCents),
    totalPrice: euros(goodsCents - discountCents),
  };
}

/** The gift-code part of a cart nobody is logged in to. */
export function noGiftCodes(): Omit<CartGiftView, 'totalPrice'> {
  return { giftcodes: [], orderAdjustmentSummary: { orderAdjustments: [] }, totalDiscount: 0 };
}

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
