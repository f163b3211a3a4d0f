/**
 * The order lifecycle on the server (issue 5, "Orders"): paid orders advance through 'In
 * preparazione', 'Quasi pronto', 'In consegna' and 'Consegnato' as their slot comes (the steps are
 * src/domain/order-lifecycle.ts), each step written to the status history. When the preparation
 * starts the Sfuso lines get their final weights and the payment is captured through the provider
 * for the final amount, within the pre-authorisation; the amount is stored on the order and the
 * payment. Each order advances in its own short transaction that skips orders another process
 * holds, so any number of server processes may run the job. An order the shopper is changing
 * (order/modify) has that change cancelled first, in the same transaction: the order as
 * confirmed is the one prepared. A pickup order that becomes ready to collect is announced on the
 * shopper's phones ('Il tuo ordine è pronto per il ritiro', ./order-push.ts) once its transaction
 * is committed; a notification that cannot be sent is logged and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  capturedCents,
  finalWeightOf,
  nextLifecycleStatus,
} from '../../../src/domain/order-lifecycle';
import {
  isOrderStatusId,
  ORDER_STATUS,
  type OrderStatusId,
} from '../../../src/domain/order-status';
import { shopInstant } from '../../../src/domain/shop-time';
import type { Db } from '../../db/client';
import { sandboxProvider, type PaymentProvider } from '../checkout-payments/provider';
import { markPaymentCaptured, paymentsOf } from '../checkout-payments/repository';
import { notifyAccount } from '../push/notify';
import type { PushMessage } from '../push/provider';
import {
  lockAdvancingOrder,
  ordersMaybeDue,
  setFinalWeight,
  setOrderCaptured,
  type AdvancingOrder,
} from './lifecycle-repository';
import { cancelModificationOf } from './modification';
import { orderPushOf } from './order-push';
import { itemsOf, moveOrder } from './repository';

/** Orders looked at by one run at most; the next run takes the rest. */
const LIFECYCLE_BATCH = 100;

/**
 * Weighs the order's Sfuso lines, then captures the final amount of its authorised payment and
 * stores it. An order without an authorised payment (none should reach this) is left uncaptured.
 */
async function weighAndCapture(
  tx: Db,
  order: AdvancingOrder,
  provider: PaymentProvider,
  now: Date,
): Promise<void> {
  const lines = [];
  for (const item of await itemsOf(tx, [order.id])) {
    const finalWeight = item.soldByWeight ? finalWeightOf(item.id, item.quantity) : null;
    if (finalWeight !== null) await setFinalWeight(tx, item.id, finalWeight);
    lines.push({ ...item, finalWeight });
  }
  const payment = (await paymentsOf(tx, [order.id])).find((row) => row.status === 'authorized');
  if (payment === undefined || payment.providerReference === null) return;
  const amount = Math.min(
    capturedCents({
      lines,
      discountCents: order.discountCents,
      deliveryFeeCents: order.deliveryFeeCents,
      packagingCents: order.packagingCents,
      preAuthorizedCents: order.preAuthorizedCents,
    }),
    payment.amountCents,
  );
  await provider.capture(payment.providerReference, amount);
  await markPaymentCaptured(tx, payment.id, amount, now);
  await setOrderCaptured(tx, order.id, amount, now);
}

/** The steps one order took, and the notification its new status sends its shopper, if any. */
interface Advance {
  readonly steps: number;
  readonly notice: { readonly userId: number; readonly message: PushMessage } | null;
}

const NO_ADVANCE: Advance = { steps: 0, notice: null };

/** Takes every step of the order due at `now`. */
async function advanceOrder(
  tx: Db,
  orderId: number,
  provider: PaymentProvider,
  now: Date,
): Promise<Advance> {
  const order = await lockAdvancingOrder(tx, orderId);
  if (order === null) return NO_ADVANCE;
  const slotBegin = shopInstant(order.timeslotDate, order.slot.beginTime);
  const slotEnd = shopInstant(order.timeslotDate, order.slot.endTime);
  if (!isOrderStatusId(order.statusId)) return NO_ADVANCE;
  let statusId: OrderStatusId = order.statusId;
  let steps = 0;
  for (;;) {
    const next = nextLifecycleStatus(
      { statusId, deliveryServiceId: order.deliveryServiceId, slotBegin, slotEnd },
      now,
    );
    if (next === null) break;
    if (statusId === ORDER_STATUS.ordered) await cancelModificationOf(tx, order);
    if (!(await moveOrder(tx, orderId, [statusId], next, now))) break;
    if (next === ORDER_STATUS.inPreparation) await weighAndCapture(tx, order, provider, now);
    statusId = next;
    steps += 1;
  }
  // Only the status the order is left in is announced: a late run that took it past 'ready to
  // collect' says nothing of that step.
  const message =
    steps === 0
      ? null
      : orderPushOf(
          {
            id: order.id,
            deliveryServiceId: order.deliveryServiceId,
            slotBegin: order.slot.beginTime,
          },
          statusId,
        );
  return { steps, notice: message === null ? null : { userId: order.userId, message } };
}

/**
 * Advances the paid orders whose time has come at `now` (default `app.clock()`); answers how many
 * steps were taken.
 */
export async function advanceOrders(
  app: FastifyInstance,
  now: Date = app.clock(),
  provider: PaymentProvider = sandboxProvider,
): Promise<number> {
  const { db } = app.database;
  let steps = 0;
  for (const orderId of await ordersMaybeDue(db, now, LIFECYCLE_BATCH)) {
    const advance = await db.transaction((tx) => advanceOrder(tx, orderId, provider, now));
    steps += advance.steps;
    if (advance.notice === null) continue;
    try {
      await notifyAccount(db, app.push, advance.notice.userId, advance.notice.message);
    } catch (error) {
      app.log.warn({ err: error, orderId }, 'order notification not sent');
    }
  }
  return steps;
}
