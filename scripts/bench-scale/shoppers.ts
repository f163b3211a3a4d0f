/**
 * Shoppers made straight in the database, as the API tests make them
 * (tests/api/helpers/db-shoppers.ts), served at Milano's pickup point. Their slots and products go
 * through the API, like the app's.
 */
import { addDays, shopDate, weekdayOf } from '../../src/domain/shop-time';
import type { Db } from '../../server/db/client';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  createShoppers as createDbShoppers,
  insertSessions,
  serveCartsAt,
  type DbShopper,
} from '../../tests/api/helpers/db-shoppers';
import { call, dataOf } from './api';

export type Shopper = DbShopper;

/** The store pickup point of Milano viale Monza: its slots hold 20 carts each. */
export const PICKUP_MILANO = {
  addressId: SHARED_ADDRESS.pickupMilanoVialeMonza,
  deliveryServiceId: 1,
  storeId: STORE.milanoVialeMonza,
  warehouseId: WAREHOUSE.milano,
} as const;

/** `count` customers, each with a live session and an empty cart. */
export function createShoppers(db: Db, count: number): Promise<Shopper[]> {
  return createDbShoppers(db, count, 'scala');
}

/** `count` more live sessions of one shopper (devices), each as the shopper with its cookie. */
export async function moreSessions(db: Db, shopper: Shopper, count: number): Promise<Shopper[]> {
  const cookies = await insertSessions(db, Array<number>(count).fill(shopper.userId));
  return cookies.map((cookie) => ({ ...shopper, cookie }));
}

/** Serves these carts at Milano's pickup point, without a slot, as address/select would. */
export function serveAtPickup(db: Db, shoppers: readonly Shopper[]): Promise<void> {
  return serveCartsAt(db, shoppers, PICKUP_MILANO);
}

/** The first day after today (shop time) with slots: Monday to Saturday. */
export function nextOpenDay(now: Date = new Date()): string {
  let day = addDays(shopDate(now), 1);
  while (weekdayOf(day) === 0) day = addDays(day, 1);
  return day;
}

export interface Slot {
  readonly timeslotId: number;
  readonly date: string;
}

/** Books `slot` for the shopper's cart through `base`. */
export async function selectSlot(base: string, shopper: Shopper, slot: Slot): Promise<void> {
  const query = `sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`;
  const reply = await call(base, `/ebsn/api/timeslot/select?${query}`, { cookie: shopper.cookie });
  dataOf(reply, `timeslot/select ${query}`);
}

/** Adds `quantity` pieces of a product to the shopper's cart through `base`. */
export async function addToCart(
  base: string,
  shopper: Shopper,
  productId: number,
  quantity: number,
): Promise<void> {
  const items = [{ productId, quantity }];
  const reply = await call(base, '/ebsn/api/cart/add', {
    method: 'POST',
    cookie: shopper.cookie,
    json: { items },
  });
  dataOf(reply, `cart/add of product ${productId}`);
}
