/**
 * The shopper's lists (shopping-flow.md §7 "Wishlist", `cart/add-all-from-wishlist`): the lists
 * they see, one list with its lines, and the calls that change them. Every change answers the
 * list (or the lists) as they are now, which goes straight into the cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../api/ebsn';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { ShareGrant } from '../../../machines/lists/lists.machine';
import { storeCartReply } from '../../api/cart';

export type ListSummary = components['schemas']['WishlistSummary'];
export type ListDetail = components['schemas']['WishlistDetail'];
export type ListItem = components['schemas']['WishlistItem'];
export type ListLineOutcome = components['schemas']['WishlistLineOutcome'];

/** A shopper keeps a handful of lists: one page holds them all. */
const LISTS_PAGE_SIZE = 100;

export const listsQueryKey = ['lists'] as const;
const listQueryKey = (listId: number) => ['lists', listId] as const;

export const listsQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: listsQueryKey,
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/wishlist/list', { params: { query: { pageSize: LISTS_PAGE_SIZE } } }),
      );
      return reply.data.personalList;
    },
  });

export const listQueryOptions = (client: ShopClient, listId: number) =>
  queryOptions({
    queryKey: listQueryKey(listId),
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/wishlist/view', { params: { query: { list_id: listId } } }),
      );
      return reply.data;
    },
  });

/** Keeps a changed list and refreshes the summaries (names, sizes, the default). */
function storeList(queryClient: QueryClient, list: ListDetail): ListDetail {
  queryClient.setQueryData(listQueryKey(list.listId), list);
  void queryClient.invalidateQueries({ queryKey: listsQueryKey, exact: true });
  return list;
}

/** After the lists changed as a whole: the new first page, and no stale list. */
function storeLists(queryClient: QueryClient, lists: readonly ListSummary[], removedId: number) {
  queryClient.removeQueries({ queryKey: listQueryKey(removedId) });
  queryClient.setQueryData(listsQueryKey, [...lists]);
}

/** What a line holds: pieces, or kilograms of a product sold by weight. */
export type ListQuantity = { readonly quantity: number } | { readonly weight: number };

export interface ListCalls {
  readonly client: ShopClient;
  readonly queryClient: QueryClient;
}

export async function createList({ client, queryClient }: ListCalls, name: string) {
  const reply = await unwrap(client.POST('/ebsn/api/wishlist/insert', { body: { name } }));
  return storeList(queryClient, reply.data);
}

/** A new list of the shopper's own with the lines of `listId` (one shared with them). */
export async function copyList({ client, queryClient }: ListCalls, listId: number, name: string) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/copy', {
      params: { query: { list_id: listId } },
      body: { name },
    }),
  );
  return storeList(queryClient, reply.data);
}

export async function addToList(
  { client, queryClient }: ListCalls,
  listId: number,
  productId: number,
  amount: ListQuantity,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/add_prod', {
      body: { wishlistId: listId, items: [{ productId, ...amount }] },
    }),
  );
  return storeList(queryClient, reply.data);
}

export async function renameList({ client, queryClient }: ListCalls, listId: number, name: string) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/update', {
      params: { query: { list_id: listId } },
      body: { name },
    }),
  );
  return storeList(queryClient, reply.data);
}

export async function makeDefaultList({ client, queryClient }: ListCalls, listId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/select', { params: { query: { list_id: listId } } }),
  );
  return storeList(queryClient, reply.data);
}

export async function shareList(
  { client, queryClient }: ListCalls,
  listId: number,
  email: string,
  grant: ShareGrant,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/share', { body: { list_id: listId, email, grant } }),
  );
  return storeList(queryClient, reply.data);
}

/** The owner stops sharing with `email`; without it, the shopper leaves a shared list. */
export async function unshareList(
  { client, queryClient }: ListCalls,
  listId: number,
  email?: string,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/unshare', { body: { list_id: listId, email } }),
  );
  if (email === undefined) storeLists(queryClient, reply.data.personalList, listId);
  else await queryClient.invalidateQueries({ queryKey: listQueryKey(listId) });
}

export async function deleteList({ client, queryClient }: ListCalls, listId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/delete', { params: { query: { list_id: listId } } }),
  );
  storeLists(queryClient, reply.data.personalList, listId);
}

export async function changeListLine(
  { client, queryClient }: ListCalls,
  listId: number,
  itemId: number,
  quantity: number,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/update_prods', {
      body: { wishlistId: listId, items: [{ itemId, quantity }] },
    }),
  );
  return storeList(queryClient, reply.data);
}

/** Removes a line; `hash` is the list's as last read, so a list changed meanwhile is refused. */
export async function removeListLine(
  { client, queryClient }: ListCalls,
  listId: number,
  itemId: number,
  hash: string,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/wishlist/delete_prods', {
      body: { wishlistId: listId, items: [{ itemId }], hash },
    }),
  );
  return storeList(queryClient, reply.data);
}

/** Tops the cart up with the list; answers each line's outcome. */
export async function addAllToCart({ client, queryClient }: ListCalls, listId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/cart/add-all-from-wishlist', {
      params: { query: { list_id: listId } },
    }),
  );
  storeCartReply(queryClient, { cart: reply.data.cart, user: reply.user });
  return reply.data.lines;
}
