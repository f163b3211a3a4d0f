/**
 * Address lists, services and stores as the contract answers them; one address and one warehouse
 * are the cart's views (cart/address-views.ts), shown in the cart reply too.
 */
import { DELIVERY_SERVICES } from '../../../src/domain/delivery-services';
import type { stores } from '../../db/schema';
import type { Schemas } from '../../http/contract';
import { toApiAddress, type AddressRow } from '../cart/address-views';

export type StoreRow = typeof stores.$inferSelect;

type ApiAddress = Schemas['Address'];

/** Addresses of a list, the one the cart is served at marked selected. */
export function toApiAddresses(
  rows: readonly AddressRow[],
  selectedId: number | null,
): ApiAddress[] {
  return rows.map((row) => toApiAddress(row, { selected: row.id === selectedId }));
}

export function toApiDeliveryServices(): Schemas['DeliveryService'][] {
  return DELIVERY_SERVICES.map((service) => ({
    deliveryServiceId: service.deliveryServiceId,
    name: service.name.message,
    cssClass: service.cssClass,
    iconSource: service.iconSource,
    addressTypeIds: [...service.addressTypeIds],
    showTab: true,
  }));
}

export function toApiStore(row: StoreRow, distance?: number): Schemas['Store'] {
  return {
    storeId: row.id,
    name: row.name,
    address1: row.address1,
    addressNumber: row.addressNumber,
    city: row.city,
    postalCode: row.postalCode,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    warehouseId: row.warehouseId,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
    deliveryServices: row.deliveryServices.map((service) => ({ ...service })),
  };
}
