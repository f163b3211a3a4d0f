/**
 * The shopper's own company addresses (addressType 'home', the only editable kind): the address
 * check, adding or changing one, listing and deleting them.
 */
import { DELIVERY_SERVICE, serviceMessages } from '../../../src/domain/delivery-services';
import { nearestFirst } from '../../../src/domain/geo';
import type { Db } from '../../db/client';
import type { BodyOf, OperationHandler } from '../../http/contract';
import { ApiError, failure, ok, withInfo } from '../../http/envelope';
import { envelopeUser, refuseExpiredCredential, requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { toApiAddress } from '../cart/address-views';
import { ensureCart } from '../cart/repository';
import { checkAddress, unvalidatedPlace, type CheckedPlace } from './address-check';
import { insertOwnAddress, listOwnAddresses, type OwnAddressValues } from './address-repository';
import { selectedAddressIdOf } from './cart-service-repository';
import { changeOwnAddress, deleteAddressNotInUse } from './cart-serving';
import { toApiAddresses } from './service-views';
import { listWarehouses } from './store-repository';

const addressList: OperationHandler<'addressList'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const kind = request.query.address_type;
  // The shopper's own addresses are all of kind 'home'.
  const rows = kind === undefined || kind === 'home' ? await listOwnAddresses(db, user.id) : [];
  const selectedId = await selectedAddressIdOf(db, user.id);
  return ok({ addresses: toApiAddresses(rows, selectedId) }, toApiUser(user));
};

const notCovered = () => new ApiError(400, [serviceMessages.addressNotCovered.message]);

const addressCheck: OperationHandler<'addressCheck'> = async (request) => {
  refuseExpiredCredential(request);
  const result = checkAddress(request.body);
  if (result.outcome === 'notCovered') throw notCovered();
  if (result.outcome === 'notFound') {
    return failure([serviceMessages.addressNotValidated.message], envelopeUser(request), {
      validated: false,
    });
  }
  return ok({ validated: true, address: { ...result.place } }, envelopeUser(request));
};

/** The checked place of an address to save, and whether the check confirmed it. */
function placeToSave(input: BodyOf<'addressUpdate'>): { place: CheckedPlace; validated: boolean } {
  const result = checkAddress(input);
  if (result.outcome === 'served') return { place: result.place, validated: true };
  if (result.outcome === 'notCovered') throw notCovered();
  if (!input.saveUnvalidated) {
    throw new ApiError(400, [serviceMessages.addressNotValidated.message]);
  }
  const place = unvalidatedPlace(input);
  if (place === null) throw notCovered();
  return { place, validated: false };
}

async function ownAddressValues(db: Db, input: BodyOf<'addressUpdate'>): Promise<OwnAddressValues> {
  const { place, validated } = placeToSave(input);
  // The nearest warehouse prepares the orders delivered there.
  const [nearest] = nearestFirst(await listWarehouses(db), (warehouse) => warehouse, place);
  if (nearest === undefined) throw new Error('No warehouse is seeded');
  return {
    deliveryServiceId: input.deliveryServiceId ?? DELIVERY_SERVICE.companyDelivery,
    warehouseId: nearest.item.id,
    addressName: input.addressName.trim(),
    address1: input.address1.trim(),
    addressNumber: input.addressNumber.trim(),
    city: place.city,
    postalCode: place.postalCode,
    province: place.province,
    latitude: place.latitude,
    longitude: place.longitude,
    notes: input.notes?.trim() || null,
    validated,
  };
}

const addressUpdate: OperationHandler<'addressUpdate'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const input = request.body;
  const values = await ownAddressValues(db, input);
  const { addressId } = input;
  const row =
    addressId === undefined
      ? await insertOwnAddress(db, user.id, values)
      : await changeOwnAddress(db, user.id, (await ensureCart(db, user.id)).id, addressId, values);
  const selected = row.id === (await selectedAddressIdOf(db, user.id));
  const reply = ok({ address: toApiAddress(row, { selected }) }, toApiUser(user));
  const info =
    addressId === undefined ? serviceMessages.addressAdded : serviceMessages.addressUpdated;
  return withInfo(reply, info.message);
};

const addressDelete: OperationHandler<'addressDelete'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const cart = await ensureCart(db, user.id);
  await deleteAddressNotInUse(db, user.id, cart.id, request.query.address_id);
  const rows = await listOwnAddresses(db, user.id);
  return ok(
    { addresses: toApiAddresses(rows, await selectedAddressIdOf(db, user.id)) },
    toApiUser(user),
  );
};

export const ownAddressHandlers = { addressList, addressCheck, addressUpdate, addressDelete };
