/**
 * The SQL the cart reply reads beyond the cart's lines: the cart's service row with its address,
 * store, warehouse and booked slot, and the gift codes applied to the cart. Callers pass the cart
 * of the session user (ensureCart), so every statement is scoped to that user's cart.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  cartGiftCodes,
  cartServices,
  giftCertificates,
  stores,
  timeslots,
  warehouses,
} from '../../db/schema';

/** The cart's service row with its address, store, warehouse and slot, for the cart reply. */
export async function findCartServiceDetails(db: Db, cartId: number) {
  const rows = await db
    .select({
      service: cartServices,
      address: addresses,
      store: { storeId: stores.id, name: stores.name },
      warehouse: warehouses,
      timeslot: timeslots,
    })
    .from(cartServices)
    .leftJoin(addresses, eq(addresses.id, cartServices.addressId))
    .leftJoin(stores, eq(stores.id, cartServices.storeId))
    .leftJoin(warehouses, eq(warehouses.id, cartServices.warehouseId))
    .leftJoin(timeslots, eq(timeslots.id, cartServices.timeslotId))
    .where(eq(cartServices.cartId, cartId))
    .limit(1);
  return rows[0] ?? null;
}

/** A code applied to the cart: its certificate and the pending use it holds. */
export interface AppliedCode {
  readonly certificate: typeof giftCertificates.$inferSelect;
  readonly useId: number;
}

/** The codes applied to the cart, in the order they were applied. */
export function appliedCodes(db: Db, cartId: number): Promise<AppliedCode[]> {
  return db
    .select({ certificate: giftCertificates, useId: cartGiftCodes.useId })
    .from(cartGiftCodes)
    .innerJoin(giftCertificates, eq(giftCertificates.id, cartGiftCodes.certificateId))
    .where(eq(cartGiftCodes.cartId, cartId))
    .orderBy(asc(cartGiftCodes.appliedAt), asc(cartGiftCodes.useId));
}
