/**
 * Delivery services, addresses, stores and time slots (shopping-flow.md §7 "Time slot, address,
 * store"). Reads are queries; the selections answer the whole cart.
 */
import { queryOptions } from '@tanstack/react-query';
import { toCartReply, type CartReply } from '../../api/cart';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import type { AddressDraft } from '../../domain/address-form';
import { isLoggedInUserId } from '../../domain/envelope';
import { clientEvents } from '../../api/client-events';
import { unwrap } from '../../api/unwrap';

export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];

const withDefaults = (draft: AddressDraft): AddressInput => ({
  deliveryServiceId: 2,
  saveUnvalidated: false,
  ...draft,
});
export type DeliveryService = components['schemas']['DeliveryService'];
export type Store = components['schemas']['Store'];
export type TimeslotDay = components['schemas']['TimeslotDay'];
export type Timeslot = components['schemas']['Timeslot'];
type DeliveryServiceIdQuery = NonNullable<components['parameters']['DeliveryServiceIdQuery']>;

/** Everything that depends on the cart's service: refreshed after a selection. */
export const serviceQueryKey = ['service'] as const;

export const serviceAddressesQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: [...serviceQueryKey, 'addresses'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/user-address/delivery-service-list'));
      return reply.data;
    },
  });

export const storeAddressesQueryOptions = (client: ShopClient, storeId: number) =>
  queryOptions({
    queryKey: [...serviceQueryKey, 'store-addresses', storeId],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/user-address/list-store', {
          params: { query: { store_id: storeId } },
        }),
      );
      return reply.data.addresses;
    },
  });

export const storesQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: [...serviceQueryKey, 'stores'],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/store-proximity/list', { params: { query: { orderby: 'name' } } }),
      );
      return reply.data.stores;
    },
  });

export const timeslotDaysQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: [...serviceQueryKey, 'timeslots'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/timeslot/list'));
      // A reply for nobody (user -1) means the session is gone (shopping-flow.md §4).
      if (!isLoggedInUserId(reply.user.userId)) clientEvents.emit('sessionExpired', undefined);
      return reply.data.days;
    },
    // Slots fill up while the dialog is open: always ask again when it opens.
    staleTime: 0,
  });

export async function selectAddress(client: ShopClient, address: Address): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/user-address/select', {
        params: {
          query: {
            address_id: address.addressId,
            address_type: address.addressType,
            delivery_service_id: address.deliveryServiceId as DeliveryServiceIdQuery,
          },
        },
      }),
    ),
  );
}

export async function selectTimeslot(
  client: ShopClient,
  date: string,
  timeslotId: number,
): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.GET('/ebsn/api/timeslot/select', {
        params: { query: { sel_date: date, timeslot_id: timeslotId } },
      }),
    ),
  );
}

export async function selectStore(client: ShopClient, storeId: number): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/store/select', { params: { query: { store_id: storeId } } }),
    ),
  );
}

/** Resolves with whether the address was found; rejects when it is not served. */
export async function checkAddress(client: ShopClient, draft: AddressDraft) {
  const result = await client.POST('/ebsn/api/user-address/check', { body: withDefaults(draft) });
  if (result.response.ok && result.data) return { validated: result.data.response.status === 0 };
  return unwrap(Promise.resolve(result)).then(() => ({ validated: true }));
}

export function saveAddress(client: ShopClient, draft: AddressDraft) {
  return unwrap(client.POST('/ebsn/api/user-address/update', { body: withDefaults(draft) }));
}

export async function deleteAddress(client: ShopClient, addressId: number) {
  await unwrap(
    client.GET('/ebsn/api/user-address/delete', { params: { query: { address_id: addressId } } }),
  );
}
