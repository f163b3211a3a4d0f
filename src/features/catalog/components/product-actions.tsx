/**
 * What a product's add button does, given by the app to every product card and product page
 * without threading callbacks through grids, listings and blocks. Stories give their own.
 */
import { createContext, useContext } from 'react';
import type { ProductView } from './product-view';

export interface ProductActions {
  /** Starts adding the product (the app's add-to-cart gate decides the steps). */
  readonly onAdd: (product: ProductView, quantity?: number) => void;
  /** The product being added right now, to show its button busy. */
  readonly addingProductId: number | null;
  /** Opens the list selector for the product (its heart). */
  readonly onPickList: (product: ProductView) => void;
  /** The shopper's favourite products, whose hearts are filled; unknown for a visitor. */
  readonly favoriteIds?: readonly number[] | undefined;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

/** The actions, or null where products are only shown (no add button then). */
export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}
