/**
 * The checkout's analytics events (issue 17 "Analytics through a tag manager"): `begin_checkout`
 * when the checkout page shows the cart's lines, once per visit; `add_payment_info` when the buy
 * confirms the payment type; `purchase` with the order id and lines each time the payment result
 * shows a paid order (the analytics sink, not the page, counts an order once).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createActor, waitFor, type PromiseActorLogic } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyResult } from '../../machines/checkout/checkout.machine';
import type { ShopClient } from '../../src/api/client';
import { track } from '../../src/shared/analytics';
import { itemOfProduct, purchaseEvent } from '../../src/domain/analytics';
import { cartQueryKey, type CartReply } from '../../src/api/cart';
import { useCheckoutBegun } from '../../src/features/checkout/checkout-analytics';
import {
  provideCheckout,
  provideCheckoutResult,
} from '../../src/features/checkout/checkout.effects';
import { checkoutPrepareQueryOptions } from '../../src/features/checkout/checkout.queries';
import { cartOf, parmigianoLine, pastaLine } from '../../stories/cart/cart-samples';
import { paidOrder, unpaidOrder } from '../../stories/orders/order-samples';
import { stubClient, stubUser } from '../support/stub-client';

vi.mock('../../src/shared/analytics', () => ({ track: vi.fn() }));

const tracked = vi.mocked(track);
const pasta = pastaLine.product;
const parmigiano = parmigianoLine.product;
const user = stubUser;
/** 3 packets of spaghetti and 5 of Parmigiano: 32,42 €. */
const cart = cartOf([pastaLine, parmigianoLine]);
const cartItems = [itemOfProduct(pasta, 3), itemOfProduct(parmigiano, 5)];

beforeEach(() => tracked.mockClear());

describe('the checkout page', () => {
  it("shown with the cart's lines is one begin_checkout with them, however often it renders", () => {
    const { rerender } = renderHook(({ shown }) => useCheckoutBegun(shown), {
      initialProps: { shown: undefined as typeof cart | undefined },
    });
    expect(tracked).not.toHaveBeenCalled();
    rerender({ shown: cart });
    rerender({ shown: { ...cart, cartInfos: { order_comment: 'Citofono Rossi' } } });
    expect(tracked.mock.calls).toEqual([
      [{ event: 'begin_checkout', ecommerce: { currency: 'EUR', value: 32.42, items: cartItems } }],
    ]);
  });

  it('an empty cart begins no checkout', () => {
    renderHook(() => useCheckoutBegun(cartOf([])));
    expect(tracked).not.toHaveBeenCalled();
  });

  it('another visit of the page is another begin_checkout', () => {
    renderHook(() => useCheckoutBegun(cart)).unmount();
    renderHook(() => useCheckoutBegun(cart));
    expect(tracked).toHaveBeenCalledTimes(2);
  });
});

describe('the buy', () => {
  const prepared = {
    cart,
    totals: {},
    paymentTypes: [{ paymentTypeId: 1, name: 'Carta di credito' }],
  };

  function buyWith(client: ShopClient) {
    const queryClient = new QueryClient();
    queryClient.setQueryData<CartReply>(cartQueryKey, { cart, user });
    queryClient.setQueryData(checkoutPrepareQueryOptions(client, 1).queryKey, prepared as never);
    const logic = provideCheckout({ queryClient, client, generic: 'Errore' });
    // The buy's effect as the checkout's statechart invokes it.
    const buy = logic.implementations.actors.buy as PromiseActorLogic<
      BuyResult,
      { idempotencyKey: string; packagingTypeId: number }
    >;
    const actor = createActor(buy, { input: { idempotencyKey: 'k-1', packagingTypeId: 1 } });
    actor.start();
    return actor;
  }

  it("accepted is add_payment_info of the cart's lines with the payment type's name", async () => {
    const client = stubClient({
      '/ebsn/api/checkout/buy': { orderId: 100042, paymentUrl: '/pagamento' },
    });
    const buy = buyWith(client);
    await waitFor(buy, (snapshot) => snapshot.status === 'done');
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_payment_info',
          ecommerce: {
            currency: 'EUR',
            value: 32.42,
            items: cartItems,
            payment_type: 'Carta di credito',
          },
        },
      ],
    ]);
  });

  it('refused is no add_payment_info', async () => {
    const buy = buyWith(stubClient({ '/ebsn/api/checkout/buy': null }));
    await expect(waitFor(buy, (snapshot) => snapshot.status === 'done')).rejects.toMatchObject({
      messages: ['Errore'],
    });
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('the payment result (/cart/payment-completed/{orderId})', () => {
  function resultOf(order: typeof paidOrder) {
    const client = stubClient({ '/ebsn/api/order/view': order });
    const logic = provideCheckoutResult({
      queryClient: new QueryClient(),
      client,
      generic: 'Errore',
      orderId: order.orderId,
    });
    const actor = createActor(logic, { input: { orderId: order.orderId } });
    actor.start();
    return actor;
  }

  it('a paid order shown is purchase with its id, total, delivery fee and lines', async () => {
    const result = resultOf(paidOrder);
    await waitFor(result, (snapshot) => snapshot.matches('completed'));
    expect(tracked.mock.calls).toEqual([[purchaseEvent(paidOrder)]]);
    expect(tracked.mock.calls[0]?.[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '100042', value: 6.87, shipping: 0 },
    });
  });

  it('shown again is purchase again: the analytics sink counts the order once', async () => {
    await waitFor(resultOf(paidOrder), (snapshot) => snapshot.matches('completed'));
    await waitFor(resultOf(paidOrder), (snapshot) => snapshot.matches('completed'));
    expect(tracked).toHaveBeenCalledTimes(2);
  });

  it('an order still waiting for its payment is no purchase', async () => {
    const result = resultOf(unpaidOrder);
    await waitFor(result, (snapshot) => !snapshot.hasTag('busy'));
    expect(tracked).not.toHaveBeenCalled();
  });
});
