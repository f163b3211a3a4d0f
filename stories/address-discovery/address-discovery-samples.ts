/**
 * Sample replies of the address discovery for its stories and tests, shaped like the API's:
 * Monza (served) with its store, locker and company delivery, Pavia (not covered) with the
 * nearest store, and the services' hours of the seeded time slots.
 */
import type {
  AddressDiscovery,
  NearbyServices,
  ServiceHours,
} from '../../machines/address-discovery/address-discovery.machine';

export const SERVICE_HOURS: ServiceHours[] = [
  { deliveryServiceId: 1, weekdays: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '20:00' },
  { deliveryServiceId: 2, weekdays: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '14:00' },
  { deliveryServiceId: 10000, weekdays: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00' },
];

export const MONZA: AddressDiscovery = {
  outcome: 'served',
  place: {
    city: 'Monza',
    province: 'MB',
    postalCode: '20900',
    latitude: 45.5845,
    longitude: 9.2744,
  },
  alternative: null,
  message: null,
  serviceHours: SERVICE_HOURS,
};

export const PAVIA: AddressDiscovery = {
  outcome: 'notCovered',
  place: {
    city: 'Pavia',
    province: 'PV',
    postalCode: '27100',
    latitude: 45.1847,
    longitude: 9.1582,
  },
  alternative: {
    storeId: 2,
    name: 'Milano Lorenteggio',
    distance: 30_412,
    place: {
      city: 'Milano',
      province: 'MI',
      postalCode: '20146',
      latitude: 45.453,
      longitude: 9.13,
    },
  },
  message: "L'indirizzo inserito non è coperto dal servizio.",
  serviceHours: SERVICE_HOURS,
};

export const ROMA: AddressDiscovery = {
  outcome: 'notFound',
  place: null,
  alternative: null,
  message: 'Non troviamo questo indirizzo in Lombardia: prova con il comune o il CAP.',
  serviceHours: SERVICE_HOURS,
};

export const MONZA_SERVICES: NearbyServices = {
  stores: [
    {
      storeId: 3,
      name: 'Monza Borgazzi',
      address1: 'Via Borgazzi',
      addressNumber: '35',
      city: 'Monza',
      postalCode: '20900',
      province: 'MB',
      latitude: 45.5747,
      longitude: 9.2683,
      warehouseId: 1,
      distance: 1_190,
      deliveryServices: [
        { deliveryServiceId: 1, showTab: true },
        { deliveryServiceId: 10000, showTab: true },
      ],
    },
  ],
  lockers: [
    {
      addressId: 103,
      addressName: 'Locker Monza Stazione',
      address1: 'Via Enrico Arosio',
      addressNumber: '2',
      city: 'Monza',
      postalCode: '20900',
      province: 'MB',
      addressTypeId: 5,
      addressType: 'locker',
      deliveryServiceId: 10000,
      storeId: 3,
      warehouseId: 1,
      zoneId: 1,
      latitude: 45.5785,
      longitude: 9.2727,
      autoAssigned: false,
      selected: false,
      distance: 680,
      addressClass: [],
    },
  ],
  companyWarehouse: {
    warehouseId: 1,
    name: 'Polo logistico Milano - Pero',
    distance: 19_420,
    metaData: { warehouse_info: { ENABLE_PROMO_HAPPY_HOUR: 'true' } },
  },
};

/** A served place far from any store or locker, without company delivery. */
export const NOTHING_NEARBY: NearbyServices = { stores: [], lockers: [], companyWarehouse: null };
