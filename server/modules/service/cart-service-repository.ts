/**
 * The SQL of a cart's service row (address, service, store, warehouse, booked slot) and of the
 * slot bookings; the cart reply reads the row with its details in cart/reply-repository.ts.
 * Callers pass the cart of the session user (ensureCart), so every statement is scoped to that
 * user's cart.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, cartServices, orders, timeslotBookings } from '../../db/schema';

export type CartServiceRow = typeof cartServices.$inferSelect;

/** One slot of one day at one warehouse: a row of timeslot_bookings. */
export interface BookingKey {
  readonly warehouseId: number;
  readonly timeslotId: number;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
}

/** Where a cart is served, without its slot. */
export interface ServiceTarget {
  readonly addressId: number;
  readonly deliveryServiceId: number;
  readonly storeId: number | null;
  readonly warehouseId: number;
}

export async function findCartService(db: Db, cartId: number): Promise<CartServiceRow | null> {
  const rows = await db.select().from(cartServices).where(eq(cartServices.cartId, cartId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The slot place an order holds (the one its cart points at while the order is being changed);
 * the caller names an order its own cart is changing.
 */
export async function orderBooking(db: Db, orderId: number): Promise<BookingKey | null> {
  const rows = await db
    .select({
      warehouseId: orders.warehouseId,
      timeslotId: orders.timeslotId,
      date: orders.timeslotDate,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0] ?? null;
}

export function sameBooking(a: BookingKey | null, b: BookingKey | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.warehouseId === b.warehouseId &&
    a.timeslotId === b.timeslotId &&
    a.date === b.date
  );
}

/** The cart's service row, locked until the transaction ends. */
export async function lockCartService(db: Db, cartId: number): Promise<CartServiceRow | null> {
  const rows = await db
    .select()
    .from(cartServices)
    .where(eq(cartServices.cartId, cartId))
    .for('update');
  return rows[0] ?? null;
}

export function heldBooking(row: CartServiceRow | null): BookingKey | null {
  if (row === null || row.warehouseId === null) return null;
  if (row.timeslotId === null || row.timeslotDate === null) return null;
  return { warehouseId: row.warehouseId, timeslotId: row.timeslotId, date: row.timeslotDate };
}

function bookingIs(key: BookingKey) {
  return and(
    eq(timeslotBookings.warehouseId, key.warehouseId),
    eq(timeslotBookings.timeslotId, key.timeslotId),
    eq(timeslotBookings.date, key.date),
  );
}

/** Gives a place back. */
export async function releaseBooking(db: Db, key: BookingKey): Promise<void> {
  await db
    .update(timeslotBookings)
    .set({ booked: sql`${timeslotBookings.booked} - 1` })
    .where(and(bookingIs(key), gt(timeslotBookings.booked, 0)));
}

/**
 * Takes a place if one is left: the row is created on the first booking with the template's
 * capacity, then one conditional UPDATE takes the place, so concurrent bookings can never pass
 * the capacity. False when the slot is full.
 */
export async function takePlace(db: Db, key: BookingKey, capacity: number): Promise<boolean> {
  await db
    .insert(timeslotBookings)
    .values({ ...key, capacity, booked: 0 })
    .onConflictDoNothing();
  const rows = await db
    .update(timeslotBookings)
    .set({ booked: sql`${timeslotBookings.booked} + 1` })
    .where(and(bookingIs(key), lt(timeslotBookings.booked, timeslotBookings.capacity)))
    .returning({ booked: timeslotBookings.booked });
  return rows.length === 1;
}

/** Serves the cart at `target`, keeping or dropping its slot as `slot` says. */
export async function saveCartService(
  db: Db,
  cartId: number,
  target: ServiceTarget,
  slot: { readonly timeslotId: number; readonly timeslotDate: string } | null,
): Promise<void> {
  const values = {
    ...target,
    timeslotId: slot?.timeslotId ?? null,
    timeslotDate: slot?.timeslotDate ?? null,
  };
  await db
    .insert(cartServices)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: cartServices.cartId, set: values });
}

export async function saveCartSlot(db: Db, cartId: number, key: BookingKey): Promise<void> {
  await db
    .update(cartServices)
    .set({ timeslotId: key.timeslotId, timeslotDate: key.date })
    .where(eq(cartServices.cartId, cartId));
}

/** The address the user's cart is served at, if any. */
export async function selectedAddressIdOf(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .select({ addressId: cartServices.addressId })
    .from(cartServices)
    .innerJoin(carts, eq(carts.id, cartServices.cartId))
    .where(eq(carts.userId, userId))
    .limit(1);
  return rows[0]?.addressId ?? null;
}

/**
 * After the buy the cart keeps its address, store and warehouse but no slot (its place now
 * belongs to the order) and no infos (the comment and the invoice request went to the order).
 */
export async function clearBoughtService(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(cartServices)
    .set({ timeslotId: null, timeslotDate: null, infos: {} })
    .where(eq(cartServices.cartId, cartId));
}
