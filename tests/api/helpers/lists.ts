/**
 * Lists test helpers: shoppers with their e-mail, the wishlist calls, and the rows to assert that a
 * refused call changed nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../src/api/ebsn';
import type { Db } from '../../../server/db/client';
import { users, wishlistItems, wishlists, wishlistShares } from '../../../server/db/schema';
import { newShopper, readyShopper, type Shopper } from './cart';
import { APP_CLIENT } from './test-app';

export type WishlistDetail = components['schemas']['WishlistDetail'];
export type WishlistListData = components['schemas']['WishlistListData'];
export type LineOutcome = components['schemas']['WishlistLineOutcome'];

export interface ListShopper extends Shopper {
  readonly email: string;
}

async function withEmail(db: Db, shopper: Shopper): Promise<ListShopper> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.userId));
  if (row === undefined) throw new Error('The test shopper has no row');
  return { ...shopper, email: row.email };
}

/** A customer with a session; `ready` also sets the cart up for an address and a slot. */
export async function listShopper(db: Db, ready = false): Promise<ListShopper> {
  return withEmail(db, ready ? await readyShopper(db) : await newShopper(db));
}

/** `/ebsn/api/<path>` as `shopper`: POST when a payload (or `post`) is given, else GET. */
export function listCall(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'cookie'> | null,
  path: string,
  payload?: object | 'post',
): Promise<LightMyRequestResponse> {
  const headers = shopper === null ? APP_CLIENT : { ...APP_CLIENT, cookie: shopper.cookie };
  if (payload === undefined)
    return app.inject({ method: 'GET', url: `/ebsn/api/${path}`, headers });
  return app.inject({
    method: 'POST',
    url: `/ebsn/api/${path}`,
    headers,
    ...(payload === 'post' ? {} : { payload }),
  });
}

/** The data of a successful reply. */
export function dataOk<Data>(response: LightMyRequestResponse): Data {
  if (response.statusCode !== 200) {
    throw new Error(`Expected HTTP 200, got ${response.statusCode}: ${response.body}`);
  }
  const body: { response: { status: number }; data: Data } = response.json();
  if (body.response.status !== 0) throw new Error(`Failed reply: ${response.body}`);
  return body.data;
}

/** Creates a list and answers it. */
export async function createList(
  app: FastifyInstance,
  shopper: ListShopper,
  name: string,
): Promise<WishlistDetail> {
  return dataOk<WishlistDetail>(await listCall(app, shopper, 'wishlist/insert', { name }));
}

/** Everything stored about a shopper's lists, to compare before and after a refused call. */
export async function listsState(db: Db, userId: number) {
  const lists = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(asc(wishlists.id));
  const items = [];
  const shares = [];
  for (const list of lists) {
    items.push(
      ...(await db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistId, list.id))
        .orderBy(asc(wishlistItems.id))),
    );
    shares.push(
      ...(await db
        .select({
          wishlistId: wishlistShares.wishlistId,
          email: wishlistShares.email,
          grant: wishlistShares.grant,
        })
        .from(wishlistShares)
        .where(eq(wishlistShares.wishlistId, list.id))
        .orderBy(asc(wishlistShares.email))),
    );
  }
  return { lists, items, shares };
}
