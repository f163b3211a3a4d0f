/**
 * Whether the shopper has chosen where and when to receive the shopping (shopping-flow.md §4:
 * "Address and time slot count as unassigned when flagged autoAssigned"), and whether the booked
 * slot still suits the cart (not begun, not locked by a product added since).
 */
interface Assignable {
  readonly autoAssigned?: boolean;
}

interface BookedSlot extends Assignable {
  readonly begun: boolean;
  readonly underLeadTime: boolean;
  readonly underLockDay: boolean;
  readonly underLockCutoff: boolean;
}

interface CartService {
  readonly shippingAddress: Assignable | null;
  readonly timeslot: BookedSlot | null;
}

const isChosen = (value: Assignable | null) => value !== null && value.autoAssigned !== true;

export const isAddressChosen = (cart: CartService) => isChosen(cart.shippingAddress);
export const isTimeslotChosen = (cart: CartService) => isChosen(cart.timeslot);

/** Why the booked slot must be chosen again, or null while it suits the cart. */
export function slotProblem(cart: CartService): 'begun' | 'locked' | null {
  const slot = cart.timeslot;
  if (slot === null) return null;
  if (slot.begun) return 'begun';
  return slot.underLeadTime || slot.underLockDay || slot.underLockCutoff ? 'locked' : null;
}

/** A chosen slot that still suits the cart: the add-to-cart gate asks again otherwise. */
export const isTimeslotUsable = (cart: CartService) =>
  isTimeslotChosen(cart) && slotProblem(cart) === null;
