/**
 * The catalogue's analytics events (issue 17 "Analytics through a tag manager"): a page of
 * products shown (a category, a search's results, the preferred products), a list shown whole (a
 * Home block, 'I miei soliti'), a search made, a product's page seen. Each
 * is tracked once for what the shopper is shown, not on every render nor when a query refetches
 * the same data. Imported only by the catalogue's lazily loaded pages.
 */
import { useEffect, useRef } from 'react';
import { track } from '../../shared/analytics';
import {
  itemOfProduct,
  itemsEvent,
  listEvent,
  type AnalyticsEvent,
  type AnalyticsProduct,
} from '../../domain/analytics';
import type { Product, ProductListData } from './catalog.queries';

/** The list id and name of the search results' events. */
export const SEARCH_LIST = { id: 'search', name: 'Risultati della ricerca' } as const;

/** A category's list id in the events. */
export const categoryListId = (slug: string) => `category-${slug}`;

/** A Home block's list id in the events. */
export const homeBlockListId = (categoryBlockId: number) => `home-block-${categoryBlockId}`;

/** The list ids of 'I miei soliti' and of the preferred products ('I miei preferiti', or 'I più acquistati'). */
export const USUAL_LIST_ID = 'usual';
export const preferredListId = (kind: string) => `preferred-${kind}`;

/**
 * Tracks `event()` once each time `key` changes; `null` is nothing to track (yet). A key seen
 * last is not tracked again, so a re-render or a refetch of the same data sends nothing.
 */
function useTrackedOnce(key: string | null, event: () => AnalyticsEvent): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || key === last.current) return;
    last.current = key;
    track(event());
  }, [key, event]);
}

/**
 * `view_item_list` for each page of products shown: `list` is the page's data, undefined while
 * the page is loading (the previous page still on screen is not shown again). An empty page
 * lists nothing.
 */
export function useListShown(
  listId: string,
  listName: string,
  list: ProductListData | undefined,
): void {
  useProductsShown(listId, listName, list?.products, list?.page.selPage);
}

/**
 * `view_item_list` for a list shown whole (or its page `page`), once for each set of products it
 * shows.
 */
export function useProductsShown(
  listId: string,
  listName: string,
  products: readonly AnalyticsProduct[] | undefined,
  page?: number,
): void {
  const key =
    products && products.length > 0
      ? `${listId}|${page ?? ''}|${products.map((product) => product.productId).join(',')}`
      : null;
  useTrackedOnce(key, () => listEvent(listId, listName, products ?? []));
}

/** `search` for each search made (its words, trimmed); a blank search is none. */
export function useSearchMade(query: string | undefined): void {
  const term = query?.trim() ?? '';
  useTrackedOnce(term === '' ? null : term, () => ({ event: 'search', search_term: term }));
}

/** `view_item` for each product whose page is shown. */
export function useProductSeen(product: Product): void {
  useTrackedOnce(String(product.productId), () =>
    itemsEvent('view_item', [itemOfProduct(product)]),
  );
}
