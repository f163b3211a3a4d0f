/**
 * The store and warehouse calls: every store, one store, the stores offering some services (with
 * their distance from a point), the warehouses near a point, and serving the cart from a store.
 */
import {
  DELIVERY_SERVICE,
  isDeliveryServiceId,
  serviceMessages,
} from '../../../src/domain/delivery-services';
import {
  distanceMetres,
  nearestFirst,
  nearestWithin,
  type GeoPoint,
} from '../../../src/domain/geo';
import type { OperationHandler, OperationRequest } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { toApiWarehouse } from '../cart/address-views';
import { cartReply } from '../cart/cart-reply';
import { ensureCart } from '../cart/repository';
import { firstPickupPoint } from './address-repository';
import { toApiStore, type StoreRow } from './service-views';
import { serveCartAt } from './cart-serving';
import { DEFAULT_DISTANCE_METRES } from './handler-helpers';
import { findStore, listStores, listWarehouses } from './store-repository';

const storeNotFound = () => new ApiError(404, [serviceMessages.storeNotFound.message]);

/** `services`, a comma list of delivery service ids; an unknown id is refused. */
function serviceIdsOf(services: string | undefined): number[] | null {
  if (services === undefined) return null;
  const ids = services.split(',').map(Number);
  if (!ids.every(isDeliveryServiceId)) {
    throw new ApiError(400, [serviceMessages.unknownService.message]);
  }
  return ids;
}

function offeringAny(rows: readonly StoreRow[], serviceIds: readonly number[] | null) {
  if (serviceIds === null) return [...rows];
  return rows.filter((row) =>
    row.deliveryServices.some((service) => serviceIds.includes(service.deliveryServiceId)),
  );
}

const storeList: OperationHandler<'storeList'> = async (request) => {
  const rows = await listStores(request.server.database.db);
  return ok({ stores: rows.map((row) => toApiStore(row)) }, envelopeUser(request));
};

const storeView: OperationHandler<'storeView'> = async (request) => {
  const row = await findStore(request.server.database.db, request.query.store_id);
  if (row === null) throw storeNotFound();
  return ok({ store: toApiStore(row) }, envelopeUser(request));
};

const storeProximityList: OperationHandler<'storeProximityList'> = async (request) => {
  const serviceIds = serviceIdsOf(request.query.services);
  // Without a point there is no distance: the list is by name whatever `orderby` asks.
  const rows = offeringAny(await listStores(request.server.database.db), serviceIds);
  return ok({ stores: rows.map((row) => toApiStore(row)) }, envelopeUser(request));
};

const storeProximityLocalize: OperationHandler<'storeProximityLocalize'> = async (request) => {
  const { query } = request;
  const serviceIds = serviceIdsOf(query.services);
  const rows = offeringAny(await listStores(request.server.database.db), serviceIds);
  const point: GeoPoint = { latitude: query.latitude, longitude: query.longitude };
  const ordered =
    query.orderby === 'distance'
      ? nearestFirst(rows, (row) => row, point)
      : rows.map((row) => ({ item: row, distance: distanceMetres(point, row) }));
  return ok(
    { stores: ordered.map(({ item, distance }) => toApiStore(item, distance)) },
    envelopeUser(request),
  );
};

/** Serves the cart from the store: its first pickup point, its warehouse. */
async function selectStore(request: OperationRequest<'storeSelect' | 'storeProximitySelect'>) {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const storeId = request.query.store_id;
  const cart = await ensureCart(db, user.id);
  await serveCartAt(db, user.id, cart.id, async (tx) => {
    if ((await findStore(tx, storeId)) === null) throw storeNotFound();
    const pickupPoint = await firstPickupPoint(tx, storeId, DELIVERY_SERVICE.storePickup);
    if (pickupPoint === null) {
      throw new ApiError(400, [
        serviceMessages.errorSettingStore.message,
        serviceMessages.storeWithoutPickup.message,
      ]);
    }
    return pickupPoint;
  });
  return ok(await cartReply(request.server, cart), toApiUser(user));
}

const storeSelect: OperationHandler<'storeSelect'> = selectStore;
const storeProximitySelect: OperationHandler<'storeProximitySelect'> = selectStore;

const warehouseFindByCoordinates: OperationHandler<'warehouseFindByCoordinates'> = async (
  request,
) => {
  const { query } = request;
  const point: GeoPoint = { latitude: query.latitude, longitude: query.longitude };
  const rows = await listWarehouses(request.server.database.db);
  const near = nearestWithin(rows, (row) => row, point, query.distance ?? DEFAULT_DISTANCE_METRES);
  return ok(
    { warehouses: near.map(({ item, distance }) => toApiWarehouse(item, distance)) },
    envelopeUser(request),
  );
};

export const storeHandlers = {
  storeList,
  storeView,
  storeSelect,
  storeProximityList,
  storeProximityLocalize,
  storeProximitySelect,
  warehouseFindByCoordinates,
};
