/**
 * The shopper's favourite products (the heart of the list selector, 'I miei preferiti'): their
 * ids, and marking a product as a favourite or not any more. The reply holds the ids as they are
 * now; the product listing of `preferred` and the user's `hasFavorites` are read again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { ListCalls } from './lists.queries';

const favoritesQueryKey = ['favorites'] as const;

export const favoriteIdsQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/favorites/ids'));
      return reply.data.productIds;
    },
  });

export async function setFavorite(
  { client, queryClient }: ListCalls,
  productId: number,
  favorite: boolean,
) {
  const path = favorite ? '/ebsn/api/favorites/add' : '/ebsn/api/favorites/remove';
  const reply = await unwrap(client.POST(path, { params: { query: { productId } } }));
  queryClient.setQueryData(favoritesQueryKey, reply.data.productIds);
  await queryClient.invalidateQueries({ queryKey: ['products', 'preferred'] });
}
