import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Product } from '../../src/features/catalog/catalog.queries';
import { ProductPromoDialog } from '../../src/features/cart/components/ProductPromoDialog';

const coffee: Product = {
  productId: 301,
  name: 'Caffè macinato per moka 4 x 250 g',
  slug: 'caffe-macinato-moka-4x250-g',
  shortDescr: '4 x 250 g',
  descr: '',
  mediaURL: '',
  mediaURLs: [],
  vendor: { vendorId: 50, name: 'Torrefazione Orobica' },
  isNew: false,
  highlight: false,
  minAcq: 1,
  priceDisplay: 9.99,
  priceStandardDisplay: 13.49,
  priceUmDisplay: 9.99,
  priceStandardUmDisplay: 13.49,
  weightUnitDisplay: 'kg',
  productInfos: { TIPOLOGIA: 'Confezione', UNIT_SELLING: 'pz' },
  productClasses: [],
  categoryId: 12,
  ean: '8009876543210',
  warehousePromo: {
    warehousePromoId: 77,
    selectable: true,
    view: {
      cssClass: 'promo-points',
      header: 'Raccolta punti',
      body: '200 punti extra',
      footer: 'Fino al 6 dicembre',
      selectablePromoText: 'Vuoi usare 200 punti della tua carta per questo prodotto?',
    },
  },
};

const discountedCoffee: Product = {
  ...coffee,
  warehousePromo: {
    warehousePromoId: 78,
    selectable: true,
    view: { cssClass: 'promo-percent', header: '-25%', body: 'Sconto in cassa', footer: '' },
  },
};

const meta = {
  title: 'Catalog/ProductPromoDialog',
  component: ProductPromoDialog,
  args: { product: coffee, onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof ProductPromoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** addToCart `awaitingPromo`: the warehouse's own question. */
export const Selectable: Story = {};
/** A promotion without its own question gets the default one. */
export const DefaultQuestion: Story = { args: { product: discountedCoffee } };
