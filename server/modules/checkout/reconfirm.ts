/**
 * checkout/buy on a cart that is changing an order (order/modify, cart status 7): the order is
 * updated in place, in the buy's transaction, with the order and then the cart locked.
 *
 * 1. the order must still be 3 'Ordinato' (the preparation starting cancels the change), else
 *    400 and nothing changes;
 * 2. the cart is planned like any buy (lines at today's prices, slot re-judged: lead time, day
 *    lock, cutoff);
 * 3. the order gets the new lines, totals, packaging, slot and infos; its gift codes are settled
 *    to it again; a new slot takes the cart's booking and gives the order's old place back;
 * 4. payment: a new pre-authorised amount within the live authorisation keeps it (the order stays
 *    3); a larger one voids it at the provider and starts a new pending payment (the order waits
 *    for it in status 1, with a fresh deadline);
 * 5. the cart is emptied and open again; the buy's Idempotency-Key is kept on the order, so the
 *    same key answers the same result.
 */
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import { canModify, ORDER_STATUS } from '../../../src/domain/order-status';
import { type PackagingType } from '../../../src/domain/packaging';
import { paymentDeadlineFrom } from '../../../src/domain/payment';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import type { ProductLookup } from '../cart/cart-plan';
import { deleteAllLines } from '../cart/line-repository';
import { settleCartGiftCodes } from '../gifts/order-gift-codes';
import { bookingOf } from '../orders/modification';
import { endCartModification } from '../orders/modification-repository';
import { statusDescr } from '../orders/order-view';
import { dropPayments } from '../orders/release';
import {
  addStatusChange,
  moveOrder,
  replaceOrderItems,
  updateOrder,
  type OrderRow,
} from '../orders/repository';
import type { PaymentProvider } from '../checkout-payments/provider';
import {
  createPendingPayment,
  latestPayment,
  paymentsOf,
  paymentUrlOf,
  resultUrl,
} from '../checkout-payments/repository';
import {
  clearBoughtService,
  releaseBooking,
  sameBooking,
} from '../service/cart-service-repository';
import { planCheckout, plannedOrderFields } from './checkout-plan';

export interface ReconfirmResult {
  readonly orderId: number;
  readonly paymentUrl: string;
  /** The order kept its authorisation and stays confirmed: no payment to make. */
  readonly modified: boolean;
}

/** The result a re-confirmation answered, answered again for the same key. */
export async function reconfirmedResult(tx: Db, orderId: number): Promise<ReconfirmResult> {
  const payment = await latestPayment(tx, orderId);
  if (payment === null) throw new Error(`Order ${orderId} has no payment`);
  const paid = payment.status === 'authorized' || payment.status === 'captured';
  return paid
    ? { orderId, paymentUrl: resultUrl(orderId, true), modified: true }
    : { orderId, paymentUrl: paymentUrlOf(payment.token), modified: false };
}

export async function reconfirmModification(
  tx: Db,
  input: {
    /** Locked before the cart. */
    readonly order: OrderRow;
    readonly cartId: number;
    readonly idempotencyKey: string;
    readonly paymentTypeId: number;
    readonly packagingType: PackagingType;
    readonly provider: PaymentProvider;
    readonly lookup: ProductLookup;
    readonly now: Date;
  },
): Promise<ReconfirmResult> {
  const { order, cartId, now } = input;
  const orderId = order.id;
  if (!canModify(order.statusId)) {
    const status = statusDescr(order.statusId);
    throw new ApiError(400, [orderText(orderMessages.cannotModify, { orderId, status })]);
  }
  const plan = await planCheckout(tx, {
    cartId,
    lookup: input.lookup,
    packagingType: input.packagingType,
    now,
  });
  const { service, totals } = plan;

  // The cart's booking (when it chose another slot) becomes the order's; the old place goes.
  const newBooking = {
    warehouseId: service.warehouseId,
    timeslotId: service.timeslotId,
    date: service.timeslotDate,
  };
  if (!sameBooking(bookingOf(order), newBooking)) await releaseBooking(tx, bookingOf(order));

  const authorised = (await paymentsOf(tx, [orderId])).find(
    (payment) => payment.status === 'authorized',
  );
  const keepsAuthorisation =
    authorised !== undefined && totals.preAuthorizedCents <= authorised.amountCents;

  await replaceOrderItems(tx, orderId, plan.lines);
  await updateOrder(tx, orderId, {
    ...plannedOrderFields(plan),
    modificationKey: input.idempotencyKey,
    updatedAt: now,
    ...(keepsAuthorisation
      ? {}
      : {
          paymentTypeId: input.paymentTypeId,
          paymentDeadline: paymentDeadlineFrom(now),
        }),
  });
  // The same codes priced the same way, in the same transaction, as planCheckout did.
  await settleCartGiftCodes(tx, {
    cartId,
    userId: order.userId,
    orderId,
    goodsCents: totals.goodsCents,
    now,
  });

  let result: ReconfirmResult;
  if (keepsAuthorisation) {
    await addStatusChange(tx, orderId, ORDER_STATUS.ordered, now);
    result = { orderId, paymentUrl: resultUrl(orderId, true), modified: true };
  } else {
    await dropPayments(tx, orderId, input.provider, now);
    const payment = await createPendingPayment(
      tx,
      orderId,
      totals.preAuthorizedCents,
      input.provider.id,
      now,
    );
    await moveOrder(tx, orderId, [ORDER_STATUS.ordered], ORDER_STATUS.inValidation, now);
    result = { orderId, paymentUrl: paymentUrlOf(payment.token), modified: false };
  }

  await deleteAllLines(tx, cartId);
  await clearBoughtService(tx, cartId);
  await endCartModification(tx, cartId);
  return result;
}
