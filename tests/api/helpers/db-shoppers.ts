/**
 * Many shoppers at once, made straight in the database: users, live sessions (stored hashed, as
 * login stores them) and carts, in three INSERTs, and the place their carts are served at.
 * Hundreds of argon2 logins would take minutes and meet the login rate limit. No test runner in
 * here: the API tests (shoppers.ts) and the benchmarks (scripts/bench-scale) both use it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { carts, cartServices, sessions, users } from '../../../server/db/schema';
import { newSessionToken, sessionIdOf } from '../../../server/modules/session/sessions';

export interface DbShopper {
  readonly userId: number;
  readonly cartId: number;
  /** `ebsn_session=<token>` */
  readonly cookie: string;
}

/** Live sessions of these users, one each; answers the cookies to send. */
export async function insertSessions(db: Db, userIds: readonly number[]): Promise<string[]> {
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

/** `count` customers, each with a live session and an empty cart; `label` names their e-mails. */
export async function createShoppers(
  db: Db,
  count: number,
  label = 'cliente',
): Promise<DbShopper[]> {
  const batch = randomBytes(6).toString('hex');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${label}-${batch}-${index}@example.it`,
        // Not a hash of anything: these shoppers never log in with a password.
        passwordHash: '!',
        firstName: 'Cliente',
        lastName: `Prova ${index}`,
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

export interface ServicePlace {
  readonly addressId: number;
  readonly deliveryServiceId: number;
  readonly storeId: number | null;
  readonly warehouseId: number;
}

/** Serves these carts at `place`, without a slot, as address/select would. */
export async function serveCartsAt(
  db: Db,
  shoppers: readonly Pick<DbShopper, 'cartId'>[],
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
