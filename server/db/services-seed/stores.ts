/** The seeded stores, one or two per served province, on real streets of real towns. */
import { WAREHOUSE } from './warehouses';

export const STORE = {
  milanoVialeMonza: 1,
  milanoLorenteggio: 2,
  monza: 3,
  como: 4,
  lecco: 5,
  sondrio: 6,
  bergamo: 7,
  treviglio: 8,
  brescia: 9,
  desenzano: 10,
} as const;

export interface StoreSeed {
  readonly id: number;
  readonly name: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly city: string;
  readonly postalCode: string;
  readonly province: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly warehouseId: number;
}

export const STORES: readonly StoreSeed[] = [
  {
    id: STORE.milanoVialeMonza,
    name: 'Milano Viale Monza',
    address1: 'Viale Monza',
    addressNumber: '142',
    city: 'Milano',
    postalCode: '20127',
    province: 'MI',
    latitude: 45.5049,
    longitude: 9.2225,
    warehouseId: WAREHOUSE.milano,
  },
  {
    id: STORE.milanoLorenteggio,
    name: 'Milano Lorenteggio',
    address1: 'Via Lorenteggio',
    addressNumber: '151',
    city: 'Milano',
    postalCode: '20146',
    province: 'MI',
    latitude: 45.453,
    longitude: 9.13,
    warehouseId: WAREHOUSE.milano,
  },
  {
    id: STORE.monza,
    name: 'Monza Borgazzi',
    address1: 'Via Borgazzi',
    addressNumber: '35',
    city: 'Monza',
    postalCode: '20900',
    province: 'MB',
    latitude: 45.574,
    longitude: 9.279,
    warehouseId: WAREHOUSE.milano,
  },
  {
    id: STORE.como,
    name: 'Como Napoleona',
    address1: 'Via Napoleona',
    addressNumber: '50',
    city: 'Como',
    postalCode: '22100',
    province: 'CO',
    latitude: 45.805,
    longitude: 9.096,
    warehouseId: WAREHOUSE.como,
  },
  {
    id: STORE.lecco,
    name: 'Lecco Martiri della Liberazione',
    address1: 'Corso Martiri della Liberazione',
    addressNumber: '80',
    city: 'Lecco',
    postalCode: '23900',
    province: 'LC',
    latitude: 45.855,
    longitude: 9.392,
    warehouseId: WAREHOUSE.como,
  },
  {
    id: STORE.sondrio,
    name: 'Sondrio Vanoni',
    address1: 'Via Ezio Vanoni',
    addressNumber: '20',
    city: 'Sondrio',
    postalCode: '23100',
    province: 'SO',
    latitude: 46.169,
    longitude: 9.87,
    warehouseId: WAREHOUSE.como,
  },
  {
    id: STORE.bergamo,
    name: 'Bergamo Borgo Palazzo',
    address1: 'Via Borgo Palazzo',
    addressNumber: '90',
    city: 'Bergamo',
    postalCode: '24125',
    province: 'BG',
    latitude: 45.692,
    longitude: 9.688,
    warehouseId: WAREHOUSE.bergamo,
  },
  {
    id: STORE.treviglio,
    name: 'Treviglio Piave',
    address1: 'Viale Piave',
    addressNumber: '30',
    city: 'Treviglio',
    postalCode: '24047',
    province: 'BG',
    latitude: 45.521,
    longitude: 9.592,
    warehouseId: WAREHOUSE.bergamo,
  },
  {
    id: STORE.brescia,
    name: 'Brescia Via Milano',
    address1: 'Via Milano',
    addressNumber: '105',
    city: 'Brescia',
    postalCode: '25126',
    province: 'BS',
    latitude: 45.542,
    longitude: 10.195,
    warehouseId: WAREHOUSE.brescia,
  },
  {
    id: STORE.desenzano,
    name: 'Desenzano del Garda',
    address1: 'Viale Guglielmo Marconi',
    addressNumber: '45',
    city: 'Desenzano del Garda',
    postalCode: '25015',
    province: 'BS',
    latitude: 45.469,
    longitude: 10.538,
    warehouseId: WAREHOUSE.brescia,
  },
];
