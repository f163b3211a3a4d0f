/**
 * The lists' analytics events (issue 17 "Analytics through a tag manager"): `add_to_wishlist`
 * when a product is added to a list or made a favourite, and `add_to_cart` of what a list's
 * 'Aggiungi tutto al carrello' put in the cart; each after the server accepted it. Driven through
 * the lists' real actors (src/features/lists/lists.effects.ts) against a stub of the shop API.
 */
import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor, type Actor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { sessionMachine } from '../../machines/session/session.machine';
import type { ShopClient } from '../../src/api/client';
import { track } from '../../src/shared/analytics';
import { itemOfProduct } from '../../src/domain/analytics';
import { cartQueryKey, type CartReply } from '../../src/api/cart';
import { createListPicker, provideAddAll } from '../../src/features/lists/lists.effects';
import {
  cartOf,
  parmigianoLine,
  pastaLine,
  waterLine,
  withQuantity,
} from '../../stories/cart/cart-samples';
import { addAllResult, weeklyDetail } from '../../stories/lists/list-samples';
import { stubClient, stubUser } from '../support/stub-client';

vi.mock('../../src/shared/analytics', () => ({ track: vi.fn() }));

const tracked = vi.mocked(track);
const pasta = pastaLine.product;
const user = stubUser;

/** A logged-in shopper: the selector opens at once. */
const loggedIn = {
  getSnapshot: () => ({ matches: () => true }),
} as unknown as Actor<typeof sessionMachine>;

function picker(client: ShopClient) {
  const queryClient = new QueryClient();
  return createListPicker({
    client,
    queryClient,
    session: loggedIn,
    login: { openLogin: vi.fn() },
  });
}

beforeEach(() => tracked.mockClear());

describe("the list selector (a product's heart)", () => {
  it('a product added to a list is add_to_wishlist of the product, in the quantity first sold', async () => {
    const lists = picker(stubClient({ '/ebsn/api/wishlist/add_prod': weeklyDetail }));
    lists.pick(pasta);
    await waitFor(lists.actor, (snapshot) => snapshot.matches('choosing'));
    lists.actor.send({ type: 'list.choose', listId: weeklyDetail.listId });
    await waitFor(lists.actor, (snapshot) => snapshot.matches('closed'));
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_to_wishlist',
          ecommerce: { currency: 'EUR', value: 1.49, items: [itemOfProduct(pasta, 1)] },
        },
      ],
    ]);
  });

  it('a product added to a new list is add_to_wishlist too', async () => {
    const lists = picker(
      stubClient({
        '/ebsn/api/wishlist/insert': weeklyDetail,
        '/ebsn/api/wishlist/add_prod': weeklyDetail,
      }),
    );
    lists.pick(pasta);
    await waitFor(lists.actor, (snapshot) => snapshot.matches('choosing'));
    lists.actor.send({ type: 'list.create', name: 'Cena di sabato' });
    await waitFor(lists.actor, (snapshot) => snapshot.matches('closed'));
    expect(tracked).toHaveBeenCalledTimes(1);
    expect(tracked.mock.calls[0]?.[0]).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: { items: [itemOfProduct(pasta, 1)] },
    });
  });

  it('a product made a favourite is add_to_wishlist; no longer a favourite sends nothing', async () => {
    const lists = picker(
      stubClient({
        '/ebsn/api/favorites/add': { productIds: [pasta.productId] },
        '/ebsn/api/favorites/remove': { productIds: [] },
      }),
    );
    lists.pick(pasta);
    await waitFor(lists.actor, (snapshot) => snapshot.matches('choosing'));
    lists.actor.send({ type: 'favorite.toggle', favorite: true });
    await waitFor(
      lists.actor,
      (snapshot) => snapshot.matches('choosing') && tracked.mock.calls.length > 0,
    );
    expect(tracked).toHaveBeenCalledWith({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'EUR', value: 1.49, items: [itemOfProduct(pasta, 1)] },
    });
    lists.actor.send({ type: 'favorite.toggle', favorite: false });
    await vi.waitFor(() => expect(lists.actor.getSnapshot().hasTag('busy')).toBe(false));
    expect(tracked).toHaveBeenCalledTimes(1);
  });

  it('a list the server refuses to change sends nothing', async () => {
    const lists = picker(stubClient({ '/ebsn/api/wishlist/add_prod': null }));
    lists.pick(pasta);
    await waitFor(lists.actor, (snapshot) => snapshot.matches('choosing'));
    lists.actor.send({ type: 'list.choose', listId: weeklyDetail.listId });
    await waitFor(
      lists.actor,
      (snapshot) => snapshot.matches('choosing') && snapshot.context.errors.length > 0,
    );
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe("a list's 'Aggiungi tutto al carrello'", () => {
  it('is add_to_cart of what the cart gained of the list, each product by its change', async () => {
    // Before: 3 spaghetti, 5 Parmigiano. After: 5 spaghetti, Parmigiano as it was, 6 water.
    const after = cartOf([withQuantity(pastaLine, 5), parmigianoLine, withQuantity(waterLine, 6)]);
    const client = stubClient({
      '/ebsn/api/cart/add-all-from-wishlist': { cart: after, lines: addAllResult },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData<CartReply>(cartQueryKey, {
      cart: cartOf([pastaLine, parmigianoLine]),
      user,
    });
    const addAll = createActor(provideAddAll({ client, queryClient, listId: weeklyDetail.listId }));
    addAll.start();
    addAll.send({ type: 'addAll.ask' });
    addAll.send({ type: 'action.confirmed' });
    await vi.waitFor(() => expect(tracked).toHaveBeenCalled());
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'EUR',
            value: Math.round((2 * 1.49 + 6 * waterLine.product.priceDisplay) * 100) / 100,
            items: [itemOfProduct(pasta, 2), itemOfProduct(waterLine.product, 6)],
          },
        },
      ],
    ]);
  });
});
