/**
 * The product cards' and product page's add button, bound to the add-to-cart gate, and their
 * heart, bound to the list selector.
 */
import { useMemo } from 'react';
import type { ProductActions } from '../catalog';
import type { FlowActors } from '../../shared/flow-actors';
import { useAddingProductId } from './use-created-cart-actors';

/** `favoriteIds`: the shopper's favourite products (their hearts are filled), when known. */
export function useGateProductActions(
  cart: FlowActors['cartActors'],
  lists: FlowActors['listPicker'],
  favoriteIds: readonly number[] | undefined,
): ProductActions {
  const addingProductId = useAddingProductId(cart);
  return useMemo(
    () => ({
      addingProductId,
      onAdd: (product, quantity) => {
        void cart.load().then((actors) => actors.add(product, quantity));
      },
      onPickList: lists.pick,
      favoriteIds,
    }),
    [cart, lists, addingProductId, favoriteIds],
  );
}
