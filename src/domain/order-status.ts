/**
 * The order statuses of shopping-flow.md section 4, their Italian labels, and which statuses
 * still allow cancelling, modifying and paying again.
 */
import type { MessageDescriptor } from './messages';

/** Order status ids of section 4. */
export const ORDER_STATUS = {
  /** Created by the buy, waiting for its payment (also after a declined or abandoned one). */
  inValidation: 1,
  /** Also 'In validazione'; not produced by this shop, kept for the spec's numbering. */
  inValidationAlternative: 2,
  /** Paid (the amount is pre-authorised): the order is confirmed. */
  ordered: 3,
  inPreparation: 4,
  inPreparationAlternative: 5,
  almostReady: 6,
  inDelivery: 7,
  delivered: 8,
  partiallyDelivered: 9,
  cancelled: 10,
  invalidated: 11,
  notCollected: 12,
  failed: 13,
  inDeliveryAlternative: 18,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_IDS: readonly OrderStatusId[] = Object.values(ORDER_STATUS);

export function isOrderStatusId(value: number): value is OrderStatusId {
  return (ORDER_STATUS_IDS as readonly number[]).includes(value);
}

const inValidation = /*i18n*/ { id: 'orders.status.inValidation', message: 'In validazione' };
const inPreparation = /*i18n*/ { id: 'orders.status.inPreparation', message: 'In preparazione' };
const inDelivery = /*i18n*/ { id: 'orders.status.inDelivery', message: 'In consegna' };

/** The label of every status id (several ids share one label). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusId, MessageDescriptor>> = {
  1: inValidation,
  2: inValidation,
  3: /*i18n*/ { id: 'orders.status.ordered', message: 'Ordinato' },
  4: inPreparation,
  5: inPreparation,
  6: /*i18n*/ { id: 'orders.status.almostReady', message: 'Quasi pronto' },
  7: inDelivery,
  18: inDelivery,
  8: /*i18n*/ { id: 'orders.status.delivered', message: 'Consegnato' },
  9: /*i18n*/ { id: 'orders.status.partiallyDelivered', message: 'Parzialmente consegnato' },
  10: /*i18n*/ { id: 'orders.status.cancelled', message: 'Annullato' },
  11: /*i18n*/ { id: 'orders.status.invalidated', message: 'Invalidato' },
  12: /*i18n*/ { id: 'orders.status.notCollected', message: 'Non ritirato' },
  13: /*i18n*/ { id: 'orders.status.failed', message: 'Fallito' },
};

export function orderStatusLabel(statusId: OrderStatusId): MessageDescriptor {
  return ORDER_STATUS_LABELS[statusId];
}

/** Before the preparation starts the shopper may still cancel: waiting for payment, or ordered. */
const CANCELABLE: readonly number[] = [
  ORDER_STATUS.inValidation,
  ORDER_STATUS.inValidationAlternative,
  ORDER_STATUS.ordered,
];

export function canCancel(statusId: number): boolean {
  return CANCELABLE.includes(statusId);
}

/**
 * Only a confirmed order that is not being prepared yet goes back to the cart to be changed
 * (order/modify; the preparation starting cancels a modification in progress).
 */
export function canModify(statusId: number): boolean {
  return statusId === ORDER_STATUS.ordered;
}

/** An order waiting for its payment may be paid again after a declined or abandoned payment. */
export function canPayAgain(statusId: number): boolean {
  return statusId === ORDER_STATUS.inValidation;
}

/**
 * The families the statuses fall in, which the shopper tells apart at a glance: still to be paid,
 * under way (confirmed and not yet handed over), handed over, and ended without a handover.
 */
export type OrderStatusFamily = 'toPay' | 'underWay' | 'handedOver' | 'ended';

const FAMILIES: Readonly<Record<OrderStatusId, OrderStatusFamily>> = {
  1: 'toPay',
  2: 'toPay',
  3: 'underWay',
  4: 'underWay',
  5: 'underWay',
  6: 'underWay',
  7: 'underWay',
  18: 'underWay',
  8: 'handedOver',
  9: 'handedOver',
  10: 'ended',
  11: 'ended',
  12: 'ended',
  13: 'ended',
};

/** The family of a status id; an id the spec does not name counts as under way. */
export function orderStatusFamily(statusId: number): OrderStatusFamily {
  return isOrderStatusId(statusId) ? FAMILIES[statusId] : 'underWay';
}
