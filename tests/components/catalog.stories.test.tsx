import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as cardStories from '../../stories/catalog/ProductCard.stories';
import * as listingStories from '../../stories/catalog/ProductListing.stories';
import * as menuStories from '../../stories/shell/CategoryMenu.stories';
import * as usualStories from '../../stories/catalog/UsualProducts.stories';
import { usualActions } from '../../stories/catalog/UsualProducts.stories';
import { weeklyDetail } from '../../stories/lists/list-samples';
import { StoryProviders } from '../../stories/story-providers';
import { ProductCard } from '../../src/features/catalog/components/ProductCard';
import { ProductActionsProvider } from '../../src/features/catalog/components/product-actions';

const card = composeStories(cardStories);
const listing = composeStories(listingStories);
const menu = composeStories(menuStories);

describe('catalogue stories', () => {
  it('a product card shows name, brand, price and unit price in euros', async () => {
    render(<card.Regular />);
    expect(
      await screen.findByRole('link', { name: 'Mele Golden Val di Non 1 kg' }),
    ).toHaveAttribute('href', '/catalog/product/mele-golden-val-di-non-1-kg');
    expect(screen.getByText('Melinda')).toBeInTheDocument();
    expect(screen.getAllByText(/2,49\s€/)).toHaveLength(2);
  });

  it('a promotion shows its box and the standard price', async () => {
    render(<card.Promo />);
    expect(await screen.findByText('-30%')).toBeInTheDocument();
    expect(screen.getByText('Sconto in cassa')).toBeInTheDocument();
    expect(screen.getByText(/7,99\s€/)).toBeInTheDocument();
  });

  it('new and store-only products are marked', async () => {
    render(<card.New />);
    expect(await screen.findByText('Novità')).toBeInTheDocument();
    render(<card.Disabled />);
    expect(await screen.findByText('Solo in negozio')).toBeInTheDocument();
  });

  it('a listing shows the count, the facets with their counts and paging', async () => {
    render(<listing.Results />);
    expect(await screen.findByText('60 prodotti')).toBeInTheDocument();
    const brands = screen.getByRole('group', { name: 'Marca' });
    expect(within(brands).getByText('(14)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toBeInTheDocument();
  });

  it('choosing a facet, promotions or a page reports the change', async () => {
    const onFiltersChange = vi.fn();
    render(<listing.Results onFiltersChange={onFiltersChange} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Melinda' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Solo in promozione' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(onFiltersChange.mock.calls).toEqual([
      [{ facets: 'vendor:12' }],
      [{ promo: true }],
      [{ page: 2 }],
    ]);
  });

  it('the filtered state shows the chosen filters', async () => {
    render(<listing.Filtered />);
    expect(await screen.findByRole('checkbox', { name: 'Melinda' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Solo in promozione' })).toBeChecked();
    expect(screen.getByLabelText('Ordina per')).toHaveValue('pri_asc');
  });

  it("on a phone 'Filtri' opens the filters in a drawer, which closes again", async () => {
    const onToggleFilters = vi.fn();
    render(<listing.PhoneFiltersClosed onToggleFilters={onToggleFilters} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Filtri' }));
    expect(onToggleFilters).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Filtri' })).not.toBeInTheDocument();
  });

  it('the open filters drawer holds the filters, and closing it reports so', async () => {
    const onToggleFilters = vi.fn();
    render(<listing.PhoneFiltersOpen onToggleFilters={onToggleFilters} />);
    const drawer = await screen.findByRole('dialog', { name: 'Filtri' });
    expect(within(drawer).getByRole('switch', { name: 'Solo in promozione' })).toBeInTheDocument();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(onToggleFilters).toHaveBeenCalled());
  });

  it('loading and empty listings say so', async () => {
    render(<listing.Empty />);
    expect(await screen.findByText('Nessun prodotto trovato')).toBeInTheDocument();
    render(<listing.Loading />);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });

  it('the category menu links each category and opens the levels below', async () => {
    render(<menu.Tree />);
    fireEvent.click(await screen.findByText('Frutta e verdura'));
    expect(await screen.findByRole('link', { name: 'Tutto in Frutta e verdura' })).toHaveAttribute(
      'href',
      '/catalog/category/frutta-e-verdura',
    );
    expect(screen.getByRole('link', { name: 'Latticini e uova' })).toHaveAttribute(
      'href',
      '/catalog/category/latticini-e-uova',
    );
  });
});

describe("'I miei soliti'", () => {
  const usual = composeStories(usualStories);

  it('each usual product shows its usual quantity, on Home and in the empty cart', async () => {
    const { unmount } = render(<usual.OnHome />);
    const section = await screen.findByRole('region', { name: 'I miei soliti' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getAllByText(/^Di solito: /)).toHaveLength(3);
    unmount();
    render(<usual.InEmptyCart />);
    const compact = await screen.findByRole('region', { name: 'I miei soliti' });
    expect(within(compact).queryAllByRole('article')).toHaveLength(0);
    expect(
      within(compact).getAllByRole('button', { name: /^Aggiungi al carrello: / }),
    ).toHaveLength(3);
  });

  it('nothing is shown without usual products', async () => {
    render(<usual.NoneYet />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByText('I miei soliti')).toBeNull();
  });

  it('the add buttons add the usual quantity, on Home and in the empty cart', async () => {
    const [first] = weeklyDetail.wishlistItems;
    for (const Story of [usual.OnHome, usual.InEmptyCart]) {
      usualActions.onAdd.mockClear();
      const { unmount } = render(<Story />);
      const section = await screen.findByRole('region', { name: 'I miei soliti' });
      const [add] = within(section).getAllByRole('button', { name: /^Aggiungi al carrello: / });
      fireEvent.click(add as HTMLElement);
      expect(usualActions.onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ productId: first?.product.productId }),
        first?.quantity,
      );
      unmount();
    }
  });

  it("a card's heart opens the list selector for that product", async () => {
    render(<usual.OnHome />);
    const section = await screen.findByRole('region', { name: 'I miei soliti' });
    const [first] = within(section).getAllByRole('button', { name: /^Aggiungi a una lista: / });
    fireEvent.click(first as HTMLElement);
    expect(usualActions.onPickList).toHaveBeenCalledWith(
      expect.objectContaining({ productId: weeklyDetail.wishlistItems[0]?.product.productId }),
    );
  });
});

describe('the heart of a product card', () => {
  const product = weeklyDetail.wishlistItems[0]?.product;
  const heartOf = async (favoriteIds: readonly number[] | undefined) => {
    if (product === undefined) throw new Error('the sample list has products');
    const view = render(
      <StoryProviders>
        <ProductActionsProvider value={{ ...usualActions, favoriteIds }}>
          <ProductCard product={product} />
        </ProductActionsProvider>
      </StoryProviders>,
    );
    const button = await screen.findByRole('button', {
      name: `Aggiungi a una lista: ${product.name}`,
    });
    const fill = button.querySelector('svg')?.getAttribute('fill');
    view.unmount();
    return fill;
  };

  it("is filled for one of the shopper's favourites, outlined otherwise", async () => {
    expect(await heartOf([product?.productId ?? 0])).toBe('currentColor');
    expect(await heartOf([])).toBe('none');
    expect(await heartOf(undefined)).toBe('none');
  });
});
