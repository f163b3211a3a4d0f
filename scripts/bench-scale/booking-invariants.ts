/**
 * Invariants a and b across server processes on one database: a slot is never overbooked
 * however many processes take its places at once, and one cart bought at once through every
 * process makes one order.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { serviceMessages } from '../../src/domain/delivery-services';
import { orderMessages } from '../../src/domain/order-messages';
import type { Db } from '../../server/db/client';
import {
  cartItems,
  cartServices,
  orders,
  payments,
  timeslotBookings,
} from '../../server/db/schema';
import { STORE_PICKUP_CAPACITY } from '../../server/db/services-seed/timeslots';
import { call, countPerProcess, roundRobin, statusCounts, succeeded, type Reply } from './api';
import type { Invariant } from './report';
import {
  addToCart,
  createShoppers,
  PICKUP_MILANO,
  selectSlot,
  serveAtPickup,
  type Slot,
} from './shoppers';

function hasError(reply: Reply<unknown>, text: string): boolean {
  return reply.body?.response.errors.some((error) => error.error === text) ?? false;
}

/** The places taken in `slot` at Milano and the carts holding it. */
async function slotState(db: Db, slot: Slot) {
  const [booking] = await db
    .select({ booked: timeslotBookings.booked })
    .from(timeslotBookings)
    .where(
      and(
        eq(timeslotBookings.warehouseId, PICKUP_MILANO.warehouseId),
        eq(timeslotBookings.timeslotId, slot.timeslotId),
        eq(timeslotBookings.date, slot.date),
      ),
    );
  const [holders] = await db
    .select({ value: count() })
    .from(cartServices)
    .where(
      and(eq(cartServices.timeslotId, slot.timeslotId), eq(cartServices.timeslotDate, slot.date)),
    );
  return { booked: booking?.booked ?? 0, holders: holders?.value ?? 0 };
}

/** a. `shoppers` shoppers, round-robin over `bases`, all booking one slot at once. */
export async function slotNeverOverbooked(
  db: Db,
  bases: readonly string[],
  slot: Slot,
  shopperCount: number,
): Promise<Invariant> {
  const shoppers = await createShoppers(db, shopperCount);
  await serveAtPickup(db, shoppers);
  const query = `sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`;
  const replies = await Promise.all(
    shoppers.map((shopper, index) =>
      call(roundRobin(bases, index), `/ebsn/api/timeslot/select?${query}`, {
        cookie: shopper.cookie,
      }),
    ),
  );
  const booked = replies.filter(succeeded).length;
  const full = replies.filter(
    (reply) => reply.statusCode === 400 && hasError(reply, serviceMessages.slotFull.message),
  ).length;
  const state = await slotState(db, slot);
  const capacity = STORE_PICKUP_CAPACITY;
  return {
    name: `${shopperCount} shoppers over ${bases.length} processes booking one slot of capacity ${capacity} at once`,
    held:
      booked === capacity &&
      full === shopperCount - capacity &&
      state.booked === capacity &&
      state.holders === capacity,
    detail:
      `${booked} booked (through each process: ${countPerProcess(replies, bases.length, succeeded)}), ` +
      `${full} refused as full (HTTP ${statusCounts(replies)}); in the database booked ` +
      `${state.booked} of ${capacity}, carts holding the slot ${state.holders}`,
  };
}

/** b. One cart with a booked slot and products, bought `buys` times at once with different keys. */
export async function oneOrderPerCart(
  db: Db,
  bases: readonly string[],
  slot: Slot,
  productId: number,
  buys: number,
): Promise<Invariant> {
  const [shopper] = await createShoppers(db, 1);
  if (shopper === undefined) throw new Error('The buyer was not created');
  await serveAtPickup(db, [shopper]);
  await selectSlot(roundRobin(bases, 0), shopper, slot);
  await addToCart(roundRobin(bases, 1), shopper, productId, 3);

  const replies = await Promise.all(
    Array.from({ length: buys }, (_, index) =>
      call(roundRobin(bases, index), '/ebsn/api/checkout/buy?rules_accepted=true', {
        method: 'POST',
        cookie: shopper.cookie,
        headers: { 'idempotency-key': `scala-${shopper.userId}-${index}` },
      }),
    ),
  );
  const bought = replies.filter(succeeded).length;
  const empty = replies.filter(
    (reply) => reply.statusCode === 400 && hasError(reply, orderMessages.emptyCart.message),
  ).length;
  const made = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, shopper.userId));
  const orderIds = made.map((order) => order.id);
  const [paid] =
    orderIds.length === 0
      ? [{ value: 0 }]
      : await db
          .select({ value: count() })
          .from(payments)
          .where(inArray(payments.orderId, orderIds));
  const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, shopper.cartId));
  const state = await slotState(db, slot);
  return {
    name: `one cart bought ${buys} times at once through ${bases.length} processes, each buy with its own idempotency key`,
    held:
      bought === 1 &&
      empty === buys - 1 &&
      made.length === 1 &&
      paid?.value === 1 &&
      lines.length === 0 &&
      state.booked === 1,
    detail:
      `${bought} bought, ${empty} found the cart empty (HTTP ${statusCounts(replies)}); ` +
      `orders in the database ${made.length}, payments ${paid?.value ?? 0}, ` +
      `lines left in the cart ${lines.length}, places booked in its slot ${state.booked}`,
  };
}
