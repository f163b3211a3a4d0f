/**
 * Shoppers made straight in the database, as the API tests make them (tests/api/helpers/
 * shoppers.ts): users, live sessions stored as the sha256 of their token, carts, and the pickup
 * point their carts are served at. Hundreds of argon2 logins would take minutes and meet the login
 * limit. Their slots and products go through the API, like the app's.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, shopDate, weekdayOf } from '../../src/domain/shop-time';
import { SESSION_COOKIE } from '../../server/config';
import type { Db } from '../../server/db/client';
import { carts, cartServices, sessions, users } from '../../server/db/schema';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import { newSessionToken, sessionIdOf } from '../../server/modules/auth/sessions';
import { call, dataOf } from './api';

export interface Shopper {
  readonly userId: number;
  readonly cartId: number;
  /** `ebsn_session=<token>` */
  readonly cookie: string;
}

/** The store pickup point of Milano viale Monza: its slots hold 20 carts each. */
export const PICKUP_MILANO = {
  addressId: SHARED_ADDRESS.pickupMilanoVialeMonza,
  deliveryServiceId: 1,
  storeId: STORE.milanoVialeMonza,
  warehouseId: WAREHOUSE.milano,
} as const;

/** Live sessions of these users, one each; answers the cookies to send. */
async function insertSessions(db: Db, userIds: readonly number[]): Promise<string[]> {
  const tokens = userIds.map(() => newSessionToken());
  await db.insert(sessions).values(
    userIds.map((userId, index) => ({
      id: sessionIdOf(tokens[index] ?? ''),
      userId,
      rememberMe: false,
      idleExpiresAt: sql`now() + interval '1 hour'`,
      absoluteExpiresAt: sql`now() + interval '1 day'`,
    })),
  );
  return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
}

/** `count` customers, each with a live session and an empty cart. */
export async function createShoppers(db: Db, count: number): Promise<Shopper[]> {
  const batch = randomBytes(6).toString('hex');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `scala-${batch}-${index}@example.it`,
        // Not a hash of anything: these shoppers never log in with a password.
        passwordHash: '!',
        firstName: 'Cliente',
        lastName: `Scala ${index}`,
      })),
    )
    .returning({ id: users.id });
  const cookies = await insertSessions(
    db,
    created.map((user) => user.id),
  );
  const cartRows = await db
    .insert(carts)
    .values(created.map((user) => ({ userId: user.id })))
    .returning({ id: carts.id, userId: carts.userId });
  const cartOf = new Map(cartRows.map((cart) => [cart.userId, cart.id]));
  return created.map((user, index) => ({
    userId: user.id,
    cartId: cartOf.get(user.id) ?? 0,
    cookie: cookies[index] ?? '',
  }));
}

/** `count` more live sessions of one shopper (devices), each as the shopper with its cookie. */
export async function moreSessions(db: Db, shopper: Shopper, count: number): Promise<Shopper[]> {
  const cookies = await insertSessions(db, Array<number>(count).fill(shopper.userId));
  return cookies.map((cookie) => ({ ...shopper, cookie }));
}

/** Serves these carts at Milano's pickup point, without a slot, as address/select would. */
export async function serveAtPickup(db: Db, shoppers: readonly Shopper[]): Promise<void> {
  await db
    .insert(cartServices)
    .values(shoppers.map((shopper) => ({ cartId: shopper.cartId, ...PICKUP_MILANO })))
    .onConflictDoUpdate({
      target: cartServices.cartId,
      set: { ...PICKUP_MILANO, timeslotId: null, timeslotDate: null },
    });
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
