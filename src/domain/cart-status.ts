/** Cart statuses (shopping-flow.md §4; the other named statuses are not shown in the spec). */

/** The open cart the shopper is filling, the only one that takes line changes. */
export const CART_STATUS_OPEN = 1;
/** Frozen while the shopper checks out (cart/close): the lines cannot change. */
export const CART_STATUS_FROZEN = 2;
/**
 * An order is being changed (order/modify): the cart holds its lines and service. The address,
 * delivery service and store cannot change; lines, gift codes, infos and time slot can.
 */
export const CART_STATUS_ADDRESS_LOCKED = 7;

/** Statuses whose lines and gift codes the shopper may change: open, or changing an order. */
const LINE_EDITABLE: readonly number[] = [CART_STATUS_OPEN, CART_STATUS_ADDRESS_LOCKED];

export function canChangeLines(cartStatusId: number): boolean {
  return LINE_EDITABLE.includes(cartStatusId);
}
