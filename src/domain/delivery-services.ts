/**
 * The delivery services of the shop (shopping-flow.md sections 1, 3 and 9): pickup in store,
 * delivery to a company address (normal and express) and pickup at a locker (normal and
 * refrigerated), the address types each serves, the served provinces, and the Italian texts of
 * the address, store and time-slot calls. Shared by the server and the app.
 */
import type { MessageDescriptor } from './messages';
import type { OrderType } from './order-types';

export const DELIVERY_SERVICE = {
  storePickup: 1,
  companyDelivery: 2,
  companyExpress: 3,
  locker: 10000,
  refrigeratedLocker: 10002,
} as const;

export type DeliveryServiceId = (typeof DELIVERY_SERVICE)[keyof typeof DELIVERY_SERVICE];

/** Address type ids of spec section 9: 2 company delivery, 3 and 4 store pickup, 5 locker. */
export const ADDRESS_TYPE = {
  company: 2,
  storePickup: 3,
  storePickupAlternative: 4,
  locker: 5,
} as const;

export type AddressTypeId = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

/**
 * `addressType` of an address: `drive` a store pickup point, `locker`, `work` a company site
 * shared by its employees, `home` one of the shopper's own company addresses (the only kind the
 * shopper may edit or delete).
 */
export type AddressKind = 'drive' | 'locker' | 'work' | 'home';

export interface DeliveryServiceInfo {
  readonly deliveryServiceId: DeliveryServiceId;
  readonly name: MessageDescriptor;
  readonly cssClass: string;
  /** An icon name the app maps to its own icon set. */
  readonly iconSource: string;
  readonly addressTypeIds: readonly AddressTypeId[];
  /** The address kinds the service is chosen with. */
  readonly addressKinds: readonly AddressKind[];
}

export const DELIVERY_SERVICES: readonly DeliveryServiceInfo[] = [
  {
    deliveryServiceId: DELIVERY_SERVICE.storePickup,
    name: /*i18n*/ { id: 'services.storePickup', message: 'Ritiro in negozio' },
    cssClass: 'service-store-pickup',
    iconSource: 'store',
    addressTypeIds: [ADDRESS_TYPE.storePickup, ADDRESS_TYPE.storePickupAlternative],
    addressKinds: ['drive'],
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
    name: /*i18n*/ { id: 'services.companyDelivery', message: 'Consegna in azienda' },
    cssClass: 'service-company-delivery',
    iconSource: 'building',
    addressTypeIds: [ADDRESS_TYPE.company],
    addressKinds: ['work', 'home'],
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.companyExpress,
    name: /*i18n*/ { id: 'services.companyExpress', message: 'Consegna in azienda express' },
    cssClass: 'service-company-express',
    iconSource: 'truck-fast',
    addressTypeIds: [ADDRESS_TYPE.company],
    addressKinds: ['work', 'home'],
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.locker,
    name: /*i18n*/ { id: 'services.locker', message: 'Ritiro al locker' },
    cssClass: 'service-locker',
    iconSource: 'locker',
    addressTypeIds: [ADDRESS_TYPE.locker],
    addressKinds: ['locker'],
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.refrigeratedLocker,
    name: /*i18n*/ { id: 'services.refrigeratedLocker', message: 'Locker refrigerato' },
    cssClass: 'service-refrigerated-locker',
    iconSource: 'snowflake',
    addressTypeIds: [ADDRESS_TYPE.locker],
    addressKinds: ['locker'],
  },
];

/** The delivery services of each order type (order/list's `order_type`, order-types.ts). */
export const ORDER_TYPES: Readonly<Record<OrderType, readonly DeliveryServiceId[]>> = {
  pickup: [DELIVERY_SERVICE.storePickup],
  delivery: [DELIVERY_SERVICE.companyDelivery, DELIVERY_SERVICE.companyExpress],
  locker: [DELIVERY_SERVICE.locker, DELIVERY_SERVICE.refrigeratedLocker],
};

export function isDeliveryServiceId(id: number): id is DeliveryServiceId {
  return DELIVERY_SERVICES.some((service) => service.deliveryServiceId === id);
}

export function deliveryServiceOf(id: number): DeliveryServiceInfo | undefined {
  return DELIVERY_SERVICES.find((service) => service.deliveryServiceId === id);
}

