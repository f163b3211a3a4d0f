/** Sample catalogue data for stories, shaped like the API's replies. */
import type { FacetView } from '../../src/features/catalog/components/ProductFiltersPanel';
import type { MenuCategoryView } from '../../src/domain/category-tree';
import type { ProductView } from '../../src/features/catalog/components/product-view';

const picture = (emoji: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="32" y="46" font-size="40" text-anchor="middle">${emoji}</text></svg>`,
  )}`;

export const apples: ProductView = {
  productId: 1,
  name: 'Mele Golden Val di Non 1 kg',
  slug: 'mele-golden-val-di-non-1-kg',
  shortDescr: 'Trentino Alto Adige, categoria I',
  mediaURL: picture('🍏'),
  vendor: { name: 'Melinda' },
  priceDisplay: 2.49,
  priceUmDisplay: 2.49,
  weightUnitDisplay: 'kg',
  productInfos: { TIPOLOGIA: 'Confezione' },
};

export const parmigiano: ProductView = {
  productId: 2,
  name: 'Parmigiano Reggiano DOP 24 mesi 300 g',
  slug: 'parmigiano-reggiano-dop-24-mesi-300-g',
  shortDescr: 'Stagionato 24 mesi',
  mediaURL: picture('🧀'),
  vendor: { name: 'Consorzio Parmigiano' },
  priceDisplay: 5.59,
  priceStandardDisplay: 7.99,
  priceUmDisplay: 18.63,
  weightUnitDisplay: 'kg',
  warehousePromo: {
    view: {
      cssClass: 'promo-percent',
      header: '-30%',
      body: 'Sconto in cassa',
      footer: 'Fino al 30 novembre',
    },
  },
  productInfos: { TIPOLOGIA: 'Pezzo', MAXACQ: '5' },
};

export const newWater: ProductView = {
  productId: 3,
  name: 'Acqua minerale naturale 6 x 1,5 l',
  slug: 'acqua-minerale-naturale-6x1-5-l',
  mediaURL: picture('💧'),
  vendor: { name: 'Fonte Alpina' },
  isNew: true,
  priceDisplay: 1.89,
  priceUmDisplay: 0.21,
  weightUnitDisplay: 'l',
};

export const storeOnly: ProductView = {
  ...apples,
  productId: 4,
  name: 'Vino rosso Chianti DOCG 0,75 l',
  slug: 'chianti-docg-075',
  mediaURL: picture('🍷'),
  productInfos: { USER_DISABLED: '1' },
};

export const facets: FacetView[] = [
  {
    name: 'Marca',
    parameterName: 'vendor',
    values: [
      { id: 12, name: 'Melinda', filteredCount: 14 },
      { id: 15, name: 'Val Venosta', filteredCount: 9 },
    ],
  },
];

export const menu: MenuCategoryView[] = [
  {
    categoryId: 1,
    slug: 'frutta-e-verdura',
    name: 'Frutta e verdura',
    productCount: 40,
    metaData: { category_info: { MENU_COLOR: '#2f9e44', ICON: '🍎' } },
    categories: [
      {
        categoryId: 2,
        slug: 'frutta',
        name: 'Frutta',
        productCount: 25,
        categories: [{ categoryId: 3, slug: 'mele-e-pere', name: 'Mele e pere', productCount: 10 }],
      },
    ],
  },
  {
    categoryId: 4,
    slug: 'latticini-e-uova',
    name: 'Latticini e uova',
    productCount: 30,
    metaData: { category_info: { MENU_COLOR: '#f08c00', ICON: '🧀' } },
  },
];
