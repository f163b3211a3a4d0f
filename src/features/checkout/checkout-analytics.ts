/**
 * The checkout's analytics events (issue 17 "Analytics through a tag manager"): `begin_checkout`
 * when the checkout page shows the cart's lines, `add_payment_info` when the buy confirms the
 * payment type, `purchase` when the payment result shows a paid order. A confirmation page seen
 * again sends `purchase` again: the analytics sink counts an order once (its memory of the last
 * 20 orders), not this module. Loaded with the checkout's pages only.
 */
import { useEffect, useRef } from 'react';
import { track } from '../../shared/analytics';
import {
  itemOfProduct,
  itemsEvent,
  purchaseEvent,
  valueOf,
  ANALYTICS_CURRENCY,
  type AnalyticsItem,
} from '../../domain/analytics';
import type { Cart } from '../../api/cart';
import type { Order } from '../orders';

/** The cart's lines as items: each product with the line's quantity. */
export function itemsOfCart(cart: Cart): AnalyticsItem[] {
  return cart.cartItems.map((line) => itemOfProduct(line.product, line.quantity));
}

/** `begin_checkout` once per visit of the checkout page, when its cart (with lines) is known. */
export function useCheckoutBegun(cart: Cart | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !cart || cart.cartItems.length === 0) return;
    sent.current = true;
    track(itemsEvent('begin_checkout', itemsOfCart(cart)));
  }, [cart]);
}

/** `add_payment_info`: the cart's lines bought with `paymentType` (its name, else its id). */
export function trackPaymentInfo(cart: Cart, paymentType: string): void {
  const items = itemsOfCart(cart);
  track({
    event: 'add_payment_info',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: valueOf(items),
      items,
      payment_type: paymentType,
    },
  });
}

/** `purchase` of an order shown as paid: its id, total, delivery fee and lines. */
export function trackPurchase(order: Order): void {
  track(purchaseEvent(order));
}
