/**
 * The seeded shared addresses: each store's pickup point (type 3, a couple of type 4 kerbside
 * points), lockers (type 5, normal and refrigerated) and company sites (type 2). Ids are fixed
 * and below FIRST_OWN_ADDRESS_ID, where the shoppers' own addresses start.
 */
import {
  ADDRESS_TYPE,
  DELIVERY_SERVICE,
  type AddressKind,
} from '../../../src/domain/delivery-services';
import { STORE, STORES, type StoreSeed } from './stores';
import { WAREHOUSE } from './warehouses';

/** The shoppers' own addresses are numbered from here. */
export const FIRST_OWN_ADDRESS_ID = 1000;

export interface SharedAddressSeed {
  readonly id: number;
  readonly addressTypeId: number;
  readonly addressType: Exclude<AddressKind, 'home'>;
  readonly deliveryServiceId: number;
  readonly storeId: number | null;
  readonly warehouseId: number;
  readonly addressName: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly city: string;
  readonly postalCode: string;
  readonly province: string;
  readonly latitude: number;
  readonly longitude: number;
}

type Place = Pick<
  SharedAddressSeed,
  'address1' | 'addressNumber' | 'city' | 'postalCode' | 'province' | 'latitude' | 'longitude'
>;

function storeOf(storeId: number): StoreSeed {
  const store = STORES.find((candidate) => candidate.id === storeId);
  if (store === undefined) throw new Error(`No seeded store ${storeId}`);
  return store;
}

/** The pickup point at the store's own address; its id is the store's. */
function pickupPoint(store: StoreSeed): SharedAddressSeed {
  const { id, name, warehouseId, ...place } = store;
  return {
    ...place,
    id,
    addressTypeId: ADDRESS_TYPE.storePickup,
    addressType: 'drive',
    deliveryServiceId: DELIVERY_SERVICE.storePickup,
    storeId: id,
    warehouseId,
    addressName: name,
  };
}

/** A kerbside point in the store's car park (address type 4). */
function kerbsidePoint(id: number, storeId: number): SharedAddressSeed {
  const store = storeOf(storeId);
  return {
    ...pickupPoint(store),
    id,
    addressTypeId: ADDRESS_TYPE.storePickupAlternative,
    addressName: `${store.name} - ritiro in auto`,
  };
}

function locker(
  id: number,
  storeId: number,
  addressName: string,
  place: Place,
  refrigerated = false,
): SharedAddressSeed {
  return {
    ...place,
    id,
    addressTypeId: ADDRESS_TYPE.locker,
    addressType: 'locker',
    deliveryServiceId: refrigerated ? DELIVERY_SERVICE.refrigeratedLocker : DELIVERY_SERVICE.locker,
    // The store that fills the locker.
    storeId,
    warehouseId: storeOf(storeId).warehouseId,
    addressName,
  };
}

function companySite(
  id: number,
  warehouseId: number,
  addressName: string,
  place: Place,
  express = false,
): SharedAddressSeed {
  return {
    ...place,
    id,
    addressTypeId: ADDRESS_TYPE.company,
    addressType: 'work',
    deliveryServiceId: express ? DELIVERY_SERVICE.companyExpress : DELIVERY_SERVICE.companyDelivery,
    storeId: null,
    warehouseId,
    addressName,
  };
}

export const SHARED_ADDRESS = {
  pickupMilanoVialeMonza: 1,
  kerbsideMilanoVialeMonza: 11,
  lockerMilanoCentrale: 101,
  refrigeratedLockerGaribaldi: 107,
  siteBicocca: 201,
  siteBergamo: 203,
  expressSitePortaNuova: 205,
} as const;

