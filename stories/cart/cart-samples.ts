/**
 * Sample cart, lines, addresses and delivery services for the cart and address stories, shaped
 * like the API's replies (src/api/ebsn.d.ts). The addresses are the seeded ones of
 * server/db/services-seed, plus one of the shopper's own company addresses.
 */
import type { components } from '../../src/api/ebsn';
import type { AddressDraft } from '../../src/domain/address-form';
import {
  ADDRESS_TYPE,
  DELIVERY_SERVICE,
  DELIVERY_SERVICES,
  type AddressKind,
} from '../../src/domain/delivery-services';
import { isPackageMode, packagesOf, sellingRulesOf } from '../../src/domain/quantity';

type Address = components['schemas']['Address'];
type Cart = components['schemas']['Cart'];
type CartItem = components['schemas']['CartItem'];
type DeliveryService = components['schemas']['DeliveryService'];
type Product = components['schemas']['Product'];

const picture = (emoji: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="32" y="46" font-size="40" text-anchor="middle">${emoji}</text></svg>`,
  )}`;

type ProductSample = Pick<
  Product,
  | 'productId'
  | 'name'
  | 'slug'
  | 'shortDescr'
  | 'priceDisplay'
  | 'priceUmDisplay'
  | 'weightUnitDisplay'
  | 'productInfos'
  | 'categoryId'
  | 'ean'
> &
  Partial<Product> & { readonly emoji: string; readonly vendorName: string };

function product({ emoji, vendorName, ...fields }: ProductSample): Product {
  const mediaURL = picture(emoji);
  return {
    descr: '',
    mediaURL,
    mediaURLs: [mediaURL],
    vendor: { vendorId: fields.productId * 10, name: vendorName },
    isNew: false,
    highlight: false,
    minAcq: 1,
    priceStandardDisplay: fields.priceDisplay,
    priceStandardUmDisplay: fields.priceUmDisplay,
    productClasses: [],
    ...fields,
  };
}

/** A cart line; its total is the price times the quantity, to the cent. */
function line(
  itemId: number,
  item: Product,
  quantity: number,
  extra: Partial<Pick<CartItem, 'discount' | 'promoApplied' | 'cartItemInfo'>> = {},
): CartItem {
  return {
    itemId,
    cartItemId: itemId,
    product: item,
    quantity,
    weight: item.productInfos.TIPOLOGIA === 'Sfuso' ? quantity : 0,
    discount: 0,
    grossTotal: Math.round(item.priceDisplay * quantity * 100) / 100,
    cartItemInsertionTypeId: 1,
    cartItemInfo: {},
    promoApplied: false,
    ...extra,
  };
}

/** A Pezzo line: 3 packets of spaghetti. */
export const pastaLine = line(
  9101,
  product({
    productId: 1201,
    name: 'Spaghetti di Gragnano IGP 500 g',
    slug: 'spaghetti-di-gragnano-igp-500-g',
    shortDescr: '500 g',
    emoji: '🍝',
    vendorName: 'Pastificio dei Campi',
    priceDisplay: 1.49,
    priceUmDisplay: 2.98,
    weightUnitDisplay: 'kg',
    productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1' },
    categoryId: 310,
    ean: '8001234001018',
  }),
  3,
);

/** A promo line at its MAXACQ of 5: the next plus is refused with the maxAcq message. */
export const parmigianoLine = line(
  9102,
  product({
    productId: 1202,
    name: 'Parmigiano Reggiano DOP 24 mesi 300 g',
    slug: 'parmigiano-reggiano-dop-24-mesi-300-g',
    shortDescr: 'Stagionato 24 mesi',
    emoji: '🧀',
    vendorName: 'Consorzio Parmigiano',
    priceDisplay: 5.59,
    priceStandardDisplay: 7.99,
    priceUmDisplay: 18.63,
    priceStandardUmDisplay: 26.63,
    weightUnitDisplay: 'kg',
    productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1', MAXACQ: '5' },
    warehousePromo: {
      warehousePromoId: 31,
      selectable: false,
      view: {
        cssClass: 'promo-percent',
        header: '-30%',
        body: 'Sconto in cassa',
        footer: 'Fino al 30 novembre',
      },
    },
    categoryId: 420,
    ean: '8001234002022',
  }),
  5,
  { discount: 12, promoApplied: true },
);

/** A Confezione line sold by the pack of 6 (QTY_MULT 6, QTY_LOCKED): 12 bottles, 2 packs. */
export const waterLine = line(
  9103,
  product({
    productId: 1203,
    name: 'Acqua minerale naturale 1,5 l',
    slug: 'acqua-minerale-naturale-1-5-l',
    shortDescr: 'Confezione da 6 bottiglie',
    emoji: '💧',
    vendorName: 'Fonte Alpina',
    minAcq: 6,
    priceDisplay: 0.35,
    priceUmDisplay: 0.23,
    weightUnitDisplay: 'l',
    productInfos: {
      TIPOLOGIA: 'Confezione',
      UNIT_SELLING: 'pz',
      QTY_MULT: '6',
      QTY_LOCKED: 'true',
      LOGISTIC_PACKAGING_ITEMS: '6',
      WEIGHT_UNIT_BASE: 'l',
    },
    categoryId: 510,
    ean: '8001234003036',
  }),
  12,
);

/** A Sfuso line weighed at the deli counter: 0,3 kg, from 0,1 kg in steps of 0,05 kg. */
export const mortadellaLine = line(
  9104,
  product({
    productId: 1204,
    name: 'Mortadella Bologna IGP',
    slug: 'mortadella-bologna-igp',
    shortDescr: 'Affettata al banco',
    emoji: '🥓',
    vendorName: 'Salumificio Emiliano',
    priceDisplay: 12.9,
    priceUmDisplay: 12.9,
    weightUnitDisplay: 'kg',
    productInfos: {
      TIPOLOGIA: 'Sfuso',
      UNIT_SELLING: 'kg',
      WEIGHT_UNIT_SELLING: 'kg',
      WEIGHT_UNIT_BASE: 'kg',
      WEIGHT_SELLING: '0.1',
      STEP_SELLING: '0.05',
    },
    categoryId: 430,
    ean: '8001234004040',
  }),
  0.3,
);

/** USER_DISABLED '1': a wine the shopper may not buy online now; no stepper, no remove. */
export const chiantiLine = line(
  9105,
  product({
    productId: 1205,
    name: 'Chianti DOCG 0,75 l',
    slug: 'chianti-docg-0-75-l',
    shortDescr: 'Vino rosso, Toscana',
    emoji: '🍷',
    vendorName: 'Fattoria di Greve',
    priceDisplay: 8.9,
    priceUmDisplay: 11.87,
    weightUnitDisplay: 'l',
    productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1', USER_DISABLED: '1' },
    productClasses: [
      {
        productClassId: 5,
        name: 'Bevande alcoliche',
        purchaseLimit: { maxQuantity: 24, unit: 'pz' },
      },
    ],
    categoryId: 520,
    ean: '8001234005054',
  }),
  2,
);

/** A deli piece cut to 250 g (cartItemInfo.customWeight) with its chosen slicing option. */
export const prosciuttoLine = line(
  9106,
  product({
    productId: 1206,
    name: 'Prosciutto crudo di Parma DOP',
    slug: 'prosciutto-crudo-di-parma-dop',
    shortDescr: 'Stagionato 18 mesi',
    emoji: '🍖',
    vendorName: 'Prosciuttificio Langhirano',
    priceDisplay: 6.25,
    priceUmDisplay: 25,
    weightUnitDisplay: 'kg',
    productInfos: { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1' },
    selectOptions: [
      {
        name: 'Affettatura',
        parameterName: 'affettatura',
        mode: 'select',
        options: [
          { key: 'sottile', value: 'Affettato sottile' },
          { key: 'medio', value: 'Affettato medio' },
          { key: 'spesso', value: 'Affettato spesso' },
        ],
        selected: { key: 'sottile' },
      },
    ],
    categoryId: 430,
    ean: '8001234006068',
  }),
  1,
  { cartItemInfo: { customWeight: '250' } },
);

/** The same line as the server answers it at another quantity. */
export function withQuantity(item: CartItem, quantity: number): CartItem {
  const { itemId, product: sold, ...extra } = item;
  return line(itemId, sold, quantity, {
    discount: extra.discount,
    promoApplied: extra.promoApplied,
    cartItemInfo: extra.cartItemInfo,
  });
}

export const cartLines: readonly CartItem[] = [
  pastaLine,
  parmigianoLine,
  waterLine,
  mortadellaLine,
  chiantiLine,
  prosciuttoLine,
];

/** What the line's stepper shows before any change: the quantity, its unit, the packages. */
export function stepperStateOf(item: CartItem): {
  quantity: number;
  unit: string;
  packages: number | null;
} {
  const rules = sellingRulesOf(item.product);
  return {
    quantity: item.quantity,
    unit: rules.unit,
    packages: isPackageMode(rules, item.quantity) ? packagesOf(rules, item.quantity) : null,
  };
}

const CLASSES: Readonly<Record<AddressKind, Address['addressClass'][number]>> = {
  drive: { 'address-class-id': 1, name: 'Punto di ritiro', iconSource: 'store' },
  locker: { 'address-class-id': 2, name: 'Locker', iconSource: 'locker' },
  work: { 'address-class-id': 3, name: 'Sede aziendale', iconSource: 'building' },
  home: { 'address-class-id': 4, name: 'Il mio indirizzo aziendale', iconSource: 'home' },
};

type AddressSample = Pick<
  Address,
  | 'addressId'
  | 'addressName'
  | 'address1'
  | 'addressNumber'
  | 'city'
  | 'postalCode'
  | 'province'
  | 'addressTypeId'
  | 'addressType'
  | 'deliveryServiceId'
  | 'latitude'
  | 'longitude'
> &
  Partial<Address>;

function address(fields: AddressSample): Address {
  return {
    zoneId: 1,
    validated: true,
    autoAssigned: false,
    selected: false,
    addressClass: [CLASSES[fields.addressType]],
    ...fields,
  };
}

/** Store pickup point 1, where the sample cart is served. */
export const pickupVialeMonza = address({
  addressId: 1,
  addressName: 'Milano Viale Monza',
  address1: 'Viale Monza',
  addressNumber: '142',
  city: 'Milano',
  postalCode: '20127',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.storePickup,
  addressType: 'drive',
  deliveryServiceId: DELIVERY_SERVICE.storePickup,
  storeId: 1,
  warehouseId: 1,
  latitude: 45.5049,
  longitude: 9.2225,
  selected: true,
});

/** The kerbside point in the car park of the same store (address type 4). */
export const kerbsideVialeMonza = address({
  ...pickupVialeMonza,
  addressId: 11,
  addressName: 'Milano Viale Monza - ritiro in auto',
  addressTypeId: ADDRESS_TYPE.storePickupAlternative,
  selected: false,
});

export const pickupLorenteggio = address({
  addressId: 2,
  addressName: 'Milano Lorenteggio',
  address1: 'Via Lorenteggio',
  addressNumber: '151',
  city: 'Milano',
  postalCode: '20146',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.storePickup,
  addressType: 'drive',
  deliveryServiceId: DELIVERY_SERVICE.storePickup,
  storeId: 2,
  warehouseId: 1,
  latitude: 45.453,
  longitude: 9.13,
});

export const lockerCentrale = address({
  addressId: 101,
  addressName: 'Locker Milano Centrale',
  address1: "Piazza Duca d'Aosta",
  addressNumber: '1',
  city: 'Milano',
  postalCode: '20124',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.locker,
  addressType: 'locker',
  deliveryServiceId: DELIVERY_SERVICE.locker,
  storeId: 1,
  warehouseId: 1,
  latitude: 45.4855,
  longitude: 9.204,
});

export const lockerCadorna = address({
  addressId: 102,
  addressName: 'Locker Milano Cadorna',
  address1: 'Piazzale Luigi Cadorna',
  addressNumber: '14',
  city: 'Milano',
  postalCode: '20123',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.locker,
  addressType: 'locker',
  deliveryServiceId: DELIVERY_SERVICE.locker,
  storeId: 2,
  warehouseId: 1,
  latitude: 45.468,
  longitude: 9.176,
});

export const refrigeratedGaribaldi = address({
  addressId: 107,
  addressName: 'Locker refrigerato Milano Porta Garibaldi',
  address1: 'Piazza Sigmund Freud',
  addressNumber: '1',
  city: 'Milano',
  postalCode: '20154',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.locker,
  addressType: 'locker',
  deliveryServiceId: DELIVERY_SERVICE.refrigeratedLocker,
  storeId: 1,
  warehouseId: 1,
  latitude: 45.4845,
  longitude: 9.1875,
  addressClass: [
    CLASSES.locker,
    { 'address-class-id': 5, name: 'Refrigerato', iconSource: 'snowflake' },
  ],
});

/** Company site 201, shared by the employees working there. */
export const siteBicocca = address({
  addressId: 201,
  addressName: 'Centro direzionale Milano Bicocca',
  address1: 'Viale Sarca',
  addressNumber: '222',
  city: 'Milano',
  postalCode: '20126',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.company,
  addressType: 'work',
  deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
  storeId: null,
  warehouseId: 1,
  latitude: 45.52,
  longitude: 9.213,
});

export const siteAssago = address({
  addressId: 202,
  addressName: 'Business park Assago Milanofiori',
  address1: 'Viale Milanofiori',
  addressNumber: '1',
  city: 'Assago',
  postalCode: '20057',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.company,
  addressType: 'work',
  deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
  storeId: null,
  warehouseId: 1,
  latitude: 45.406,
  longitude: 9.155,
});

/** The shopper's own company address (`home`): the only kind with Modifica and Elimina. */
export const ownOffice = address({
  addressId: 1000,
  addressName: 'Ufficio Via Tortona',
  address1: 'Via Tortona',
  addressNumber: '31',
  city: 'Milano',
  postalCode: '20144',
  province: 'MI',
  addressTypeId: ADDRESS_TYPE.company,
  addressType: 'home',
  deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
  storeId: null,
  warehouseId: 1,
  latitude: 45.4517,
  longitude: 9.1649,
  notes: 'Reception al piano terra, chiedere di Giulia Bianchi',
});

/** Every address the service-addresses call answers for the shopper, by tab. */
export const serviceAddresses: readonly Address[] = [
  pickupVialeMonza,
  kerbsideVialeMonza,
  pickupLorenteggio,
  siteBicocca,
  siteAssago,
  ownOffice,
  lockerCentrale,
  lockerCadorna,
  refrigeratedGaribaldi,
];

/** The same without any company address: the company tab offers the services page. */
export const addressesWithoutCompany: readonly Address[] = serviceAddresses.filter(
  (candidate) => candidate.deliveryServiceId !== DELIVERY_SERVICE.companyDelivery,
);

/** The pickup points of store 1 (the address dialog after the store dialog). */
export const vialeMonzaPoints: readonly Address[] = [pickupVialeMonza, kerbsideVialeMonza];

/** The delivery services as the API answers them (src/domain/delivery-services.ts). */
export const deliveryServices: readonly DeliveryService[] = DELIVERY_SERVICES.map((service) => ({
  deliveryServiceId: service.deliveryServiceId,
  name: service.name.message,
  cssClass: service.cssClass,
  iconSource: service.iconSource,
  addressTypeIds: [...service.addressTypeIds],
  showTab: true,
}));

/** The own address as the form edits it (`startDraft` of the machine). */
export const ownOfficeDraft: AddressDraft = {
  addressId: ownOffice.addressId,
  addressName: ownOffice.addressName,
  address1: ownOffice.address1,
  addressNumber: ownOffice.addressNumber,
  city: ownOffice.city,
  postalCode: ownOffice.postalCode,
  province: ownOffice.province,
  ...(ownOffice.notes !== undefined && { notes: ownOffice.notes }),
};

/** A new address outside the served provinces: the check answers it is not covered. */
export const notCoveredDraft: AddressDraft = {
  addressName: 'Magazzino Verona',
  address1: 'Via Enrico Fermi',
  addressNumber: '12',
  city: 'Verona',
  postalCode: '37135',
  province: 'VR',
};

/** A new address in a served province that the check could not validate. */
export const unvalidatedDraft: AddressDraft = {
  addressName: 'Sede Cinisello',
  address1: 'Via dei Lavoratori',
  addressNumber: '120',
  city: 'Cinisello Balsamo',
  postalCode: '20092',
  province: 'MI',
};

const euros = (cents: number) => cents / 100;
const cents = (value: number) => Math.round(value * 100);

/** A cart of `items` served at the Viale Monza store on Tuesday 24 November, 15:00 - 16:00. */
export function cartOf(items: readonly CartItem[], changes: Partial<Cart> = {}): Cart {
  return {
    cartId: 4821,
    cartStatusId: 1,
    cartItems: [...items],
    totalItems: items.length,
    totalPrice: euros(items.reduce((sum, item) => sum + cents(item.grossTotal), 0)),
    totalPriceVariable: euros(
      items
        .filter((item) => item.product.productInfos.TIPOLOGIA === 'Sfuso')
        .reduce((sum, item) => sum + cents(item.grossTotal), 0),
    ),
    cartInfos: {},
    shippingAddress: pickupVialeMonza,
    timeslot: {
      date: '2026-11-24',
      timeslotId: 106,
      beginTime: '15:00',
      endTime: '16:00',
      name: '15:00 - 16:00',
      deliveryDayPeriodId: null,
      autoAssigned: false,
      begun: false,
      underLeadTime: false,
      underLockDay: false,
      underLockCutoff: false,
    },
    store: { storeId: 1, name: 'Milano Viale Monza' },
    warehouse: {
      warehouseId: 1,
      name: 'Polo logistico Milano - Pero',
      metaData: { warehouse_info: { ENABLE_PROMO_HAPPY_HOUR: 'true' } },
    },
    maxLeadTime: 0,
    ...changes,
  };
}

/** The sample cart: six lines, one Sfuso (3,87 € at variable weight), 64,54 € in all. */
export const fullCart = cartOf(cartLines);

/** The cart after 'Svuota carrello': still served at the store and slot. */
export const emptyCart = cartOf([]);

/** Fresh fish added after booking a Monday slot: the fish's DAY_LOCK now locks the slot. */
export const cartWithLockedSlot: Cart = {
  ...fullCart,
  timeslot: fullCart.timeslot && { ...fullCart.timeslot, underLockDay: true },
};

/** A new cart: neither address nor time slot chosen yet. */
export const cartWithoutService = cartOf([pastaLine], {
  shippingAddress: null,
  timeslot: null,
  store: null,
  warehouse: null,
});
