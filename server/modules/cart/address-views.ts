/**
 * Addresses and warehouses as the contract answers them. The cart reply shows the ones the cart
 * is served at (cart-service.ts), so they sit in the cart module; the services module, above it,
 * lists them with the same views.
 */
import { DELIVERY_SERVICE, type AddressKind } from '../../../src/domain/delivery-services';
import type { addresses, warehouses } from '../../db/schema';
import type { Schemas } from '../../http/contract';

export type AddressRow = typeof addresses.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;

type ApiAddress = Schemas['Address'];
type AddressClass = ApiAddress['addressClass'][number];

const ADDRESS_CLASSES: Readonly<Record<AddressKind, AddressClass>> = {
  drive: { 'address-class-id': 1, name: 'Punto di ritiro', iconSource: 'store' },
  locker: { 'address-class-id': 2, name: 'Locker', iconSource: 'locker' },
  work: { 'address-class-id': 3, name: 'Sede aziendale', iconSource: 'building' },
  home: { 'address-class-id': 4, name: 'Il mio indirizzo aziendale', iconSource: 'home' },
};

const REFRIGERATED_CLASS: AddressClass = {
  'address-class-id': 5,
  name: 'Refrigerato',
  iconSource: 'snowflake',
};

function addressTypeIdOf(row: AddressRow): ApiAddress['addressTypeId'] {
  const id = row.addressTypeId;
  // The table's check constraint allows only these.
  if (id === 2 || id === 3 || id === 4 || id === 5) return id;
  throw new Error(`Address ${row.id} has the unknown type ${id}`);
}

export interface AddressViewOptions {
  /** The cart is served at this address. */
  readonly selected: boolean;
  /** Metres from the point the shopper asked about. */
  readonly distance?: number;
}

export function toApiAddress(row: AddressRow, options: AddressViewOptions): ApiAddress {
  const refrigerated = row.deliveryServiceId === DELIVERY_SERVICE.refrigeratedLocker;
  return {
    addressId: row.id,
    addressName: row.addressName,
    address1: row.address1,
    addressNumber: row.addressNumber,
    city: row.city,
    postalCode: row.postalCode,
    province: row.province,
    addressTypeId: addressTypeIdOf(row),
    addressType: row.addressType,
    deliveryServiceId: row.deliveryServiceId,
    storeId: row.storeId,
    warehouseId: row.warehouseId,
    zoneId: row.zoneId,
    latitude: row.latitude,
    longitude: row.longitude,
    ...(row.notes === null ? {} : { notes: row.notes }),
    validated: row.validated,
    autoAssigned: false,
    selected: options.selected,
    ...(options.distance === undefined ? {} : { distance: Math.round(options.distance) }),
    addressClass: [ADDRESS_CLASSES[row.addressType], ...(refrigerated ? [REFRIGERATED_CLASS] : [])],
  };
}

export function toApiWarehouse(row: WarehouseRow, distance?: number): Schemas['Warehouse'] {
  return {
    warehouseId: row.id,
    name: row.name,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
    metaData: {
      warehouse_info: { ENABLE_PROMO_HAPPY_HOUR: row.enableHappyHour ? 'true' : 'false' },
    },
  };
}