export const SHARED_ADDRESSES: readonly SharedAddressSeed[] = [
  ...STORES.map(pickupPoint),
  kerbsidePoint(SHARED_ADDRESS.kerbsideMilanoVialeMonza, STORE.milanoVialeMonza),
  kerbsidePoint(12, STORE.bergamo),

  locker(SHARED_ADDRESS.lockerMilanoCentrale, STORE.milanoVialeMonza, 'Locker Milano Centrale', {
    address1: "Piazza Duca d'Aosta",
    addressNumber: '1',
    city: 'Milano',
    postalCode: '20124',
    province: 'MI',
    latitude: 45.4855,
    longitude: 9.204,
  }),
  locker(102, STORE.milanoLorenteggio, 'Locker Milano Cadorna', {
    address1: 'Piazzale Luigi Cadorna',
    addressNumber: '14',
    city: 'Milano',
    postalCode: '20123',
    province: 'MI',
    latitude: 45.468,
    longitude: 9.176,
  }),
  locker(103, STORE.monza, 'Locker Monza Stazione', {
    address1: 'Via Enrico Arosio',
    addressNumber: '2',
    city: 'Monza',
    postalCode: '20900',
    province: 'MB',
    latitude: 45.5783,
    longitude: 9.2727,
  }),
  locker(104, STORE.como, 'Locker Como San Giovanni', {
    address1: 'Piazzale San Gottardo',
    addressNumber: '1',
    city: 'Como',
    postalCode: '22100',
    province: 'CO',
    latitude: 45.8085,
    longitude: 9.073,
  }),
  locker(105, STORE.bergamo, 'Locker Bergamo Stazione', {
    address1: 'Piazzale Guglielmo Marconi',
    addressNumber: '1',
    city: 'Bergamo',
    postalCode: '24122',
    province: 'BG',
    latitude: 45.691,
    longitude: 9.675,
  }),
  locker(106, STORE.brescia, 'Locker Brescia Stazione', {
    address1: 'Viale della Stazione',
    addressNumber: '7',
    city: 'Brescia',
    postalCode: '25122',
    province: 'BS',
    latitude: 45.5325,
    longitude: 10.2125,
  }),
  locker(
    SHARED_ADDRESS.refrigeratedLockerGaribaldi,
    STORE.milanoVialeMonza,
    'Locker refrigerato Milano Porta Garibaldi',
    {
      address1: 'Piazza Sigmund Freud',
      addressNumber: '1',
      city: 'Milano',
      postalCode: '20154',
      province: 'MI',
      latitude: 45.4845,
      longitude: 9.1875,
    },
    true,
  ),
  locker(
    108,
    STORE.lecco,
    'Locker refrigerato Lecco Stazione',
    {
      address1: 'Piazza Lega Lombarda',
      addressNumber: '1',
      city: 'Lecco',
      postalCode: '23900',
      province: 'LC',
      latitude: 45.856,
      longitude: 9.395,
    },
    true,
  ),
  locker(
    109,
    STORE.bergamo,
    'Locker refrigerato Bergamo Ospedale',
    {
      address1: 'Piazza OMS',
      addressNumber: '1',
      city: 'Bergamo',
      postalCode: '24127',
      province: 'BG',
      latitude: 45.686,
      longitude: 9.638,
    },
    true,
  ),

  companySite(SHARED_ADDRESS.siteBicocca, WAREHOUSE.milano, 'Centro direzionale Milano Bicocca', {
    address1: 'Viale Sarca',
    addressNumber: '222',
    city: 'Milano',
    postalCode: '20126',
    province: 'MI',
    latitude: 45.52,
    longitude: 9.213,
  }),
  companySite(202, WAREHOUSE.milano, 'Business park Assago Milanofiori', {
    address1: 'Viale Milanofiori',
    addressNumber: '1',
    city: 'Assago',
    postalCode: '20057',
    province: 'MI',
    latitude: 45.406,
    longitude: 9.155,
  }),
  companySite(SHARED_ADDRESS.siteBergamo, WAREHOUSE.bergamo, 'Parco scientifico Bergamo', {
    address1: 'Via Stezzano',
    addressNumber: '87',
    city: 'Bergamo',
    postalCode: '24126',
    province: 'BG',
    latitude: 45.671,
    longitude: 9.638,
  }),
  companySite(204, WAREHOUSE.brescia, 'Parco tecnologico Brescia', {
    address1: 'Via Branze',
    addressNumber: '45',
    city: 'Brescia',
    postalCode: '25123',
    province: 'BS',
    latitude: 45.565,
    longitude: 10.233,
  }),
  companySite(
    SHARED_ADDRESS.expressSitePortaNuova,
    WAREHOUSE.milano,
    'Torre uffici Milano Porta Nuova',
    {
      address1: 'Via Gaetano de Castillia',
      addressNumber: '23',
      city: 'Milano',
      postalCode: '20124',
      province: 'MI',
      latitude: 45.485,
      longitude: 9.191,
    },
    true,
  ),
  companySite(
    206,
    WAREHOUSE.milano,
    'Campus Sesto San Giovanni',
    {
      address1: 'Viale Thomas Alva Edison',
      addressNumber: '110',
      city: 'Sesto San Giovanni',
      postalCode: '20099',
      province: 'MI',
      latitude: 45.533,
      longitude: 9.234,
    },
    true,
  ),
  companySite(207, WAREHOUSE.como, 'Centro direzionale Como', {
    address1: 'Via Valleggio',
    addressNumber: '11',
    city: 'Como',
    postalCode: '22100',
    province: 'CO',
    latitude: 45.796,
    longitude: 9.078,
  }),
];
