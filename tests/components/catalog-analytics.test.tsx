/**
 * The catalogue's analytics events (issue 17 "Analytics through a tag manager"): a category's
 * products, a search's results, 'I miei soliti' and the preferred products shown
 * (`view_item_list`), a search made (`search`), a product's
 * page seen (`view_item`), each once for what the shopper is shown.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { track } from '../../src/shared/analytics';
import { itemOfProduct } from '../../src/domain/analytics';
import type { ProductFilters } from '../../src/domain/product-filters';
import { CategoryPage } from '../../src/features/catalog/CategoryPage';
import {
  categoryTreeQueryOptions,
  productListQueryOptions,
  preferredQueryOptions,
  productQueryOptions,
  searchQueryOptions,
  usualQueryOptions,
} from '../../src/features/catalog/catalog.queries';
import { PreferredPage } from '../../src/features/catalog/PreferredPage';
import UsualProductsContainer from '../../src/features/catalog/UsualProductsContainer';
import { ProductPage } from '../../src/features/catalog/ProductPage';
import { SearchPage } from '../../src/features/catalog/SearchPage';
import { parmigianoLine, pastaLine } from '../../stories/cart/cart-samples';
import { StoryProviders } from '../../stories/story-providers';
import { silentClient } from '../support/stub-client';

vi.mock('../../src/shared/analytics', () => ({ track: vi.fn() }));
// The search page's content results come from the content service: not under test here.
vi.mock('../../src/features/content', () => ({ ContentSearchSlot: () => null }));
// The phone's filters drawer belongs to the shell's statechart: closed here.
vi.mock('../../src/features/catalog/use-filters-drawer', () => ({
  useFiltersDrawer: () => ({ filtersOpen: false, onToggleFilters: () => {} }),
}));

type Category = components['schemas']['Category'];
type ProductListData = components['schemas']['ProductListData'];

const pasta = pastaLine.product;
const parmigiano = parmigianoLine.product;

const pastaCategory: Category = {
  categoryId: 310,
  slug: 'pasta',
  name: 'Pasta',
  parentId: 300,
  productCount: 2,
  metaData: { category_info: {} },
};

const page = (selPage: number, products: ProductListData['products']): ProductListData => ({
  products,
  facets: [],
  page: { selPage, totPages: 2, totItems: 3, itemsPerPage: 2 },
});

/** Every page's data is in the cache already: the client never answers. */
const client = silentClient;

const tracked = vi.mocked(track);
const events = (name: string) =>
  tracked.mock.calls.map(([event]) => event).filter((event) => event.event === name);

/**
 * Renders `ui` in the app's providers; the function answered shows `next` in its place, as a
 * route does when its address changes (the page is rendered again, not mounted again).
 */
function renderWith(queryClient: QueryClient, ui: ReactNode) {
  let current = ui;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Current() {
    return useSyncExternalStore(subscribe, () => current);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <StoryProviders>
        <Current />
      </StoryProviders>
    </QueryClientProvider>,
  );
  return (next: ReactNode) =>
    act(() => {
      current = next;
      listeners.forEach((listener) => listener());
    });
}

/** The page's data as the route's loader leaves it; never stale, so nothing is fetched. */
function cacheWith(fill: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(categoryTreeQueryOptions(client).queryKey, []);
  fill(queryClient);
  return queryClient;
}

beforeEach(() => tracked.mockClear());

describe("a category's products", () => {
  const filters: ProductFilters = {};
  const secondPage: ProductFilters = { page: 2 };
  const listOf = (pageFilters: ProductFilters) =>
    productListQueryOptions(client, { ...pageFilters, parent_category_id: 310 }).queryKey;
  /** The category's page as its route shows it, with `pageFilters` chosen. */
  const categoryPage = (pageFilters: ProductFilters) => (
    <CategoryPage
      client={client}
      category={pastaCategory}
      filters={pageFilters}
      onFiltersChange={() => {}}
    />
  );

  it('a page of products shown is one view_item_list named after the category, its products in order', async () => {
    const queryClient = cacheWith((cache) =>
      cache.setQueryData(listOf(filters), page(1, [pasta, parmigiano])),
    );
    const rerender = renderWith(queryClient, categoryPage(filters));
    await screen.findByRole('heading', { name: 'Pasta', level: 1 });
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(events('view_item_list')[0]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'category-pasta',
        item_list_name: 'Pasta',
        items: [itemOfProduct(pasta, 1, 0), itemOfProduct(parmigiano, 1, 1)],
      },
    });

    // Shown again without a change (a re-render): nothing more.
    rerender(categoryPage(filters));
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('the next page of products shown is one more view_item_list, with its own products', async () => {
    const queryClient = cacheWith((cache) => {
      cache.setQueryData(listOf(filters), page(1, [pasta, parmigiano]));
      cache.setQueryData(listOf(secondPage), page(2, [pasta]));
    });
    const rerender = renderWith(queryClient, categoryPage(filters));
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    rerender(categoryPage(secondPage));
    await waitFor(() => expect(events('view_item_list')).toHaveLength(2));
    expect(events('view_item_list')[1]).toMatchObject({
      ecommerce: { item_list_id: 'category-pasta', items: [itemOfProduct(pasta, 1, 0)] },
    });
  });

  it('a page still loading lists nothing', async () => {
    const queryClient = cacheWith(() => {});
    renderWith(queryClient, categoryPage(filters));
    await screen.findByRole('heading', { name: 'Pasta', level: 1 });
    expect(events('view_item_list')).toHaveLength(0);
  });
});

