/**
 * The order a new payment is started for (order/payment, order/modify-payment-type): the
 * shopper's own, locked, and still waiting for its payment (status 1), else the reason.
 */
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { latestPayment, type PaymentRecord } from '../checkout-payments/repository';
import { orderNotFound } from './not-found';
import { lockOrder, type OrderRow } from './repository';

export async function lockOrderAwaitingPayment(
  tx: Db,
  userId: number,
  orderId: number,
): Promise<{ readonly order: OrderRow; readonly latest: PaymentRecord | null }> {
  const order = await lockOrder(tx, userId, orderId);
  if (order === null) throw orderNotFound();
  const latest = await latestPayment(tx, orderId);
  if (order.statusId !== ORDER_STATUS.inValidation) {
    const paid = latest?.status === 'authorized' || latest?.status === 'captured';
    const text = paid ? orderMessages.alreadyPaid : orderMessages.cannotPay;
    throw new ApiError(400, [orderText(text, { orderId })]);
  }
  return { order, latest };
}
