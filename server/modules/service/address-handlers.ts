/**
 * The address calls (shopping-flow.md section 7 "Time slot, address, store") about where a cart
 * can be served: the services and the addresses each serves, one address, what choosing it would
 * give, and choosing it. The shopper's own addresses are in own-address-handlers.ts.
 */
import {
  serviceMessages,
  servicesOfAddressKind,
  type AddressKind,
} from '../../../src/domain/delivery-services';
import { nearestWithin } from '../../../src/domain/geo';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser, refuseExpiredCredential, requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { toApiAddress, toApiWarehouse } from '../cart/address-views';
import { cartReply } from '../cart/cart-reply';
import { ensureCart } from '../cart/repository';
import {
  findVisibleAddress,
  listStoreAddresses,
  listVisibleAddresses,
  type AddressFilter,
} from './address-repository';
import { addressNotFound, serveCartAt } from './cart-serving';
import { DEFAULT_DISTANCE_METRES, pointOf, selectedAddressOf, viewerId } from './handler-helpers';
import { toApiAddresses, toApiDeliveryServices, toApiStore } from './service-views';
import { findStore, findWarehouse } from './store-repository';

/** The services an address may have: those of `address_type` and `delivery_service_id`. */
function filterOf(query: {
  delivery_service_id?: number;
  address_type?: AddressKind;
}): AddressFilter {
  const { delivery_service_id: serviceId, address_type: kind } = query;
  if (kind === undefined) return { serviceIds: serviceId === undefined ? null : [serviceId] };
  const ofKind = servicesOfAddressKind(kind);
  return { serviceIds: serviceId === undefined ? ofKind : ofKind.filter((id) => id === serviceId) };
}

const addressDeliveryServiceList: OperationHandler<'addressDeliveryServiceList'> = async (
  request,
) => {
  refuseExpiredCredential(request);
  const { db } = request.server.database;
  const { query } = request;
  const point = pointOf(query);
  const userId = viewerId(request);
  const rows = await listVisibleAddresses(db, userId, filterOf(query));
  const selectedId = await selectedAddressOf(db, userId);
  const addresses =
    point === null
      ? toApiAddresses(rows, selectedId)
      : nearestWithin(rows, (row) => row, point, query.distance ?? DEFAULT_DISTANCE_METRES).map(
          ({ item, distance }) =>
            toApiAddress(item, { selected: item.id === selectedId, distance }),
        );
  return ok({ deliveryServices: toApiDeliveryServices(), addresses }, envelopeUser(request));
};

const addressListStore: OperationHandler<'addressListStore'> = async (request) => {
  const { db } = request.server.database;
  const storeId = request.query.store_id;
  if ((await findStore(db, storeId)) === null) {
    throw new ApiError(404, [serviceMessages.storeNotFound.message]);
  }
  const rows = await listStoreAddresses(db, storeId);
  const selectedId = await selectedAddressOf(db, viewerId(request));
  return ok({ addresses: toApiAddresses(rows, selectedId) }, envelopeUser(request));
};

const addressView: OperationHandler<'addressView'> = async (request) => {
  const { db } = request.server.database;
  const userId = viewerId(request);
  const row = await findVisibleAddress(db, userId, request.query.address_id);
  if (row === null) throw addressNotFound();
  const selected = row.id === (await selectedAddressOf(db, userId));
  return ok({ address: toApiAddress(row, { selected }) }, envelopeUser(request));
};

const addressPreview: OperationHandler<'addressPreview'> = async (request) => {
  refuseExpiredCredential(request);
  const { db } = request.server.database;
  const { query } = request;
  const userId = viewerId(request);
  const row = await findVisibleAddress(db, userId, query.address_id, filterOf(query));
  if (row === null) throw addressNotFound();
  const warehouse = await findWarehouse(db, row.warehouseId);
  if (warehouse === null) throw new Error(`Address ${row.id} names a missing warehouse`);
  const store = row.storeId === null ? null : await findStore(db, row.storeId);
  const selected = row.id === (await selectedAddressOf(db, userId));
  return ok(
    {
      address: toApiAddress(row, { selected }),
      warehouse: toApiWarehouse(warehouse),
      store: store === null ? null : toApiStore(store),
    },
    envelopeUser(request),
  );
};

const addressSelect: OperationHandler<'addressSelect'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const { query } = request;
  const cart = await ensureCart(db, user.id);
  await serveCartAt(db, user.id, cart.id, async (tx) => {
    const row = await findVisibleAddress(tx, user.id, query.address_id, filterOf(query));
    if (row === null) throw addressNotFound();
    return row;
  });
  return ok(await cartReply(request.server, cart), toApiUser(user));
};

export const addressHandlers = {
  addressDeliveryServiceList,
  addressListStore,
  addressPreview,
  addressSelect,
  addressView,
};
