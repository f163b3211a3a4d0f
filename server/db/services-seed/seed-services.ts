/**
 * Writes the service data: warehouses, stores, shared addresses, slot templates and the
 * purchase-limit group of alcoholic drinks. Idempotent: every row has a fixed id and is inserted
 * with ON CONFLICT DO NOTHING, so seeding again changes nothing.
 */
import { sql } from 'drizzle-orm';
import { DELIVERY_SERVICE } from '../../../src/domain/delivery-services';
import type { Db } from '../client';
import {
  addresses,
  purchaseLimitGroups,
  stores,
  timeslots,
  warehouses,
  type StoreService,
} from '../schema';
import { FIRST_OWN_ADDRESS_ID, SHARED_ADDRESSES } from './addresses';
import { STORES } from './stores';
import { TIMESLOTS } from './timeslots';
import { WAREHOUSES } from './warehouses';

/** Product class 5 (spec: 'Bevande alcoliche') is a purchase-limit group of 24 pieces a cart. */
export const ALCOHOL_LIMIT_GROUP = { productClassId: 5, maxQuantity: 24, unit: 'pz' } as const;

/** Pickup in the store itself, plus the locker services of the lockers the store fills. */
function servicesOfStore(storeId: number): StoreService[] {
  const lockerServices = SHARED_ADDRESSES.filter(
    (address) => address.storeId === storeId && address.addressType === 'locker',
  ).map((address) => address.deliveryServiceId);
  return [DELIVERY_SERVICE.storePickup, ...new Set(lockerServices)]
    .sort((a, b) => a - b)
    .map((deliveryServiceId) => ({ deliveryServiceId, showTab: true }));
}

/** Inserts the missing rows; returns how many it inserted. */
export async function seedServices(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = [
      await tx
        .insert(warehouses)
        .values([...WAREHOUSES])
        .onConflictDoNothing()
        .returning({ id: warehouses.id }),
      await tx
        .insert(stores)
        .values(STORES.map((store) => ({ ...store, deliveryServices: servicesOfStore(store.id) })))
        .onConflictDoNothing()
        .returning({ id: stores.id }),
      await tx
        .insert(addresses)
        .values([...SHARED_ADDRESSES])
        .onConflictDoNothing()
        .returning({ id: addresses.id }),
      await tx
        .insert(timeslots)
        .values([...TIMESLOTS])
        .onConflictDoNothing()
        .returning({ id: timeslots.id }),
      await tx
        .insert(purchaseLimitGroups)
        .values(ALCOHOL_LIMIT_GROUP)
        .onConflictDoNothing()
        .returning({ id: purchaseLimitGroups.productClassId }),
    ];
    // The seeded ids were given explicitly: move the serial past them, once, so the shoppers'
    // own addresses start at FIRST_OWN_ADDRESS_ID.
    const lastSeededId = FIRST_OWN_ADDRESS_ID - 1;
    await tx.execute(sql`
      select setval(pg_get_serial_sequence('addresses', 'id'), ${lastSeededId})
      where coalesce(
        pg_sequence_last_value(pg_get_serial_sequence('addresses', 'id')::regclass), 0
      ) < ${lastSeededId}`);
    return inserted.reduce((total, rows) => total + rows.length, 0);
  });
}
