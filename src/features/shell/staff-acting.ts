/**
 * Whether this tab acts for a customer (the staff flows' session-storage marker): the shell then
 * loads the 'Sei loggato come' card and leaves the customer's disclaimers alone.
 */
import { useSyncExternalStore } from 'react';
import { STAFF_ACTING_KEY } from '../staff';

function subscribe(onChange: () => void) {
  window.addEventListener(STAFF_ACTING_KEY, onChange);
  return () => window.removeEventListener(STAFF_ACTING_KEY, onChange);
}

const isActing = () => sessionStorage.getItem(STAFF_ACTING_KEY) !== null;

export function useStaffActing(): boolean {
  return useSyncExternalStore(subscribe, isActing, () => false);
}
