/**
 * checkout/buy in one transaction on the locked cart (DESIGN.md "Database": order placement holds
 * under concurrency inside the database):
 *
 * 1. lock the user's cart row (SELECT ... FOR UPDATE), so two buys of one cart run one after the
 *    other;
 * 2. a buy whose idempotency key already made an order answers that order (the second of two
 *    concurrent requests gets here after the first committed); the unique (user, key) index is
 *    the backstop;
 * 3. plan the order again on the locked cart (lines, address, slot judged now, totals);
 * 4. write the order, its lines and its first status, tie the gift codes to it, create its
 *    pending payment, empty the cart and give its slot to the order (the booking stays counted).
 *
 * Any refusal rolls everything back: nothing is ordered, charged or lost.
 *
 * A cart changing an order (order/modify, status 7) re-confirms that order instead of making a
 * new one (reconfirm.ts): the order is locked before the cart, like every change of an order.
 */
import type { FastifyInstance } from 'fastify';
import { CART_STATUS_FROZEN, CART_STATUS_OPEN } from '../../../src/domain/cart-status';
import { cartMessages } from '../../../src/domain/cart-messages';
import { orderMessages } from '../../../src/domain/order-messages';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { type PackagingType } from '../../../src/domain/packaging';
import { paymentDeadlineFrom } from '../../../src/domain/payment';
import { ApiError } from '../../http/envelope';
import { cartProductOf } from '../cart/cart-products';
import type { ProductLookup } from '../cart/cart-plan';
import { cartLineRows, deleteAllLines } from '../cart/line-repository';
import { ensureCart, lockCart } from '../cart/repository';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { settleCartGiftCodes } from '../gifts/order-gift-codes';
import {
  insertOrder,
  lockOrder,
  orderIdByKey,
  orderIdByModificationKey,
} from '../orders/repository';
import type { PaymentProvider } from '../checkout-payments/provider';
import { createPendingPayment, latestPayment, paymentUrlOf } from '../checkout-payments/repository';
import { clearBoughtService } from '../service/cart-service-repository';
import { planCheckout, plannedOrderFields } from './checkout-plan';
import { reconfirmedResult, reconfirmModification } from './reconfirm';
import { setCartStatus } from './repository';

/** The cart statuses a buy takes: open, or frozen for the checkout (cart/close). */
const BUYABLE_CART_STATUSES: readonly number[] = [CART_STATUS_OPEN, CART_STATUS_FROZEN];

export interface BuyRequest {
  readonly userId: number;
  readonly idempotencyKey: string;
  readonly paymentTypeId: number;
  readonly packagingType: PackagingType;
  readonly provider: PaymentProvider;
}

export interface BuyResult {
  readonly orderId: number;
  readonly paymentUrl: string;
  /** A changed order re-confirmed within its authorisation: confirmed, nothing to pay. */
  readonly modified: boolean;
}

/** The catalogue, fresh when it lacks a product of the cart (one just added). */
async function catalogueFor(app: FastifyInstance, cartId: number): Promise<CatalogSnapshot> {
  const snapshot = await app.catalog.snapshot();
  const rows = await cartLineRows(app.database.db, cartId);
  const missing = rows.some((row) => !snapshot.productIndexById.has(row.productId));
  return missing ? app.catalog.fresh() : snapshot;
}

export async function buy(app: FastifyInstance, request: BuyRequest): Promise<BuyResult> {
  const { db } = app.database;
  const { userId, idempotencyKey } = request;
  const now = app.clock();
  const cart = await ensureCart(db, userId);
  // Read before the transaction: PGlite runs one query at a time (see changeCart).
  const snapshot = await catalogueFor(app, cart.id);
  const lookup: ProductLookup = (productId) => cartProductOf(snapshot, productId);

  return db.transaction(async (tx): Promise<BuyResult> => {
    const modifiedOrder =
      cart.modifyingOrderId === null ? null : await lockOrder(tx, userId, cart.modifyingOrderId);
    const locked = await lockCart(tx, cart.id, userId);

    const earlier = await orderIdByKey(tx, userId, idempotencyKey);
    if (earlier !== null) {
      const payment = await latestPayment(tx, earlier);
      if (payment === null) throw new Error(`Order ${earlier} has no payment`);
      return { orderId: earlier, paymentUrl: paymentUrlOf(payment.token), modified: false };
    }
    const reconfirmed = await orderIdByModificationKey(tx, userId, idempotencyKey);
    if (reconfirmed !== null) return reconfirmedResult(tx, reconfirmed);

    if (locked.modifyingOrderId !== null) {
      // The cart started changing an order after it was read: its order was not locked first.
      if (modifiedOrder === null || modifiedOrder.id !== locked.modifyingOrderId) {
        throw new ApiError(400, [orderMessages.modifyFailed.message]);
      }
      return reconfirmModification(tx, {
        order: modifiedOrder,
        cartId: cart.id,
        idempotencyKey,
        paymentTypeId: request.paymentTypeId,
        packagingType: request.packagingType,
        provider: request.provider,
        lookup,
        now,
      });
    }

    if (!BUYABLE_CART_STATUSES.includes(locked.cartStatusId)) {
      throw new ApiError(400, [cartMessages.cartNotEditable.message]);
    }
    const plan = await planCheckout(tx, {
      cartId: cart.id,
      lookup,
      packagingType: request.packagingType,
      now,
    });
    const { totals } = plan;
    const orderId = await insertOrder(
      tx,
      {
        userId,
        statusId: ORDER_STATUS.inValidation,
        ...plannedOrderFields(plan),
        paymentTypeId: request.paymentTypeId,
        idempotencyKey,
        paymentDeadline: paymentDeadlineFrom(now),
        createdAt: now,
        updatedAt: now,
      },
      plan.lines,
      now,
    );
    // The same codes priced the same way, in the same transaction, as planCheckout did.
    await settleCartGiftCodes(tx, {
      cartId: cart.id,
      userId,
      orderId,
      goodsCents: totals.goodsCents,
      now,
    });
    const payment = await createPendingPayment(
      tx,
      orderId,
      totals.preAuthorizedCents,
      request.provider.id,
      now,
    );
    await deleteAllLines(tx, cart.id);
    await clearBoughtService(tx, cart.id);
    if (locked.cartStatusId !== CART_STATUS_OPEN) {
      await setCartStatus(tx, cart.id, userId, CART_STATUS_OPEN);
    }
    return { orderId, paymentUrl: paymentUrlOf(payment.token), modified: false };
  });
}
