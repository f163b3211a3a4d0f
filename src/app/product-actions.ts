/** The product cards' and product page's add button, bound to the add-to-cart gate. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAddingProductId } from '../../machines/add-to-cart.machine';
import type { ProductActions } from '../components/catalog/product-actions';
import { firstQuantity, sellingRulesOf } from '../domain/quantity';
import type { AppActors } from './actors';

export function useGateProductActions(addToCart: AppActors['addToCart']): ProductActions {
  const addingProductId = useSelector(addToCart, selectAddingProductId);
  return useMemo(
    () => ({
      addingProductId,
      onAdd: (product) => {
        const rules = sellingRulesOf({
          minAcq: product.minAcq ?? 1,
          productInfos: product.productInfos ?? {},
        });
        addToCart.send({ type: 'cart.add', product, quantity: firstQuantity(rules) });
      },
    }),
    [addToCart, addingProductId],
  );
}
