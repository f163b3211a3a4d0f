/** The checkout shows the shopper's choices at once, while they are saved in order. */
import { describe, expect, it } from 'vitest';
import { withPendingDetails } from '../../src/features/checkout/pending-details';
import { fullCart } from '../../stories/cart/cart-samples';

describe('the cart shown while choices are saved', () => {
  it('shows the last queued value of each choice over the saved cart', () => {
    const [first, second] = fullCart.cartItems;
    const shown = withPendingDetails(fullCart, [
      { kind: 'cartInfo', property: 'need_invoice', value: 'true' },
      { kind: 'alternatives', itemId: first?.itemId ?? 0, accept: true },
      { kind: 'cartInfo', property: 'need_invoice', value: 'false' },
      { kind: 'cartInfo', property: 'order_comment', value: 'Citofono Rossi' },
    ]);
    expect(shown.cartInfos).toEqual({
      ...fullCart.cartInfos,
      need_invoice: 'false',
      order_comment: 'Citofono Rossi',
    });
    expect(shown.cartItems[0]?.cartItemInfo.accept_alternatives).toBe('true');
    expect(shown.cartItems[1]).toBe(second);
  });

  it('is the saved cart when nothing waits', () => {
    expect(withPendingDetails(fullCart, [])).toBe(fullCart);
  });
});
