/**
 * The cart (shopping-flow.md §7 "Cart"): its view, which doubles as the login refresh, and the
 * calls that change it. Each change answers the whole cart, which the app writes into the query.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];
export type User = components['schemas']['User'];
export type CartAddItem = components['schemas']['CartAddItem'];

export interface CartReply {
  readonly cart: Cart;
  readonly user: User;
}

export const cartQueryKey = ['cart'] as const;

/** A call that answers the whole cart, as the cart query holds it. */
export function toCartReply(reply: { readonly data: Cart; readonly user: User }): CartReply {
  return { cart: reply.data, user: reply.user };
}

export async function getCart(client: ShopClient): Promise<CartReply> {
  return toCartReply(await unwrap(client.GET('/ebsn/api/cart/view')));
}

/** Every cart-changing call answers the whole cart: it becomes the cart query's data. */
export function storeCartReply(queryClient: QueryClient, reply: CartReply): void {
  queryClient.setQueryData(cartQueryKey, reply);
}

export const cartQueryOptions = (client: ShopClient) =>
  queryOptions({ queryKey: cartQueryKey, queryFn: () => getCart(client), staleTime: 60_000 });

/** Adds one product; the reply's messages decide whether the success toast shows. */
export async function addToCart(client: ShopClient, item: CartAddItem) {
  const reply = await unwrap(client.POST('/ebsn/api/cart/add', { body: { items: [item] } }));
  return { cart: reply.data, user: reply.user, status: reply.response };
}

export async function updateCartItem(client: ShopClient, itemId: number, quantity: number) {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/update', { body: { items: [{ itemId, quantity }] } })),
  );
}

export async function deleteCartItem(client: ShopClient, itemId: number) {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/delete', { body: { items: [{ itemId }] } })),
  );
}

export async function emptyCart(client: ShopClient) {
  return toCartReply(await unwrap(client.POST('/ebsn/api/cart/empty')));
}

/** Sets a cart information: the order comment, or the invoice request ('true'/'false'). */
export async function updateCartInfo(
  client: ShopClient,
  property: 'order_comment' | 'need_invoice',
  value: string,
): Promise<CartReply> {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/update-cart-info', { body: { property, value } })),
  );
}

/** Whether the shop may replace a line's product with an alternative when it is missing. */
export async function updateLineAlternatives(
  client: ShopClient,
  itemId: number,
  accept: boolean,
): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/cart/update-infos', {
        body: { items: [{ itemId, infos: { accept_alternatives: accept ? 'true' : 'false' } }] },
      }),
    ),
  );
}
