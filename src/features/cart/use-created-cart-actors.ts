/**
 * What the shell and the product cards show of the cart's actors without loading them: until a
 * first use creates them no dialog is open and nothing is being added; from then on each fact is
 * read from its machine with `useSelector`.
 */
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { LazyCartActors } from './lazy-cart-actors';

const notCreated = () => null;

/** The cart's actors once created; null until then, and on the server. */
function useCreatedCartActors(lazy: LazyCartActors) {
  return useSyncExternalStore(lazy.subscribe, lazy.loaded, notCreated);
}

/** Whether a service dialog, or the gate's option or promo dialog, is open. */
export function useCartDialogsOpen(lazy: LazyCartActors) {
  const actors = useCreatedCartActors(lazy);
  const serviceDialogOpen = useSelector(actors?.serviceSelection, (snapshot) =>
    actors && snapshot ? actors.select.serviceDialogOpen(snapshot) : false,
  );
  const gateDialogOpen = useSelector(actors?.addToCart, (snapshot) =>
    actors && snapshot ? actors.select.gateDialogOpen(snapshot) : false,
  );
  return { serviceDialogOpen, gateDialogOpen };
}

/** The product the gate is adding (its button shows a spinner), null when none. */
export function useAddingProductId(lazy: LazyCartActors): number | null {
  const actors = useCreatedCartActors(lazy);
  return useSelector(actors?.addToCart, (snapshot) =>
    actors && snapshot ? actors.select.addingProductId(snapshot) : null,
  );
}