describe("a search's results", () => {
  it('a search made is one search event with its words, and its results one view_item_list', async () => {
    const queryClient = cacheWith((cache) =>
      cache.setQueryData(searchQueryOptions(client, 'pasta', {}).queryKey, page(1, [pasta])),
    );
    const rerender = renderWith(
      queryClient,
      <SearchPage client={client} search={{ query: 'pasta' }} onFiltersChange={() => {}} />,
    );
    await screen.findByRole('heading', { name: 'Risultati per «pasta»' });
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(events('search')).toEqual([{ event: 'search', search_term: 'pasta' }]);
    expect(events('view_item_list')[0]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'search',
        item_list_name: 'Risultati della ricerca',
        items: [itemOfProduct(pasta, 1, 0)],
      },
    });

    // The same search shown again: nothing more.
    rerender(<SearchPage client={client} search={{ query: 'pasta' }} onFiltersChange={() => {}} />);
    expect(events('search')).toHaveLength(1);
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('another search is one more search event', async () => {
    const queryClient = cacheWith(() => {});
    const rerender = renderWith(
      queryClient,
      <SearchPage client={client} search={{ query: 'pasta' }} onFiltersChange={() => {}} />,
    );
    await waitFor(() => expect(events('search')).toHaveLength(1));
    rerender(
      <SearchPage client={client} search={{ query: 'parmigiano' }} onFiltersChange={() => {}} />,
    );
    await waitFor(() => expect(events('search')).toHaveLength(2));
    expect(events('search')[1]).toEqual({ event: 'search', search_term: 'parmigiano' });
  });

  it('the bare search page, with no words, tracks nothing', async () => {
    renderWith(
      cacheWith(() => {}),
      <SearchPage client={client} search={{}} onFiltersChange={() => {}} />,
    );
    await screen.findByRole('heading', { name: 'Cerca tra i prodotti' });
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe("a product's page", () => {
  it("a product's page shown is one view_item with the product, one piece at its price", async () => {
    const queryClient = cacheWith((cache) => {
      cache.setQueryData(productQueryOptions(client, pasta.slug).queryKey, pasta);
      cache.setQueryData(productQueryOptions(client, parmigiano.slug).queryKey, parmigiano);
    });
    const rerender = renderWith(queryClient, <ProductPage client={client} slug={pasta.slug} />);
    await screen.findByRole('heading', { name: pasta.name });
    await waitFor(() => expect(events('view_item')).toHaveLength(1));
    expect(events('view_item')[0]).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 1.49, items: [itemOfProduct(pasta, 1)] },
    });

    rerender(<ProductPage client={client} slug={pasta.slug} />);
    expect(events('view_item')).toHaveLength(1);

    // Another product's page: its own view_item.
    rerender(<ProductPage client={client} slug={parmigiano.slug} />);
    await waitFor(() => expect(events('view_item')).toHaveLength(2));
    expect(events('view_item')[1]).toMatchObject({
      ecommerce: { items: [itemOfProduct(parmigiano, 1)] },
    });
  });
});

describe('the lists of products a shopper is shown whole', () => {
  it("'I miei soliti' is one view_item_list of its products, once", async () => {
    const queryClient = cacheWith((cache) =>
      cache.setQueryData(usualQueryOptions(client).queryKey, [
        { product: parmigiano, quantity: 1 },
        { product: pasta, quantity: 2 },
      ] as never),
    );
    const rerender = renderWith(queryClient, <UsualProductsContainer client={client} />);
    await screen.findByRole('region', { name: 'I miei soliti' });
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(events('view_item_list')[0]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'usual',
        item_list_name: 'I miei soliti',
        items: [itemOfProduct(parmigiano, 1, 0), itemOfProduct(pasta, 1, 1)],
      },
    });
    rerender(<UsualProductsContainer client={client} compact />);
    expect(events('view_item_list')).toHaveLength(1);
  });

  it("the preferred products are a view_item_list named 'I miei preferiti' or 'I più acquistati'", async () => {
    const filters: ProductFilters = {};
    const queryClient = cacheWith((cache) =>
      cache.setQueryData(preferredQueryOptions(client, filters).queryKey, {
        ...page(1, [pasta]),
        preferredKind: 'mostBought',
      } as never),
    );
    renderWith(
      queryClient,
      <PreferredPage client={client} filters={filters} onFiltersChange={() => {}} />,
    );
    await screen.findByRole('heading', { name: 'I più acquistati', level: 1 });
    await waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(events('view_item_list')[0]).toMatchObject({
      ecommerce: {
        item_list_id: 'preferred-mostBought',
        item_list_name: 'I più acquistati',
        items: [itemOfProduct(pasta, 1, 0)],
      },
    });
  });
});
