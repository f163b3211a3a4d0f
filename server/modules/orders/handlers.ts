/**
 * The order calls (shopping-flow.md section 7 "Orders"): the list with its filters, one order,
 * cancelling, paying again after a failed payment, and the orders waiting for a payment. Changing
 * an order is in modify-handlers.ts; what a shopper does with an order after placing it is beside
 * it: reorder (reorder.ts), rating (notes.ts), the parking reservation (parking.ts), the read-only
 * view through the order's token (token-order.ts) and the invoice (invoice.ts). Every call but the
 * token view is scoped to the session user: another shopper's order id answers 404 like an
 * unknown one.
 */
import { ORDER_TYPES } from '../../../src/domain/delivery-services';
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import {
  canCancel,
  isOrderStatusId,
  ORDER_STATUS,
  orderStatusLabel,
} from '../../../src/domain/order-status';
import { paymentDeadlineFrom } from '../../../src/domain/payment';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import type { CartSettings } from '../cart/cart-change';
import { sandboxProvider } from '../checkout-payments/provider';
import { createPendingPayment, paymentUrlOf } from '../checkout-payments/repository';
import { lockOrderAwaitingPayment } from './awaiting-payment';
import { invoiceHandlers } from './invoice';
import { cancelModificationOf } from './modification';
import { modifyHandlers } from './modify-handlers';
import { noteHandlers } from './notes';
import { orderNotFound } from './not-found';
import { fullOrderView, loadOrderDetail, orderView } from './order-view';
import { parkingHandlers } from './parking';
import { releaseOrder } from './release';
import { reorderHandlers } from './reorder';
import { findOrder, lockOrder, moveOrder, orderPage, setPaymentDeadline } from './repository';
import { tokenOrderHandlers } from './token-order';

const toCents = (value: number | undefined) =>
  value === undefined ? undefined : Math.round(value * 100);

const orderList: OperationHandler<'orderList'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { db } = app.database;
  const query = request.query;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 12;
  const { rows, total } = await orderPage(
    db,
    user.id,
    {
      showPending: query.show_pending ?? true,
      ...(query.from_date === undefined ? {} : { fromDate: query.from_date }),
      ...(query.to_date === undefined ? {} : { toDate: query.to_date }),
      ...(query.from_gross_total === undefined
        ? {}
        : { fromGrossCents: toCents(query.from_gross_total) }),
      ...(query.to_gross_total === undefined
        ? {}
        : { toGrossCents: toCents(query.to_gross_total) }),
      ...(query.order_type === undefined
        ? {}
        : { deliveryServiceIds: ORDER_TYPES[query.order_type] }),
    },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  const detail =
    query.fetch_detail === true
      ? await loadOrderDetail(
          app,
          db,
          rows.map((row) => row.id),
        )
      : null;
  return ok(
    {
      orders: rows.map((row) => orderView(row, detail)),
      page: {
        selPage: page,
        totPages: Math.ceil(total / pageSize),
        totItems: total,
        itemsPerPage: pageSize,
      },
    },
    toApiUser(user),
  );
};

const viewOrder: OperationHandler<'orderView'> = async (request) => {
  const user = requireLiveSession(request);
  const order = await findOrder(request.server.database.db, user.id, request.query.order_id);
  if (order === null) throw orderNotFound();
  return ok(await fullOrderView(request.server, order), toApiUser(user));
};

const orderDelete: OperationHandler<'orderDelete'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { db } = app.database;
  const orderId = request.query.order_id;
  const now = app.clock();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, user.id, orderId);
    if (order === null) throw orderNotFound();
    if (order.statusId === ORDER_STATUS.cancelled) return;
    if (!canCancel(order.statusId) || !isOrderStatusId(order.statusId)) {
      const status = isOrderStatusId(order.statusId)
        ? orderStatusLabel(order.statusId).message
        : String(order.statusId);
      throw new ApiError(400, [orderText(orderMessages.cannotCancel, { orderId, status })]);
    }
    // A change in progress is given up first: the cart gives the order's codes back.
    await cancelModificationOf(tx, order);
    await moveOrder(tx, orderId, [order.statusId], ORDER_STATUS.cancelled, now);
    await releaseOrder(tx, order, sandboxProvider, now);
  });
  const order = await findOrder(db, user.id, orderId);
  if (order === null) throw orderNotFound();
  return withInfo(
    ok(await fullOrderView(app, order), toApiUser(user)),
    orderText(orderMessages.orderCancelled, { orderId }),
  );
};

const orderPayment: OperationHandler<'orderPayment'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const orderId = request.query.order_id;
  const now = app.clock();
  const paymentUrl = await app.database.db.transaction(async (tx) => {
    const { order, latest } = await lockOrderAwaitingPayment(tx, user.id, orderId);
    const deadline = paymentDeadlineFrom(now);
    await setPaymentDeadline(tx, orderId, deadline, now);
    if (latest?.status === 'pending') return paymentUrlOf(latest.token);
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

const orderListRetryPayment: OperationHandler<'orderListRetryPayment'> = async (request) => {
  const user = requireLiveSession(request);
  const { rows } = await orderPage(
    request.server.database.db,
    user.id,
    { showPending: true, statusIds: [ORDER_STATUS.inValidation] },
    { offset: 0, limit: 100 },
  );
  return ok({ orders: rows.map((row) => orderView(row, null)) }, toApiUser(user));
};

export function orderHandlers(settings: CartSettings) {
  return {
    orderList,
    orderView: viewOrder,
    orderDelete,
    orderPayment,
    orderListRetryPayment,
    ...modifyHandlers,
    ...reorderHandlers(settings),
    ...noteHandlers,
    ...parkingHandlers,
    ...tokenOrderHandlers,
    ...invoiceHandlers,
  };
}
