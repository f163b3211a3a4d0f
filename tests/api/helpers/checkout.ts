/**
 * Checkout test helpers: a shopper whose cart is served at a pickup point, holds a booked slot
 * (booked through timeslot/select, so timeslot_bookings counts it) and holds products added
 * through cart/add; the buy and order calls; and the rows to assert on.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../src/api/ebsn';
import type { Db } from '../../../server/db/client';
import { orderItems, orders, payments, timeslotBookings } from '../../../server/db/schema';
import { SHARED_ADDRESS } from '../../../server/db/services-seed/addresses';
import { STORE } from '../../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../../server/db/services-seed/warehouses';
import type { ApiProduct } from '../../../server/modules/catalog/product-view';
import { APP_CLIENT } from './test-app';
import { kinds, pickProduct } from './cart';
import {
  callAs,
  createShopper,
  dataOf,
  serveCartsAt,
  type ServicePlace,
  type TestShopper,
} from './shoppers';

export type Order = components['schemas']['Order'];
export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type PaymentStart = components['schemas']['PaymentStart'];

/** Tuesday 10 March 2026, 08:00 in the shop: the days run to Monday 16, Sunday is closed. */
export const TODAY = '2026-03-10';
export const NOW_TIME = '08:00';
const SLOT_DAYS = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-16'];
const PICKUP_SLOTS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];

export const PICKUP_MILANO: ServicePlace = {
  addressId: SHARED_ADDRESS.pickupMilanoVialeMonza,
  deliveryServiceId: 1,
  storeId: STORE.milanoVialeMonza,
  warehouseId: WAREHOUSE.milano,
};

export const COMPANY_BICOCCA: ServicePlace = {
  addressId: SHARED_ADDRESS.siteBicocca,
  deliveryServiceId: 2,
  storeId: null,
  warehouseId: WAREHOUSE.milano,
};

export interface BookedSlot {
  readonly timeslotId: number;
  readonly date: string;
}

/** A plain Pezzo that asks nothing of the slot (no LEAD_TIME, DAY_LOCK or cutoff). */
export const plainPezzo = (product: ApiProduct) =>
  kinds.pezzo(product) &&
  product.productInfos.LEAD_TIME === undefined &&
  product.productInfos.DAY_LOCK === undefined &&
  product.productInfos.PRODUCT_LOCK_CUTOFF === undefined;

/** The same for a Sfuso product. */
export const plainSfuso = (product: ApiProduct) =>
  kinds.sfuso(product) &&
  product.productInfos.LEAD_TIME === undefined &&
  product.productInfos.DAY_LOCK === undefined &&
  product.productInfos.PRODUCT_LOCK_CUTOFF === undefined;

let nextPickupSlot = 0;

/** A pickup slot after today, a different one each call (each holds 20 carts). */
export function nextSlot(): BookedSlot {
  const index = nextPickupSlot;
  nextPickupSlot += 1;
  const timeslotId = PICKUP_SLOTS[index % PICKUP_SLOTS.length] ?? 101;
  const date =
    SLOT_DAYS[Math.floor(index / PICKUP_SLOTS.length) % SLOT_DAYS.length] ?? '2026-03-11';
  return { timeslotId, date };
}

export async function selectSlot(
  app: FastifyInstance,
  shopper: TestShopper,
  slot: BookedSlot,
): Promise<void> {
  await dataOf(
    callAs(
      app,
      shopper,
      `/ebsn/api/timeslot/select?sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`,
    ),
  );
}

export async function addToCart(
  app: FastifyInstance,
  shopper: TestShopper,
  items: readonly { productId: number; quantity: number }[],
): Promise<void> {
  await dataOf(callAs(app, shopper, '/ebsn/api/cart/add', { method: 'POST', payload: { items } }));
}

export interface Buyer extends TestShopper {
  readonly slot: BookedSlot;
  readonly product: ApiProduct;
  readonly quantity: number;
}

/** A shopper at `place` with a booked slot and `quantity` pieces of a plain Pezzo product. */
export async function buyer(
  app: FastifyInstance,
  db: Db,
  options: { place?: ServicePlace; slot?: BookedSlot; quantity?: number } = {},
): Promise<Buyer> {
  const shopper = await createShopper(db);
  await serveCartsAt(db, [shopper], options.place ?? PICKUP_MILANO);
  const slot = options.slot ?? nextSlot();
  await selectSlot(app, shopper, slot);
  const product = await pickProduct(app, plainPezzo);
  const quantity = options.quantity ?? 3;
  await addToCart(app, shopper, [{ productId: product.productId, quantity }]);
  return { ...shopper, slot, product, quantity };
}

export function newKey(): string {
  return `buy-${randomBytes(9).toString('base64url')}`;
}

/** POST /checkout/buy with the rules accepted unless told, and an idempotency key. */
export function buyAs(
  app: FastifyInstance,
  shopper: TestShopper,
  options: { key?: string | null; query?: string } = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? newKey() : options.key;
  return app.inject({
    method: 'POST',
    url: `/ebsn/api/checkout/buy?${options.query ?? 'rules_accepted=true'}`,
    headers: {
      ...APP_CLIENT,
      cookie: shopper.cookie,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
  });
}

export async function boughtOrder(
  app: FastifyInstance,
  shopper: TestShopper,
): Promise<PaymentStart> {
  return dataOf<PaymentStart>(buyAs(app, shopper));
}

export function orderRows(db: Db, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

export function paymentRows(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function bookedCount(
  db: Db,
  slot: BookedSlot,
  warehouseId: number = WAREHOUSE.milano,
): Promise<number> {
  const rows = await db
    .select({ booked: timeslotBookings.booked })
    .from(timeslotBookings)
    .where(
      and(
        eq(timeslotBookings.warehouseId, warehouseId),
        eq(timeslotBookings.timeslotId, slot.timeslotId),
        eq(timeslotBookings.date, slot.date),
      ),
    );
  return rows[0]?.booked ?? 0;
}

/** The token of a payment URL '/payment-gateway/pay/<token>'. */
export function tokenOf(paymentUrl: string): string {
  const token = paymentUrl.split('/').pop();
  if (token === undefined || token === '') throw new Error(`No token in ${paymentUrl}`);
  return token;
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** Submits the hosted payment page's form. */
export function submitPayment(
  app: FastifyInstance,
  paymentUrl: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: FORM_HEADERS,
    payload: new URLSearchParams(fields).toString(),
  });
}

export const APPROVED_CARD = {
  action: 'pay',
  holder: 'Anna Prova',
  card_number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
} as const;

export const DECLINED_CARD = { ...APPROVED_CARD, card_number: '4000 0000 0000 0002' } as const;

/** Buys and pays with the approved card: an order in status 3. */
export async function paidOrder(app: FastifyInstance, shopper: TestShopper): Promise<number> {
  const { orderId, paymentUrl } = await boughtOrder(app, shopper);
  const response = await submitPayment(app, paymentUrl, APPROVED_CARD);
  if (response.statusCode !== 303) throw new Error(`Payment failed: ${response.body}`);
  return orderId;
}

/** Adds to the order a line of a product the shopper may not buy now (USER_DISABLED); answers it. */
export async function addDisabledLine(
  app: FastifyInstance,
  db: Db,
  orderId: number,
): Promise<ApiProduct> {
  const disabled = await pickProduct(app, (p) => p.productInfos.USER_DISABLED === '1');
  await db.insert(orderItems).values({
    orderId,
    productId: disabled.productId,
    name: 'Prodotto sospeso',
    quantity: 1,
    soldByWeight: false,
    unitPriceCents: 100,
    grossTotalCents: 100,
  });
  return disabled;
}
