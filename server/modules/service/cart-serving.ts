/**
 * Changes of where a cart is served, each in one transaction that starts by locking the cart:
 * choosing an address or store, changing or deleting the shopper's own address. A change of
 * warehouse or service gives the booked slot back (the slots differ); a refusal changes nothing.
 * A cart changing an order (status 7) keeps the order's address and service: choosing another
 * one, or moving its own address to another warehouse or service, is refused.
 */
import { CART_STATUS_ADDRESS_LOCKED, serviceMessages } from '../../../src/domain/delivery-services';
import { orderMessages } from '../../../src/domain/order-messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import type { AddressRow } from '../cart/address-views';
import { lockCart } from '../cart/repository';
import { deleteOwnAddress, findVisibleAddress, updateOwnAddress } from './address-repository';
import type { OwnAddressValues } from './address-repository';
import {
  heldBooking,
  lockCartService,
  releaseBooking,
  saveCartService,
  type CartServiceRow,
  type ServiceTarget,
} from './cart-service-repository';

export const addressNotFound = () => new ApiError(404, [serviceMessages.addressNotFound.message]);

const serviceLocked = () => new ApiError(400, [orderMessages.serviceLockedWhileModifying.message]);

function targetOf(address: AddressRow): ServiceTarget {
  return {
    addressId: address.id,
    deliveryServiceId: address.deliveryServiceId,
    storeId: address.storeId,
    warehouseId: address.warehouseId,
  };
}

/** Moves the cart to `target`, keeping its slot only when warehouse and service stay. */
async function moveCart(
  tx: Db,
  cartId: number,
  current: CartServiceRow | null,
  target: ServiceTarget,
): Promise<void> {
  const held = heldBooking(current);
  const keepsSlot =
    held !== null &&
    current?.warehouseId === target.warehouseId &&
    current.deliveryServiceId === target.deliveryServiceId;
  if (held !== null && !keepsSlot) await releaseBooking(tx, held);
  const slot = keepsSlot ? { timeslotId: held.timeslotId, timeslotDate: held.date } : null;
  await saveCartService(tx, cartId, target, slot);
}

/**
 * Serves the cart at the address `resolveAddress` finds inside the transaction (it throws its
 * own refusal when there is none). Refused while the cart's status locks the address.
 */
export async function serveCartAt(
  db: Db,
  userId: number,
  cartId: number,
  resolveAddress: (tx: Db) => Promise<AddressRow>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId, userId);
    if (cart.cartStatusId === CART_STATUS_ADDRESS_LOCKED) throw serviceLocked();
    const address = await resolveAddress(tx);
    const current = await lockCartService(tx, cartId);
    await moveCart(tx, cartId, current, targetOf(address));
  });
}

/**
 * Changes the user's own address; when the user's cart is served there and the change moves it
 * to another warehouse or service, the cart follows and gives its slot back.
 */
export async function changeOwnAddress(
  db: Db,
  userId: number,
  cartId: number,
  addressId: number,
  values: OwnAddressValues,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId, userId);
    const updated = await updateOwnAddress(tx, userId, addressId, values);
    if (updated === null) throw addressNotFound();
    const current = await lockCartService(tx, cartId);
    if (current?.addressId !== addressId) return updated;
    const moves =
      current.warehouseId !== updated.warehouseId ||
      current.deliveryServiceId !== updated.deliveryServiceId;
    if (moves && cart.cartStatusId === CART_STATUS_ADDRESS_LOCKED) throw serviceLocked();
    await moveCart(tx, cartId, current, targetOf(updated));
    return updated;
  });
}

/** Deletes the user's own address unless the user's cart is served there. */
export async function deleteAddressNotInUse(
  db: Db,
  userId: number,
  cartId: number,
  addressId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, cartId, userId);
    const address = await findVisibleAddress(tx, userId, addressId);
    if (address === null || address.userId !== userId) throw addressNotFound();
    const current = await lockCartService(tx, cartId);
    if (current?.addressId === addressId) {
      throw new ApiError(400, [serviceMessages.addressInUse.message]);
    }
    if (!(await deleteOwnAddress(tx, userId, addressId))) throw addressNotFound();
  });
}
