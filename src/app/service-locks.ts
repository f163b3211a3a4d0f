/**
 * Keeps the service-selection actor told of what locks the choice (shopping-flow.md §4): cart
 * status 7 makes the address read-only; on the payment route address and slot are both locked.
 */
import { useEffect } from 'react';
import type { AppActors } from './actors';

export const CART_STATUS_OPEN = 1;
const PAYMENT_PATH = '/payment';

export function useServiceLocks(
  cart: AppActors['cartActors'],
  cartStatusId: number,
  pathname: string,
) {
  const onPaymentRoute = pathname === PAYMENT_PATH;
  useEffect(() => {
    cart.setLocks(cartStatusId, onPaymentRoute);
  }, [cart, cartStatusId, onPaymentRoute]);
}
