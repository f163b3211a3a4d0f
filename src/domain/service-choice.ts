/**
 * Whether the shopper has chosen where and when to receive the shopping (shopping-flow.md §4:
 * "Address and time slot count as unassigned when flagged autoAssigned").
 */
interface Assignable {
  readonly autoAssigned?: boolean;
}

interface CartService {
  readonly shippingAddress: Assignable | null;
  readonly timeslot: Assignable | null;
}

const isChosen = (value: Assignable | null) => value !== null && value.autoAssigned !== true;

export const isAddressChosen = (cart: CartService) => isChosen(cart.shippingAddress);
export const isTimeslotChosen = (cart: CartService) => isChosen(cart.timeslot);
