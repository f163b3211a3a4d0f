/**
 * The shopper's favourite products (the heart of the list selector, 'I miei preferiti'): their
 * ids, and marking a product as a favourite or not any more. The reply holds the ids as they are
 * now; the product listing of `preferred` and the user's `hasFavorites` are read again.
 */
import { unwrap } from '../../api/unwrap';
import { favoriteIdsQueryOptions } from '../catalog';
import type { ListCalls } from './lists.queries';

export async function setFavorite(
  { client, queryClient }: ListCalls,
  productId: number,
  favorite: boolean,
) {
  const path = favorite ? '/ebsn/api/favorites/add' : '/ebsn/api/favorites/remove';
  const reply = await unwrap(client.POST(path, { params: { query: { productId } } }));
  queryClient.setQueryData(favoriteIdsQueryOptions(client).queryKey, reply.data.productIds);
  await queryClient.invalidateQueries({ queryKey: ['products', 'preferred'] });
}
