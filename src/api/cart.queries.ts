/** The cart, which doubles as the login refresh: its reply carries the whole user. */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from './client';
import type { components } from './ebsn';
import { unwrap } from './unwrap';

export type Cart = components['schemas']['Cart'];
export type User = components['schemas']['User'];

export const cartQueryKey = ['cart'] as const;

export async function getCart(client: ShopClient): Promise<{ cart: Cart; user: User }> {
  const reply = await unwrap(client.GET('/ebsn/api/cart/view'));
  return { cart: reply.data, user: reply.user };
}

export const cartQueryOptions = (client: ShopClient) =>
  queryOptions({ queryKey: cartQueryKey, queryFn: () => getCart(client), staleTime: 60_000 });
