import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Product } from '../../src/features/catalog/catalog.queries';
import { ProductOptionsDialog } from '../../src/features/cart/components/ProductOptionsDialog';

const base: Omit<Product, 'productId' | 'name' | 'slug' | 'selectOptions'> = {
  shortDescr: '',
  descr: '',
  mediaURL: '',
  mediaURLs: [],
  vendor: { vendorId: 40, name: 'Macelleria Brianza' },
  isNew: false,
  highlight: false,
  minAcq: 1,
  priceDisplay: 12.9,
  priceStandardDisplay: 12.9,
  priceUmDisplay: 25.8,
  priceStandardUmDisplay: 25.8,
  weightUnitDisplay: 'kg',
  productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz' },
  productClasses: [],
  categoryId: 30,
  ean: '8001234567890',
};

/** Radio mode: the cut of a piece of meat. */
const roast: Product = {
  ...base,
  productId: 201,
  name: 'Arrosto di vitello 500 g',
  slug: 'arrosto-di-vitello-500-g',
  selectOptions: [
    {
      name: 'Taglio',
      parameterName: 'taglio',
      mode: 'radio',
      options: [
        { key: 'intero', value: 'Intero' },
        { key: 'fette', value: 'A fette' },
        { key: 'bocconcini', value: 'A bocconcini' },
      ],
    },
  ],
};

/** Select mode, two options: slicing and the writing on a cake. */
const cake: Product = {
  ...base,
  productId: 202,
  name: 'Torta Millefoglie con crema chantilly 1 kg',
  slug: 'torta-millefoglie-1-kg',
  vendor: { vendorId: 41, name: 'Pasticceria Lariana' },
  selectOptions: [
    {
      name: 'Affettatura',
      parameterName: 'affettatura',
      mode: 'select',
      options: [
        { key: 'intero', value: 'Intero' },
        { key: 'sottile', value: 'Affettato sottile' },
        { key: 'medio', value: 'Affettato medio' },
      ],
    },
    {
      name: 'Scritta sulla torta',
      parameterName: 'scritta',
      mode: 'select',
      options: [
        { key: 'nessuna', value: 'Nessuna scritta' },
        { key: 'compleanno', value: 'Buon compleanno' },
        { key: 'auguri', value: 'Tanti auguri' },
      ],
    },
  ],
};

const meta = {
  title: 'Catalog/ProductOptionsDialog',
  component: ProductOptionsDialog,
  args: { product: roast, initial: {}, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ProductOptionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** addToCart `awaitingOptions`, radio mode: nothing chosen yet, submit disabled. */
export const Radio: Story = {};
/** Select mode with two options. */
export const Select: Story = { args: { product: cake } };
/** Every option already chosen: submit enabled. */
export const Preselected: Story = {
  args: { product: cake, initial: { affettatura: 'medio', scritta: 'auguri' } },
};
/** One of two options chosen. */
export const PartlyChosen: Story = { args: { product: cake, initial: { scritta: 'compleanno' } } };
