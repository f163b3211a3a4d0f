/** The product cards' and product page's add button, bound to the add-to-cart gate. */
import { useMemo, useSyncExternalStore } from 'react';
import type { ProductActions } from '../catalog';
import type { AppActors } from '../../app/actors';

export function useGateProductActions(cart: AppActors['cartActors']): ProductActions {
  const { addingProductId } = useSyncExternalStore(cart.subscribe, cart.view, cart.view);
  return useMemo(
    () => ({
      addingProductId,
      onAdd: (product) => {
        void cart.load().then((actors) => actors.add(product));
      },
    }),
    [cart, addingProductId],
  );
}
