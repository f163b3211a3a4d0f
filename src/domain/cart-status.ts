/** Cart statuses (shopping-flow.md §4; the other named statuses are not shown in the spec). */

/** The open cart the shopper is filling, the only one that takes line changes. */
export const CART_STATUS_OPEN = 1;
/** Frozen while the shopper checks out (cart/close): the lines cannot change. */
export const CART_STATUS_FROZEN = 2;
/** An order is being changed: the address cannot be. */
export const CART_STATUS_ADDRESS_LOCKED = 7;
