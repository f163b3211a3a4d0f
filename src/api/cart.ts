/**
 * The cart as the server holds it (shopping-flow.md §7 "Cart"): server state that every flow reads
 * (the header, the checkout, the service dialogs, the personal area, the session's refresh) and
 * that every cart-changing call answers whole. The calls that change it belong to their flows.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShopClient } from './client';
import type { components } from './ebsn';
import { unwrap } from './unwrap';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];
export type User = components['schemas']['User'];

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
