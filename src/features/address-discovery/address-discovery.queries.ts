/**
 * The address discovery's calls: where a typed address or a position is (address-discovery/
 * locate), and what reaches a point: the stores by distance (store-proximity/localize), the
 * lockers near it (user-address/delivery-service-list) and the warehouse that would prepare a
 * company delivery (warehouse/find-by-coordinates).
 */
import type {
  AddressDiscovery,
  NearbyServices,
  PlaceRequest,
} from '../../../machines/address-discovery/address-discovery.machine';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import { COMPANY_DELIVERY_REACH_METRES, NEARBY_METRES } from '../../domain/address-discovery';
import { DELIVERY_SERVICE } from '../../domain/delivery-services';
import type { GeoPoint } from '../../domain/geo';

export async function locatePlace(
  client: ShopClient,
  request: PlaceRequest,
): Promise<AddressDiscovery> {
  const query =
    request.kind === 'text'
      ? { q: request.query }
      : { latitude: request.latitude, longitude: request.longitude };
  const reply = await unwrap(
    client.GET('/ebsn/api/address-discovery/locate', { params: { query } }),
  );
  return reply.data;
}

export async function nearbyServices(client: ShopClient, point: GeoPoint): Promise<NearbyServices> {
  const { latitude, longitude } = point;
  const [stores, lockers, warehouses] = await Promise.all([
    unwrap(
      client.GET('/ebsn/api/store-proximity/localize', {
        params: {
          query: {
            latitude,
            longitude,
            services: String(DELIVERY_SERVICE.storePickup),
            orderby: 'distance',
          },
        },
      }),
    ),
    unwrap(
      client.GET('/ebsn/api/user-address/delivery-service-list', {
        params: { query: { address_type: 'locker', latitude, longitude, distance: NEARBY_METRES } },
      }),
    ),
    unwrap(
      client.GET('/ebsn/api/warehouse/find-by-coordinates', {
        params: { query: { latitude, longitude, distance: COMPANY_DELIVERY_REACH_METRES } },
      }),
    ),
  ]);
  const all = stores.data.stores;
  const near = all.filter((store) => (store.distance ?? Infinity) <= NEARBY_METRES);
  return {
    // With no store nearby, the nearest one still says how far the shop is.
    stores: near.length > 0 ? near : all.slice(0, 1),
    lockers: lockers.data.addresses,
    companyWarehouse: warehouses.data.warehouses[0] ?? null,
  };
}
