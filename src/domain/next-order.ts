/**
 * The dashboard's 'Il tuo prossimo ordine' (account-and-platform.md §2, Dashboard): of the
 * shopper's orders, the one still to be paid or under way whose time slot comes first.
 */
import { orderStatusFamily } from './order-status';

export interface SlottedOrder {
  readonly orderStatusId: number;
  readonly timeslot: { readonly date: string; readonly beginTime: string };
}

/** The open order whose slot begins first, or undefined when none is open. */
export function nextOrder<T extends SlottedOrder>(orders: readonly T[]): T | undefined {
  const slotOf = (order: T) => `${order.timeslot.date} ${order.timeslot.beginTime}`;
  return orders
    .filter((order) => ['toPay', 'underWay'].includes(orderStatusFamily(order.orderStatusId)))
    .reduce<T | undefined>(
      (first, order) => (first === undefined || slotOf(order) < slotOf(first) ? order : first),
      undefined,
    );
}
