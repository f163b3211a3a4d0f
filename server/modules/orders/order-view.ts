/**
 * Orders as the contract answers them: money from integer cents to euros, the status with its
 * Italian label (spec section 4) and what the shopper may do with it now; with the detail, the
 * lines (each with the product as the catalogue shows it now), the status history and the
 * payments.
 */
import type { FastifyInstance } from 'fastify';
import {
  canCancel,
  canModify,
  canPayAgain,
  isOrderStatusId,
  orderStatusLabel,
} from '../../../src/domain/order-status';
import { VARIABLE_WEIGHT_SURCHARGE_PERCENT } from '../../../src/domain/order-totals';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import { cartProductOf } from '../cart/cart-products';
import { euros } from '../catalog/product-view';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { paymentsOf, type PaymentRecord } from '../checkout-payments/repository';
import {
  itemsOf,
  statusChangesOf,
  type OrderItemRow,
  type OrderRecord,
  type StatusChangeRow,
} from './repository';

export type ApiOrder = Schemas['Order'];
export type ApiCheckoutTotals = Schemas['CheckoutTotals'];

/** The Italian label of a status id (the id itself for an unknown one). */
export function statusDescr(statusId: number): string {
  return isOrderStatusId(statusId) ? orderStatusLabel(statusId).message : String(statusId);
}

/** The money of an order as CheckoutTotals. */
export function orderTotalsView(order: OrderRecord): ApiCheckoutTotals {
  return {
    goodsTotal: euros(order.goodsCents),
    totalPriceVariable: euros(order.variableCents),
    discount: euros(order.discountCents),
    deliveryFee: euros(order.deliveryFeeCents),
    packagingTypeId: order.packagingTypeId,
    bags: order.bags,
    packagingTotal: euros(order.packagingCents),
    grossTotal: euros(order.grossTotalCents),
    variableSurchargePercent: VARIABLE_WEIGHT_SURCHARGE_PERCENT,
    variableSurcharge: euros(order.preAuthorizedCents - order.grossTotalCents),
    prebilledAmount: euros(order.preAuthorizedCents),
  };
}

export interface OrderDetail {
  readonly items: readonly OrderItemRow[];
  readonly statusChanges: readonly StatusChangeRow[];
  readonly payments: readonly PaymentRecord[];
  readonly snapshot: CatalogSnapshot;
}

function itemView(item: OrderItemRow, snapshot: CatalogSnapshot): Schemas['OrderItem'] {
  return {
    itemId: item.id,
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    weight: item.soldByWeight ? item.quantity : 0,
    finalWeight: item.finalWeight,
    unitPrice: euros(item.unitPriceCents),
    grossTotal: euros(item.grossTotalCents),
    discount: euros(item.discountCents),
    options: { ...item.options },
    cartItemInfo: { ...item.infos },
    product: cartProductOf(snapshot, item.productId)?.product ?? null,
  };
}

function detailView(orderId: number, detail: OrderDetail): Partial<ApiOrder> {
  return {
    orderItems: detail.items
      .filter((item) => item.orderId === orderId)
      .map((item) => itemView(item, detail.snapshot)),
    statusHistory: detail.statusChanges
      .filter((change) => change.orderId === orderId)
      .map((change) => ({
        orderStatusId: change.statusId,
        orderStatusDescr: statusDescr(change.statusId),
        date: change.changedAt.toISOString(),
      })),
    payments: detail.payments
      .filter((payment) => payment.orderId === orderId)
      .map((payment) => ({
        paymentId: payment.id,
        status: payment.status,
        amount: euros(payment.amountCents),
        cardLast4: payment.cardLast4,
        createdAt: payment.createdAt.toISOString(),
      })),
  };
}

export function orderView(order: OrderRecord, detail: OrderDetail | null): ApiOrder {
  const totals = orderTotalsView(order);
  return {
    orderId: order.id,
    orderStatusId: order.statusId,
    orderStatusDescr: statusDescr(order.statusId),
    createdAt: order.createdAt.toISOString(),
    deliveryServiceId: order.deliveryServiceId,
    shippingAddress: { ...order.shippingAddress, selected: false },
    storeId: order.storeId,
    warehouseId: order.warehouseId,
    timeslot: {
      timeslotId: order.timeslotId,
      date: order.timeslotDate,
      beginTime: order.slot.beginTime,
      endTime: order.slot.endTime,
      name: order.slot.name,
    },
    totalItems: order.totalItems,
    goodsTotal: totals.goodsTotal,
    totalPriceVariable: totals.totalPriceVariable,
    discount: totals.discount,
    deliveryFee: totals.deliveryFee,
    packagingTypeId: order.packagingTypeId,
    bags: order.bags,
    packagingTotal: totals.packagingTotal,
    grossTotal: totals.grossTotal,
    prebilledAmount: totals.prebilledAmount,
    capturedAmount: order.capturedCents === null ? null : euros(order.capturedCents),
    orderInfos: {
      ...(order.orderComment === null ? {} : { order_comment: order.orderComment }),
      need_invoice: order.needInvoice ? 'true' : 'false',
    },
    paymentTypeId: order.paymentTypeId,
    paymentDeadline: order.paymentDeadline.toISOString(),
    isCancelable: canCancel(order.statusId),
    isModifiable: canModify(order.statusId),
    isPayable: canPayAgain(order.statusId),
    underModification: order.underModification,
    ...(detail === null ? {} : detailView(order.id, detail)),
  };
}

/** The lines, status history and payments of these orders, read one query after the other. */
export async function loadOrderDetail(
  app: FastifyInstance,
  db: Db,
  orderIds: readonly number[],
): Promise<OrderDetail> {
  const items = await itemsOf(db, orderIds);
  const statusChanges = await statusChangesOf(db, orderIds);
  const payments = await paymentsOf(db, orderIds);
  return { items, statusChanges, payments, snapshot: await app.catalog.snapshot() };
}

/** One order with all its detail. */
export async function fullOrderView(app: FastifyInstance, order: OrderRecord): Promise<ApiOrder> {
  return orderView(order, await loadOrderDetail(app, app.database.db, [order.id]));
}