/** The services chosen with an address kind (`address_type` of the address calls). */
export function servicesOfAddressKind(kind: AddressKind): DeliveryServiceId[] {
  return DELIVERY_SERVICES.filter((service) => service.addressKinds.includes(kind)).map(
    (service) => service.deliveryServiceId,
  );
}

/** Served provinces (spec section 1). */
export const SERVED_PROVINCES = ['CO', 'SO', 'LC', 'BG', 'MB', 'MI', 'BS'] as const;

/** Every province of Lombardy, the only region addresses are looked up in. */
export const LOMBARDY_PROVINCES = [
  'BG',
  'BS',
  'CO',
  'CR',
  'LC',
  'LO',
  'MB',
  'MI',
  'MN',
  'PV',
  'SO',
  'VA',
] as const;

export function isServedProvince(province: string): boolean {
  return SERVED_PROVINCES.some((served) => served === province.toUpperCase());
}

export function isLombardProvince(province: string): boolean {
  return LOMBARDY_PROVINCES.some((lombard) => lombard === province.toUpperCase());
}

export { CART_STATUS_ADDRESS_LOCKED } from './cart-status';

/** The texts of the address, store and time-slot calls (spec sections 5 and 8). */
export const serviceMessages = {
  addressNotCovered: /*i18n*/ {
    id: 'errors.addressNotCovered',
    message: "L'indirizzo inserito non è coperto dal servizio.",
  },
  addressInUse: /*i18n*/ {
    id: 'errors.addressInUse',
    message: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  },
  errorSettingAddress: /*i18n*/ {
    id: 'errors.errorSettingAddress',
    message: "Impossibile cambiare l'indirizzo di ritiro",
  },
  errorSettingTimeslot: /*i18n*/ {
    id: 'errors.errorSettingTimeslot',
    message: "Impossibile cambiare l'orario di ritiro/consegna",
  },
  errorSettingStore: /*i18n*/ {
    id: 'errors.errorSettingStore',
    message: 'Impossibile cambiare il negozio di ritiro',
  },
  addressAdded: /*i18n*/ { id: 'address.added', message: 'Nuovo indirizzo aggiunto' },
  addressUpdated: /*i18n*/ { id: 'address.updated', message: 'Indirizzo aggiornato' },
  addressNotValidated: /*i18n*/ {
    id: 'address.notValidated',
    message: 'Indirizzo non validato, Salvare lo stesso ?',
  },
  addressNotFound: /*i18n*/ { id: 'errors.addressNotFound', message: 'Indirizzo non trovato' },
  storeNotFound: /*i18n*/ { id: 'errors.storeNotFound', message: 'Negozio non trovato' },
  storeWithoutPickup: /*i18n*/ {
    id: 'errors.storeWithoutPickup',
    message: 'Il negozio non offre il ritiro della spesa',
  },
  unknownService: /*i18n*/ {
    id: 'errors.unknownService',
    message: 'Servizio di consegna non valido',
  },
  coordinatesTogether: /*i18n*/ {
    id: 'errors.coordinatesTogether',
    message: 'Latitudine e longitudine vanno indicate insieme',
  },
  addressFirst: /*i18n*/ {
    id: 'timeslot.addressFirst',
    message: 'Scegli prima dove ritirare o ricevere la spesa',
  },
  slotFull: /*i18n*/ { id: 'timeslot.full', message: 'La fascia oraria è al completo' },
  slotBegun: /*i18n*/ { id: 'timeslot.begun', message: 'La fascia oraria è già iniziata' },
  slotNotOffered: /*i18n*/ {
    id: 'timeslot.notOffered',
    message: 'La fascia oraria non è disponibile per il servizio e il giorno scelti',
  },
  slotUnderLeadTime: /*i18n*/ {
    id: 'timeslot.underLeadTime',
    message: 'Alcuni prodotti del carrello richiedono più tempo di preparazione',
  },
  slotUnderLockDay: /*i18n*/ {
    id: 'timeslot.underLockDay',
    message: 'Alcuni prodotti del carrello non sono disponibili nel giorno scelto',
  },
  slotUnderLockCutoff: /*i18n*/ {
    id: 'timeslot.underLockCutoff',
    message: 'Alcuni prodotti del carrello non si possono più ordinare per il giorno scelto',
  },
} as const satisfies Record<string, MessageDescriptor>;
