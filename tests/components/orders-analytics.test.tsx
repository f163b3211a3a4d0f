/**
 * The orders' analytics events (issue 17 "Analytics through a tag manager"): `refund` of an order
 * the shopper cancelled, and `add_to_cart` of what 'Riordina' put in the cart; each after the
 * server accepted it. Driven through the order page's real actors
 * (src/features/orders/orders.effects.ts) against a stub of the shop API.
 */
import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopClient } from '../../src/api/client';
import { track } from '../../src/shared/analytics';
import { itemOfProduct, refundEvent } from '../../src/domain/analytics';
import { cartQueryKey, type CartReply } from '../../src/api/cart';
import { provideOrderActions } from '../../src/features/orders/orders.effects';
import { orderQueryOptions } from '../../src/features/orders/orders.queries';
import { cartOf, pastaLine, withQuantity } from '../../stories/cart/cart-samples';
import { paidOrder } from '../../stories/orders/order-samples';
import { stubClient, stubUser } from '../support/stub-client';

vi.mock('../../src/shared/analytics', () => ({ track: vi.fn() }));

const tracked = vi.mocked(track);
const user = stubUser;
const cancelledOrder = { ...paidOrder, orderStatusId: 10, orderStatusDescr: 'Annullato' };

function orderPage(client: ShopClient, queryClient = new QueryClient()) {
  const actor = createActor(
    provideOrderActions({ queryClient, client, orderId: paidOrder.orderId, openCart: vi.fn() }),
  );
  actor.start();
  return actor;
}

beforeEach(() => tracked.mockClear());

describe("cancelling an order ('Annulla ordine')", () => {
  it('an order cancelled is refunded whole: refund with its id, total and lines', async () => {
    const page = orderPage(stubClient({ '/ebsn/api/order/delete': cancelledOrder }));
    page.send({ type: 'order.ask', action: 'cancel' });
    page.send({ type: 'action.confirmed' });
    await waitFor(page, (snapshot) => snapshot.matches('idle'));
    expect(tracked.mock.calls).toEqual([[refundEvent(cancelledOrder)]]);
    expect(tracked.mock.calls[0]?.[0]).toMatchObject({
      event: 'refund',
      ecommerce: { transaction_id: '100042', value: 6.87 },
    });
  });

  it('a reply without the lines refunds the lines the page showed', async () => {
    const { orderItems, ...withoutLines } = cancelledOrder;
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      orderQueryOptions({} as ShopClient, paidOrder.orderId).queryKey,
      paidOrder,
    );
    const page = orderPage(stubClient({ '/ebsn/api/order/delete': withoutLines }), queryClient);
    page.send({ type: 'order.ask', action: 'cancel' });
    page.send({ type: 'action.confirmed' });
    await waitFor(page, (snapshot) => snapshot.matches('idle'));
    expect(tracked).toHaveBeenCalledWith(refundEvent({ ...withoutLines, orderItems }));
  });

  it('a cancellation the server refuses is no refund', async () => {
    const page = orderPage(stubClient({ '/ebsn/api/order/delete': null }));
    page.send({ type: 'order.ask', action: 'cancel' });
    page.send({ type: 'action.confirmed' });
    await waitFor(page, (snapshot) => snapshot.context.errors.length > 0);
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe("'Riordina'", () => {
  it('is add_to_cart of what the cart gained of the order', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<CartReply>(cartQueryKey, { cart: cartOf([pastaLine]), user });
    const page = orderPage(
      stubClient({
        '/ebsn/api/cart/add-all-from-order': cartOf([withQuantity(pastaLine, 6)]),
      }),
      queryClient,
    );
    page.send({ type: 'order.ask', action: 'reorder' });
    page.send({ type: 'action.confirmed' });
    await vi.waitFor(() => expect(tracked).toHaveBeenCalled());
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'EUR', value: 4.47, items: [itemOfProduct(pastaLine.product, 3)] },
        },
      ],
    ]);
  });
});
