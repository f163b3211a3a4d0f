/** The cart flow's public face: its calls, its lazily created actors and the lazy drawer. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

// The cart as the server holds it, which every flow reads, is shared state: src/api/cart.ts.
export { updateCartInfo, updateLineAlternatives } from './cart.queries';
export { lazyCartActors, type LazyCartActors } from './lazy-cart-actors';
/**
 * The cart's analytics (add_to_cart, remove_from_cart from the quantities before and after a
 * call), for another flow's calls that change the cart; loaded with them, not with the page.
 */
export const loadCartAnalytics = () => import('./cart-analytics');
export { useCartActors } from './use-cart-actors';
export { useGateProductActions } from './gate-product-actions';
export { useCartDialogsOpen } from './use-created-cart-actors';
/** A line bound to its quantity actor with the cart's stepper rules, for another flow's lines. */
export const QuantityLine = lazy(withStorefrontTexts(() => import('./use-quantity-line')));
/** The cart drawer, loaded when it first opens. */
export const CartDrawer = lazy(withStorefrontTexts(() => import('./CartDrawerContainer')));
/** The add-to-cart gate's option and promo dialogs, loaded when the gate first needs one. */
export const AddToCartDialogs = lazy(
  withStorefrontTexts(() => import('./AddToCartDialogsContainer')),
);

declare module '../../shared/flow-actors' {
  interface FlowActors {
    /** The cart's actors (the service's choice, the add-to-cart gate), created on first use. */
    readonly cartActors: import('./lazy-cart-actors').LazyCartActors;
  }
}
