/**
 * Keeps the service-selection actor told of what locks the choice (shopping-flow.md §4): cart
 * status 7 makes the address read-only; on the payment route address and slot are both locked.
 */
import { useEffect } from 'react';
import type { AppActors } from './actors';

export const CART_STATUS_OPEN = 1;
const PAYMENT_PATH = '/payment';

export function useServiceLocks(
  serviceSelection: AppActors['serviceSelection'],
  cartStatusId: number,
  pathname: string,
) {
  const onPaymentRoute = pathname === PAYMENT_PATH;
  useEffect(() => {
    serviceSelection.send({ type: 'service.locksChanged', cartStatusId, onPaymentRoute });
  }, [serviceSelection, cartStatusId, onPaymentRoute]);
}
