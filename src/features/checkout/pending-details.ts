/**
 * The cart as the checkout shows it while the shopper's choices are being saved: each choice
 * queued in the checkout statechart shows at once, and a refused one falls back to the server's.
 */
import type { CheckoutDetail } from '../../../machines/checkout/checkout.machine';
import type { Cart } from '../../api/cart';

export function withPendingDetails(cart: Cart, pending: readonly CheckoutDetail[]): Cart {
  if (pending.length === 0) return cart;
  let cartInfos = cart.cartInfos;
  const alternatives = new Map<number, boolean>();
  for (const detail of pending) {
    if (detail.kind === 'cartInfo') cartInfos = { ...cartInfos, [detail.property]: detail.value };
    else alternatives.set(detail.itemId, detail.accept);
  }
  return {
    ...cart,
    cartInfos,
    cartItems: cart.cartItems.map((item) => {
      const accept = alternatives.get(item.itemId);
      return accept === undefined
        ? item
        : {
            ...item,
            cartItemInfo: { ...item.cartItemInfo, accept_alternatives: accept ? 'true' : 'false' },
          };
    }),
  };
}
