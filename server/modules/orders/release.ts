/**
 * What a cancelled order gives back, in the cancelling transaction: its slot's place in
 * timeslot_bookings, its payments (a pending one abandoned, an authorised one voided at the
 * provider, so nothing is charged) and its gift codes. Shared by order/delete and the sweep of
 * unpaid orders; the payments part also by the re-confirmation of a changed order that needs a
 * new payment.
 */
import type { Db } from '../../db/client';
import { releaseOrderGiftCodes } from '../gifts/order-gift-codes';
import type { PaymentProvider } from '../checkout-payments/provider';
import { movePayment, paymentsOf } from '../checkout-payments/repository';
import { releaseBooking } from '../service/cart-service-repository';
import type { OrderRow } from './repository';

/** Abandons the order's pending payment and voids its authorised one: nothing will be charged. */
export async function dropPayments(
  tx: Db,
  orderId: number,
  provider: PaymentProvider,
  now: Date,
): Promise<void> {
  for (const payment of await paymentsOf(tx, [orderId])) {
    if (payment.status === 'pending') {
      await movePayment(tx, payment.id, 'pending', 'abandoned', now);
    } else if (payment.status === 'authorized') {
      if (payment.providerReference !== null) {
        await provider.voidAuthorization(payment.providerReference);
      }
      await movePayment(tx, payment.id, 'authorized', 'voided', now);
    }
  }
}

export async function releaseOrder(
  tx: Db,
  order: OrderRow,
  provider: PaymentProvider,
  now: Date,
): Promise<void> {
  await releaseBooking(tx, {
    warehouseId: order.warehouseId,
    timeslotId: order.timeslotId,
    date: order.timeslotDate,
  });
  await dropPayments(tx, order.id, provider, now);
  await releaseOrderGiftCodes(tx, order.userId, order.id);
}
