/**
 * The order's news on the shopper's phones (issue 32, "push notifications"): when a pickup order
 * is ready to collect ('Quasi pronto' for a service whose goods do not travel, the store pickup),
 * the lifecycle sends 'Il tuo ordine è pronto per il ritiro' to the account's devices, and a tap
 * opens the order (`nav_to`).
 */
import { TRAVELLING_SERVICES } from '../../../src/domain/order-lifecycle';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { PushMessage } from '../push/provider';

export const READY_FOR_PICKUP_TITLE = 'Il tuo ordine è pronto per il ritiro';

export interface NotifiedOrder {
  readonly id: number;
  readonly deliveryServiceId: number;
  /** When the slot begins, 'HH:MM' in the shop's time. */
  readonly slotBegin: string;
}

/** The notification of `order` having reached `statusId`; null when that change sends none. */
export function orderPushOf(order: NotifiedOrder, statusId: number): PushMessage | null {
  if (statusId !== ORDER_STATUS.almostReady) return null;
  if (TRAVELLING_SERVICES.includes(order.deliveryServiceId)) return null;
  return {
    title: READY_FOR_PICKUP_TITLE,
    body: `Ordine n. ${order.id}: puoi ritirarlo dalle ${order.slotBegin}.`,
    nav_to: `/profile/orders/${order.id}`,
  };
}
