/**
 * Cart test helpers: shoppers with a live session made straight in the database, a cart set up
 * for an address and a time slot (any seeded ones, or a test warehouse, address and slot inserted
 * here when the services seed is not there), the cart calls, and the rows to assert on.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../src/api/ebsn';
import { SESSION_COOKIE } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import {
  addresses,
  cartItems,
  carts,
  cartServices,
  purchaseLimitGroups,
  timeslots,
  users,
  warehouses,
} from '../../../server/db/schema';
import { newSessionToken, sessionIdOf } from '../../../server/modules/session/sessions';
import { createSession } from '../../../server/modules/session/session-repository';
import { ensureCart } from '../../../server/modules/cart/repository';
import type { ApiProduct } from '../../../server/modules/catalog/product-view';
import { APP_CLIENT } from './test-app';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];

export interface Shopper {
  readonly userId: number;
  readonly cartId: number;
  /** `ebsn_session=<token>` */
  readonly cookie: string;
}

/** A new customer with a live session and an (empty) cart. */
export async function newShopper(db: Db): Promise<Shopper> {
  const tag = randomBytes(6).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `carrello-${tag}@example.it`,
      // Not a hash of anything: this shopper never logs in with a password.
      passwordHash: '!',
      firstName: 'Anna',
      lastName: 'Prova',
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('The test shopper was not created');
  const token = newSessionToken();
  await createSession(db, { id: sessionIdOf(token), userId: user.id, rememberMe: false });
  const cart = await ensureCart(db, user.id);
  return { userId: user.id, cartId: cart.id, cookie: `${SESSION_COOKIE}=${token}` };
}

const TEST_WAREHOUSE_ID = 9901;
const TEST_TIMESLOT_ID = 9901;

/** A shared address and a time slot of its delivery service: seeded ones, or test ones. */
async function someServiceChoice(db: Db) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(isNull(addresses.userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id))
    .limit(1);
  const [slot] =
    address === undefined
      ? []
      : await db
          .select({ id: timeslots.id })
          .from(timeslots)
          .where(eq(timeslots.deliveryServiceId, address.deliveryServiceId))
          .orderBy(asc(timeslots.id))
          .limit(1);
  if (address !== undefined && slot !== undefined) return { address, timeslotId: slot.id };
  return insertTestServiceChoice(db);
}

async function insertTestServiceChoice(db: Db) {
  const place = { latitude: 45.4642, longitude: 9.19 };
  await db
    .insert(warehouses)
    .values({ id: TEST_WAREHOUSE_ID, name: 'Magazzino di prova', ...place, enableHappyHour: false })
    .onConflictDoNothing();
  await db
    .insert(timeslots)
    .values({
      id: TEST_TIMESLOT_ID,
      deliveryServiceId: 1,
      name: 'Mattina',
      beginTime: '09:00',
      endTime: '11:00',
      deliveryDayPeriodId: 1,
      capacity: 100,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    })
    .onConflictDoNothing();
  const [address] = await db
    .insert(addresses)
    .values({
      addressTypeId: 3,
      addressType: 'drive',
      deliveryServiceId: 1,
      warehouseId: TEST_WAREHOUSE_ID,
      addressName: 'Punto di ritiro di prova',
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Milano',
      postalCode: '20121',
      province: 'MI',
      ...place,
    })
    .returning();
  if (address === undefined) throw new Error('The test address was not created');
  return { address, timeslotId: TEST_TIMESLOT_ID };
}

/** Sets the cart up for an address and a time slot, so it can take products. */
export async function chooseService(db: Db, cartId: number): Promise<void> {
  const { address, timeslotId } = await someServiceChoice(db);
  const choice = {
    addressId: address.id,
    deliveryServiceId: address.deliveryServiceId,
    storeId: address.storeId,
    warehouseId: address.warehouseId,
    timeslotId,
    timeslotDate: '2026-12-01',
  };
  await db
    .insert(cartServices)
    .values({ cartId, ...choice })
    .onConflictDoUpdate({ target: cartServices.cartId, set: choice });
}

/** A shopper whose cart can take products. */
export async function readyShopper(db: Db): Promise<Shopper> {
  const shopper = await newShopper(db);
  await chooseService(db, shopper.cartId);
  return shopper;
}

/** The alcoholic drinks group of the spec (24 pieces), inserted when the seed has not. */
export async function ensureAlcoholGroup(app: FastifyInstance, db: Db): Promise<void> {
  await db
    .insert(purchaseLimitGroups)
    .values({ productClassId: 5, maxQuantity: 24, unit: 'pz' })
    .onConflictDoNothing();
  await app.catalog.fresh();
}

