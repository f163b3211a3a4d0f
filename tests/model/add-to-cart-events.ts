/** Every event the add-to-cart model sends, including the results of its actors. */
import type { EventFromLogic } from 'xstate';
import type { addToCartMachine } from '../../machines/cart/add-to-cart.machine';
import type { Product } from '../../src/features/catalog/catalog.queries';

type AddToCartEvents = EventFromLogic<typeof addToCartMachine>;

const baseProduct: Product = {
  productId: 1001,
  name: 'Mozzarella di bufala campana DOP 250 g',
  slug: 'mozzarella-di-bufala-campana-dop-250-g-1001',
  shortDescr: '250 g',
  descr: 'Mozzarella fresca.',
  mediaURL: '/photo/cheese-wedge.svg',
  mediaURLs: ['/photo/cheese-wedge.svg'],
  vendor: { vendorId: 1, name: 'Caseificio' },
  isNew: false,
  highlight: false,
  minAcq: 1,
  priceDisplay: 2.49,
  priceStandardDisplay: 2.49,
  priceUmDisplay: 9.96,
  priceStandardUmDisplay: 9.96,
  weightUnitDisplay: 'kg',
  productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1' },
  productClasses: [],
  categoryId: 10,
  ean: '8001234567890',
};

/** A product with an option to choose (the cut of the meat). */
export const productWithOptions: Product = {
  ...baseProduct,
  productId: 1002,
  selectOptions: [
    {
      name: 'Taglio',
      parameterName: 'taglio',
      mode: 'radio',
      options: [
        { key: 'fette', value: 'A fette' },
        { key: 'intero', value: 'Intero' },
      ],
    },
  ],
};

/** A product with a selectable promotion the shopper may decline. */
export const productWithPromo: Product = {
  ...baseProduct,
  productId: 1003,
  warehousePromo: {
    warehousePromoId: 7,
    selectable: true,
    view: { cssClass: 'promo-punti', header: 'Punti', body: 'x2', footer: 'Raddoppia i punti' },
  },
};

export const plainProduct = baseProduct;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AddToCartEvents;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: {
      messages: ['Hai superato la quantità massima giornaliera acquistabile per questo articolo'],
    },
  }) as unknown as AddToCartEvents;

const facts = (loggedIn: boolean, addressChosen: boolean, timeslotChosen: boolean) =>
  done('readGateFacts', { loggedIn, addressChosen, timeslotChosen });

const noMessages = { errors: [], warnings: [], infos: [] };

export const addToCartEvents = (): AddToCartEvents[] => [
  { type: 'cart.add', product: plainProduct, quantity: 1 },
  { type: 'cart.add', product: productWithOptions, quantity: 1 },
  { type: 'cart.add', product: productWithPromo, quantity: 1 },
  { type: 'options.submitted', params: { taglio: 'fette' } },
  { type: 'options.cancelled' },
  { type: 'promo.chosen', apply: false },
  { type: 'promo.cancelled' },
  facts(false, false, false),
  facts(true, false, false),
  facts(true, true, false),
  facts(true, true, true),
  failed('readGateFacts'),
  done('ensureLogin', true),
  done('ensureLogin', false),
  failed('ensureLogin'),
  done('chooseAddress', true),
  done('chooseAddress', false),
  failed('chooseAddress'),
  done('chooseTimeslot', true),
  done('chooseTimeslot', false),
  failed('chooseTimeslot'),
  done('addItem', { messages: noMessages }),
  done('addItem', { messages: { ...noMessages, warnings: ['Prezzo aggiornato'] } }),
  failed('addItem'),
];
