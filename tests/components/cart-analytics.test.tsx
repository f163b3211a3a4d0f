/**
 * The cart's analytics events (issue 17 "Analytics through a tag manager"): `add_to_cart` when the
 * cart's quantity of a product goes up, `remove_from_cart` when it goes down, after the server
 * accepted the change, with the change as the quantity. Driven through the cart's real actors
 * (src/features/cart/cart.effects.ts) against a stub of the shop API.
 */
import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopClient } from '../../src/api/client';
import { track } from '../../src/shared/analytics';
import { itemOfProduct } from '../../src/domain/analytics';
import { createCartActors } from '../../src/features/cart/cart.effects';
import { cartQueryKey, type Cart, type CartReply } from '../../src/api/cart';
import type { ServiceEffectsModule } from '../../src/features/service';
import { sessionMachine } from '../../machines/session/session.machine';
import { cartOf, parmigianoLine, pastaLine, withQuantity } from '../../stories/cart/cart-samples';

vi.mock('../../src/shared/analytics', () => ({ track: vi.fn() }));

const tracked = vi.mocked(track);
const pasta = pastaLine.product;
const parmigiano = parmigianoLine.product;
/** A visitor: the anonymous cart below skips the login, address and slot steps. */
const user = { userId: -1 } as CartReply['user'];

/** 3 packets of spaghetti and 5 of Parmigiano. */
const startCart = cartOf([pastaLine, parmigianoLine]);

/** The shop API: each cart call answers `answer(path, body)`, or fails when it is null. */
function stubClient(answer: (path: string, body: unknown) => Cart | null) {
  const reply = (cart: Cart | null) =>
    Promise.resolve(
      cart
        ? {
            data: { response: { status: 0 }, data: cart, user },
            response: new Response(null, { status: 200 }),
          }
        : {
            error: { response: { status: 1, errors: [{ error: 'Errore' }] }, data: null },
            response: new Response(null, { status: 400 }),
          },
    );
  return {
    GET: vi.fn((path: string) => reply(answer(path, undefined))),
    POST: vi.fn((path: string, init?: { body?: unknown }) => reply(answer(path, init?.body))),
  } as unknown as ShopClient;
}

function cartActors(client: ShopClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<CartReply>(cartQueryKey, { cart: startCart, user });
  const service = {
    createServiceActor: () => ({ on: vi.fn(), send: vi.fn(), getSnapshot: vi.fn() }),
  } as unknown as ServiceEffectsModule;
  const actors = createCartActors(
    {
      queryClient,
      client,
      session: createActor(sessionMachine),
      login: { open: vi.fn() } as never,
      anonymousCart: true,
    },
    service,
  );
  return { actors, queryClient };
}

/** The quantity actor of a cart line, as the cart drawer runs it. */
function lineActor(actors: ReturnType<typeof cartActors>['actors'], line = pastaLine) {
  const actor = createActor(actors.lineQuantity(line), { input: actors.lineQuantityInput(line) });
  actor.start();
  return actor;
}

beforeEach(() => tracked.mockClear());

describe("a line's quantity", () => {
  it('plus, accepted by the server, is add_to_cart of one more piece of the product', async () => {
    // The server also shows a Parmigiano changed meanwhile by another call: not this one's.
    const client = stubClient(() =>
      cartOf([withQuantity(pastaLine, 4), withQuantity(parmigianoLine, 4)]),
    );
    const { actors } = cartActors(client);
    const line = lineActor(actors);
    line.send({ type: 'quantity.plus' });
    await waitFor(line, (snapshot) => snapshot.matches('idle') && snapshot.context.saved === 4);
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'EUR', value: 1.49, items: [itemOfProduct(pasta, 1)] },
        },
      ],
    ]);
  });

  it('minus, accepted by the server, is remove_from_cart of one piece', async () => {
    const client = stubClient(() => cartOf([withQuantity(pastaLine, 2), parmigianoLine]));
    const { actors } = cartActors(client);
    const line = lineActor(actors);
    line.send({ type: 'quantity.minus' });
    await waitFor(line, (snapshot) => snapshot.matches('idle') && snapshot.context.saved === 2);
    expect(tracked).toHaveBeenCalledTimes(1);
    expect(tracked).toHaveBeenCalledWith({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 1.49, items: [itemOfProduct(pasta, 1)] },
    });
  });

  it('a line removed is remove_from_cart of its whole quantity', async () => {
    const client = stubClient(() => cartOf([parmigianoLine]));
    const { actors } = cartActors(client);
    const line = lineActor(actors);
    line.send({ type: 'line.remove' });
    line.send({ type: 'removal.confirmed' });
    await waitFor(line, (snapshot) => snapshot.status === 'done');
    expect(tracked).toHaveBeenCalledWith({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 4.47, items: [itemOfProduct(pasta, 3)] },
    });
  });

  it('a change the server refuses is not tracked', async () => {
    const client = stubClient((path) => (path === '/ebsn/api/cart/update' ? null : startCart));
    const { actors } = cartActors(client);
    const line = lineActor(actors);
    line.send({ type: 'quantity.plus' });
    await waitFor(
      line,
      (snapshot) => snapshot.matches('idle') && snapshot.context.errors.length > 0,
    );
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('adding a product', () => {
  it('the add button, accepted by the server, is add_to_cart of what the cart gained', async () => {
    // The product was in the cart with 3 pieces; the server adds the 2 asked for.
    const client = stubClient((path) =>
      path === '/ebsn/api/cart/add'
        ? cartOf([withQuantity(pastaLine, 5), parmigianoLine])
        : startCart,
    );
    const { actors } = cartActors(client);
    actors.add(pasta, 2);
    await waitFor(
      actors.addToCart,
      (snapshot) => snapshot.matches('idle') && tracked.mock.calls.length > 0,
    );
    expect(tracked.mock.calls).toEqual([
      [
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'EUR', value: 2.98, items: [itemOfProduct(pasta, 2)] },
        },
      ],
    ]);
  });

  it('a product the server does not add (nothing gained) is not tracked', async () => {
    const client = stubClient(() => startCart);
    const { actors } = cartActors(client);
    actors.add(parmigiano, 1);
    await vi.waitFor(() =>
      expect(client.POST).toHaveBeenCalledWith('/ebsn/api/cart/add', expect.anything()),
    );
    await waitFor(actors.addToCart, (snapshot) => snapshot.matches('idle'));
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('emptying the cart', () => {
  it('is remove_from_cart of every product with its whole quantity', async () => {
    const client = stubClient(() => cartOf([]));
    const { actors } = cartActors(client);
    actors.cartDrawer.send({ type: 'cart.emptyRequested' });
    actors.cartDrawer.send({ type: 'empty.confirmed' });
    await vi.waitFor(() => expect(tracked).toHaveBeenCalled());
    expect(tracked).toHaveBeenCalledWith({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'EUR',
        value: 32.42,
        items: [itemOfProduct(pasta, 3), itemOfProduct(parmigiano, 5)],
      },
    });
  });
});
