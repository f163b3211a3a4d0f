/**
 * Many shoppers at once, made straight in the database: users, live sessions (stored hashed, as
 * login stores them) and carts, in three INSERTs. Hundreds of argon2 logins would take minutes
 * and meet the login rate limit. Also: serving their carts somewhere, a clock tests can move, and
 * typed calls.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { shopInstant } from '../../../src/domain/shop-time';
import { SESSION_COOKIE } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { carts, cartServices, sessions, users } from '../../../server/db/schema';
import { newSessionToken, sessionIdOf } from '../../../server/modules/auth/sessions';
import { APP_CLIENT } from './test-app';

export interface TestShopper {
  readonly userId: number;
  readonly cartId: number;
  /** `ebsn_session=<token>` */
  readonly cookie: string;
}

/** `count` customers, each with a live session and an empty cart. */
export async function createShoppers(db: Db, count: number): Promise<TestShopper[]> {
  const batch = randomBytes(6).toString('hex');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `cliente-${batch}-${index}@example.it`,
        // Not a hash of anything: these shoppers never log in with a password.
        passwordHash: '!',
        firstName: 'Cliente',
        lastName: `Prova ${index}`,
      })),
    )
    .returning({ id: users.id });
  const tokens = created.map(() => newSessionToken());
  await db.insert(sessions).values(
    created.map((user, index) => ({
      id: sessionIdOf(tokens[index] ?? ''),
      userId: user.id,
      rememberMe: false,
      idleExpiresAt: sql`now() + interval '1 hour'`,
      absoluteExpiresAt: sql`now() + interval '1 day'`,
    })),
  );
  const cartRows = await db
    .insert(carts)
    .values(created.map((user) => ({ userId: user.id })))
    .returning({ id: carts.id, userId: carts.userId });
  const cartOf = new Map(cartRows.map((cart) => [cart.userId, cart.id]));
  return created.map((user, index) => ({
    userId: user.id,
    cartId: cartOf.get(user.id) ?? 0,
    cookie: `${SESSION_COOKIE}=${tokens[index] ?? ''}`,
  }));
}

export async function createShopper(db: Db): Promise<TestShopper> {
  const [shopper] = await createShoppers(db, 1);
  if (shopper === undefined) throw new Error('The test shopper was not created');
  return shopper;
}

export interface ServicePlace {
  readonly addressId: number;
  readonly deliveryServiceId: number;
  readonly storeId: number | null;
  readonly warehouseId: number;
}

/** Serves these carts at `place`, without a slot, as addressSelect would. */
export async function serveCartsAt(
  db: Db,
  shoppers: readonly TestShopper[],
  place: ServicePlace,
): Promise<void> {
  await db
    .insert(cartServices)
    .values(shoppers.map((shopper) => ({ cartId: shopper.cartId, ...place })))
    .onConflictDoUpdate({
      target: cartServices.cartId,
      set: { ...place, timeslotId: null, timeslotDate: null },
    });
}

/** A clock a test sets to a shop time ('YYYY-MM-DD', 'HH:MM' in Europe/Rome). */
export function settableClock(date: string, time: string) {
  let current = shopInstant(date, time);
  return {
    now: () => current,
    set(nextDate: string, nextTime: string) {
      current = shopInstant(nextDate, nextTime);
    },
  };
}

/** The envelope of a reply, with its data typed by the caller. */
export interface TypedEnvelope<Data> {
  readonly response: {
    readonly status: number;
    readonly errors: readonly { readonly error: string }[];
    readonly infos: readonly { readonly info: string }[];
  };
  readonly data: Data;
  readonly user: { readonly userId: number };
}

export function envelopeOf<Data>(response: LightMyRequestResponse): TypedEnvelope<Data> {
  return response.json();
}

/** A call as `shopper` (or as a visitor), GET unless told otherwise. */
export function callAs(
  app: FastifyInstance,
  shopper: TestShopper | null,
  url: string,
  options: { method?: 'GET' | 'POST'; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: shopper === null ? APP_CLIENT : { ...APP_CLIENT, cookie: shopper.cookie },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** Expects HTTP 200 with status 0 and gives the data. */
export async function dataOf<Data>(response: Promise<LightMyRequestResponse>): Promise<Data> {
  const reply = await response;
  if (reply.statusCode !== 200) {
    throw new Error(`Expected HTTP 200, got ${reply.statusCode}: ${reply.body.slice(0, 400)}`);
  }
  const body = envelopeOf<Data>(reply);
  if (body.response.status !== 0) throw new Error(`Expected status 0: ${reply.body.slice(0, 400)}`);
  return body.data;
}
