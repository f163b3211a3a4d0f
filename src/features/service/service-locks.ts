/**
 * Keeps the service-selection actor told of what locks the choice (shopping-flow.md §4): cart
 * status 7 makes the address read-only; on the payment route address and slot are both locked.
 */
import { useEffect } from 'react';
import type { FlowActors } from '../../shared/flow-actors';

const PAYMENT_PATH = '/payment';

export function useServiceLocks(
  cart: FlowActors['cartActors'],
  /** Undefined until the cart is known (then nothing is locked by status). */
  cartStatusId: number | undefined,
  pathname: string,
) {
  const onPaymentRoute = pathname === PAYMENT_PATH;
  useEffect(() => {
    cart.setLocks(cartStatusId ?? null, onPaymentRoute);
  }, [cart, cartStatusId, onPaymentRoute]);
}
