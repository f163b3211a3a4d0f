/**
 * order/list's `order_type` (the spec names the filter, not its values; ours): how the shopper
 * gets the order. Its own module, free of texts, because the orders route validates its search
 * with it in the first page's bundle; the services of each type are in delivery-services.ts.
 */
export const ORDER_TYPE_NAMES = ['pickup', 'delivery', 'locker'] as const;

export type OrderType = (typeof ORDER_TYPE_NAMES)[number];

export function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPE_NAMES as readonly string[]).includes(value);
}
