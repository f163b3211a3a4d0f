/** Categories, category blocks and products (shopping-flow.md §7 "Catalogue"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProductFilters } from '../../domain/product-filters';
import { PRODUCT_PAGE_SIZE } from '../../domain/product-filters';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';

export type Category = components['schemas']['Category'];

/** The special category that describes the Home page with its blocks. */
export const HOME_CATEGORY = 'home';
export type Product = components['schemas']['Product'];
export type ProductListData = components['schemas']['ProductListData'];

/** Catalogue data changes rarely: keep it as long as the client's read cache does. */
const CATALOGUE_STALE_MS = 900_000;

export const categoryTreeQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['category', 'tree'],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/category', { params: { query: { filtered: true, depth: 3 } } }),
      );
      return reply.data.categories ?? [];
    },
    staleTime: CATALOGUE_STALE_MS,
  });

export const categoryQueryOptions = (client: ShopClient, slug: string) =>
  queryOptions({
    queryKey: ['category', 'slug', slug],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/category', { params: { query: { slug } } }));
      if (!reply.data.category) throw new Error(`category ${slug} missing from the reply`);
      return reply.data.category;
    },
    staleTime: CATALOGUE_STALE_MS,
  });

export const categoryBlockQueryOptions = (client: ShopClient, categoryBlockId: number) =>
  queryOptions({
    queryKey: ['category-block', categoryBlockId],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/category-block/info', { params: { query: { categoryBlockId } } }),
      );
      return reply.data;
    },
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * Home's data: the `home` category and every block it lists, fetched together by the route's
 * loader so that the page renders at once (on the server, whole).
 */
export async function loadHome(queryClient: QueryClient, client: ShopClient): Promise<void> {
  const home = await queryClient.ensureQueryData(categoryQueryOptions(client, HOME_CATEGORY));
  await Promise.all(
    (home.categoryBlocks ?? []).map((block) =>
      queryClient.ensureQueryData(categoryBlockQueryOptions(client, block.categoryBlockId)),
    ),
  );
}

/** What a product list asks for: a category or words, and the URL's filters. */
export interface ProductListRequest extends ProductFilters {
  readonly parent_category_id?: number | undefined;
  readonly q?: string | undefined;
}

export const productListQueryOptions = (client: ShopClient, request: ProductListRequest) =>
  queryOptions({
    queryKey: ['products', 'list', request],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/products', {
          params: { query: { ...withoutEmpty(request), page_size: PRODUCT_PAGE_SIZE } },
        }),
      );
      return reply.data;
    },
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * 'I miei preferiti', or 'I più acquistati' when the shopper has no favourites: the shopper's own,
 * so never kept beyond a visit of the page (a heart changes it).
 */
export const preferredQueryOptions = (client: ShopClient, filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', 'preferred', filters],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/products', {
          params: {
            query: { ...withoutEmpty(filters), preferred: true, page_size: PRODUCT_PAGE_SIZE },
          },
        }),
      );
      return reply.data;
    },
  });

/** The ids of the shopper's favourite products (the hearts, the list selector). */
export const favoriteIdsQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['favorites'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/favorites/ids'));
      return reply.data.productIds;
    },
  });

/** 'I miei soliti': what the shopper buys again and again, from their last orders. */
export const usualQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['products', 'usual'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/wishlist/usual'));
      return reply.data.wishlistItems;
    },
  });

export const productQueryOptions = (client: ShopClient, slug: string) =>
  queryOptions({
    queryKey: ['products', 'slug', slug],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/products', { params: { query: { slug } } }));
      const [product] = reply.data.products;
      if (!product) throw new Error(`product ${slug} missing from the reply`);
      return product;
    },
    staleTime: CATALOGUE_STALE_MS,
  });

/** A search's results: the words and the filters of the search page's address. */
export const searchQueryOptions = (client: ShopClient, query: string, filters: ProductFilters) =>
  productListQueryOptions(client, { ...filters, q: query });

function withoutEmpty<T extends object>(request: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