export type CartCall =
  | 'add'
  | 'update'
  | 'delete'
  | 'empty'
  | 'update-cart-info'
  | 'update-infos'
  | 'purchase-restriction';

/** Calls `/ebsn/api/cart/<call>` as `shopper` (POST with a JSON body, or GET without one). */
export function cartCall(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'cookie'> | null,
  call: CartCall,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers = shopper === null ? APP_CLIENT : { ...APP_CLIENT, cookie: shopper.cookie };
  if (call === 'purchase-restriction') {
    return app.inject({ method: 'GET', url: `/ebsn/api/cart/${call}`, headers });
  }
  return app.inject({
    method: 'POST',
    url: `/ebsn/api/cart/${call}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The cart of a successful reply. */
export function cartOf(response: LightMyRequestResponse): Cart {
  if (response.statusCode !== 200) {
    throw new Error(`Expected HTTP 200, got ${response.statusCode}: ${response.body}`);
  }
  const body: { response: { status: number }; data: Cart } = response.json();
  if (body.response.status !== 0) throw new Error(`Failed reply: ${response.body}`);
  return body.data;
}

/** The cart's rows as stored, to check what a refused call did not change. */
export function lineRows(db: Db, cartId: number) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      options: cartItems.options,
      promoApplied: cartItems.promoApplied,
      infos: cartItems.infos,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

export async function setCartStatus(db: Db, cartId: number, status: number): Promise<void> {
  await db.update(carts).set({ cartStatusId: status }).where(eq(carts.id, cartId));
}

/** Products of the test catalogue, picked by their selling rules. */
export async function pickProducts(
  app: FastifyInstance,
  count: number,
  matches: (product: ApiProduct) => boolean,
): Promise<ApiProduct[]> {
  const snapshot = await app.catalog.snapshot();
  const found = snapshot.products.filter(matches).slice(0, count);
  if (found.length < count) throw new Error(`The test catalogue lacks ${count} such products`);
  return found;
}

export async function pickProduct(
  app: FastifyInstance,
  matches: (product: ApiProduct) => boolean,
): Promise<ApiProduct> {
  const [product] = await pickProducts(app, 1, matches);
  if (product === undefined) throw new Error('No such product');
  return product;
}

const isBuyable = (product: ApiProduct) => product.productInfos.USER_DISABLED !== '1';
const hasClass = (product: ApiProduct, id: number) =>
  product.productClasses.some((productClass) => productClass.productClassId === id);

/** Selling-rule predicates for pickProduct. */
export const kinds = {
  /** A plain Pezzo: no options, promotion, limit or alcohol. */
  pezzo: (p: ApiProduct) =>
    isBuyable(p) &&
    p.productInfos.TIPOLOGIA === 'Pezzo' &&
    p.productInfos.MAXACQ === undefined &&
    p.selectOptions === undefined &&
    p.warehousePromo === undefined &&
    !hasClass(p, 5),
  sfuso: (p: ApiProduct) =>
    isBuyable(p) &&
    p.productInfos.TIPOLOGIA === 'Sfuso' &&
    p.productInfos.MAXACQ === undefined &&
    p.selectOptions === undefined &&
    p.warehousePromo === undefined,
  lockedPack: (p: ApiProduct) =>
    isBuyable(p) &&
    p.productInfos.TIPOLOGIA === 'Confezione' &&
    p.productInfos.QTY_LOCKED === 'true' &&
    p.productInfos.MAXACQ === undefined &&
    !hasClass(p, 5),
  withOptions: (p: ApiProduct) =>
    isBuyable(p) &&
    p.productInfos.TIPOLOGIA === 'Pezzo' &&
    p.productInfos.MAXACQ === undefined &&
    (p.selectOptions?.length ?? 0) > 0,
  selectablePromo: (p: ApiProduct) =>
    isBuyable(p) && kinds.pezzoRules(p) && p.warehousePromo?.selectable === true,
  pezzoRules: (p: ApiProduct) =>
    p.productInfos.TIPOLOGIA === 'Pezzo' &&
    p.productInfos.MAXACQ === undefined &&
    p.selectOptions === undefined,
  disabled: (p: ApiProduct) => p.productInfos.USER_DISABLED === '1',
  /** Alcohol sold by the piece with MAXACQ 12. */
  alcohol12: (p: ApiProduct) =>
    isBuyable(p) &&
    hasClass(p, 5) &&
    p.productInfos.TIPOLOGIA === 'Pezzo' &&
    p.productInfos.MAXACQ === '12' &&
    p.selectOptions === undefined,
  leadTime: (p: ApiProduct) => isBuyable(p) && Number(p.productInfos.LEAD_TIME ?? 0) > 0,
};
