import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductListing } from '../../src/features/catalog/components/ProductListing';
import { apples, facets, newWater, parmigiano, storeOnly } from './catalog-samples';

const products = [apples, parmigiano, newWater, storeOnly];

const meta = {
  title: 'Catalog/ProductListing',
  component: ProductListing,
  args: {
    filters: {},
    result: { products, facets, page: { selPage: 1, totPages: 3, totItems: 60 } },
    onFiltersChange: () => {},
  },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
/** While the list loads. */
export const Loading: Story = { args: { result: undefined } };
/** Nothing matches the filters. */
export const Empty: Story = {
  args: { result: { products: [], facets: [], page: { selPage: 1, totPages: 0, totItems: 0 } } },
};
/** Promotions only, one brand chosen, sorted by price. */
export const Filtered: Story = {
  args: {
    filters: { promo: true, facets: 'vendor:12', sort: 'pri_asc' },
    result: { products: [parmigiano], facets, page: { selPage: 1, totPages: 1, totItems: 1 } },
  },
};
/** On a phone: the filters wait behind 'Filtri' so that the products come first. */
export const PhoneFiltersClosed: Story = {
  args: { filtersOpen: false, onToggleFilters: () => {} },
};
/** On a phone, 'Filtri' pressed: the filters in a bottom drawer. */
export const PhoneFiltersOpen: Story = { args: { filtersOpen: true, onToggleFilters: () => {} } };
