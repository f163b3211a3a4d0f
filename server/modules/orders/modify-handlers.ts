/**
 * The calls that change a confirmed order (shopping-flow.md section 7 "Orders"): order/modify
 * puts the order into the cart to be changed, order/modify-cancel (ours) gives the change up, and
 * order/modify-payment-type changes how an order waiting for its payment is paid. The change is
 * re-confirmed by checkout/buy. Every call is scoped to the session user: another shopper's order
 * answers 404 like an unknown one.
 */
import { CART_STATUS_ADDRESS_LOCKED } from '../../../src/domain/cart-status';
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import { canModify } from '../../../src/domain/order-status';
import { paymentDeadlineFrom } from '../../../src/domain/payment';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo, withWarnings } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { cartProductOf } from '../cart/cart-products';
import { cartReply } from '../cart/cart-reply';
import { ensureCart } from '../cart/repository';
import { refuseBadPaymentData, refuseUnknownPaymentType } from '../checkout-payments/payment-input';
import { sandboxProvider } from '../checkout-payments/provider';
import { createPendingPayment, movePayment, paymentUrlOf } from '../checkout-payments/repository';
import { lockOrderAwaitingPayment } from './awaiting-payment';
import { cancelModification, startModification } from './modification';
import { lockUserCart } from './modification-repository';
import { orderNotFound } from './not-found';
import { fullOrderView, statusDescr } from './order-view';
import { skippedWarnings } from './reorder';
import { findOrder, lockOrder, setPaymentDeadline, updateOrder } from './repository';

/** Expected refusals keep their text; anything else becomes the spec's modification error. */
async function modificationFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(500, [orderMessages.modifyFailed.message]);
  }
}

const orderModify: OperationHandler<'orderModify'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { db } = app.database;
  const orderId = request.query.order_id;
  return modificationFailure(async () => {
    const cart = await ensureCart(db, user.id);
    // Read before the transaction: PGlite runs one query at a time (see changeCart).
    const snapshot = await app.catalog.snapshot();
    const lookup = (productId: number) => cartProductOf(snapshot, productId);
    const skipped = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, user.id, orderId);
      if (order === null) throw orderNotFound();
      const locked = await lockUserCart(tx, cart.id, user.id);
      if (locked.modifyingOrderId === orderId) return [];
      if (!canModify(order.statusId)) {
        const status = statusDescr(order.statusId);
        throw new ApiError(400, [orderText(orderMessages.cannotModify, { orderId, status })]);
      }
      return startModification(tx, { order, cart: locked, lookup });
    });
    const modifying = {
      id: cart.id,
      cartStatusId: CART_STATUS_ADDRESS_LOCKED,
      modifyingOrderId: orderId,
    };
    const reply = withInfo(
      ok(await cartReply(app, modifying), toApiUser(user)),
      orderText(orderMessages.modifying, { orderId }),
    );
    return withWarnings(reply, skippedWarnings(skipped));
  });
};

const orderModifyCancel: OperationHandler<'orderModifyCancel'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { db } = app.database;
  const orderId = request.query.order_id;
  return modificationFailure(async () => {
    const cart = await ensureCart(db, user.id);
    const cancelled = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, user.id, orderId);
      if (order === null) throw orderNotFound();
      const locked = await lockUserCart(tx, cart.id, user.id);
      if (locked.modifyingOrderId !== orderId) return false;
      await cancelModification(tx, order, locked);
      return true;
    });
    const order = await findOrder(db, user.id, orderId);
    if (order === null) throw orderNotFound();
    const reply = ok(await fullOrderView(app, order), toApiUser(user));
    return cancelled
      ? withInfo(reply, orderText(orderMessages.modificationCancelled, { orderId }))
      : reply;
  });
};

const orderModifyPaymentType: OperationHandler<'orderModifyPaymentType'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const query = request.query;
  const orderId = query.order_id;
  const paymentTypeId = refuseUnknownPaymentType(query.payment_type_id);
  // The sandbox keeps no saved authorisations, so none can be named.
  if (query.user_payment_auth_id !== undefined) {
    throw new ApiError(400, [orderMessages.paymentAuthUnknown.message]);
  }
  refuseBadPaymentData(query.payment_data);
  const now = app.clock();
  const paymentUrl = await app.database.db.transaction(async (tx) => {
    const { order, latest } = await lockOrderAwaitingPayment(tx, user.id, orderId);
    await updateOrder(tx, orderId, { paymentTypeId, updatedAt: now });
    await setPaymentDeadline(tx, orderId, paymentDeadlineFrom(now), now);
    if (latest?.status === 'pending') {
      await movePayment(tx, latest.id, 'pending', 'abandoned', now);
    }
    const payment = await createPendingPayment(
      tx,
      orderId,
      order.preAuthorizedCents,
      sandboxProvider.id,
      now,
    );
    return paymentUrlOf(payment.token);
  });
  return ok({ orderId, paymentUrl }, toApiUser(user));
};

export const modifyHandlers = { orderModify, orderModifyCancel, orderModifyPaymentType };
