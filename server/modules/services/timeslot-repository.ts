/** The slot templates, their bookings, and what the cart's products ask of a slot. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SlotRuleInfos } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import { cartItems, products, timeslotBookings, timeslots } from '../../db/schema';

export type TimeslotRow = typeof timeslots.$inferSelect;

export interface BookingCount {
  readonly timeslotId: number;
  readonly date: string;
  readonly booked: number;
  readonly capacity: number;
}

export async function serviceTimeslots(db: Db, deliveryServiceId: number): Promise<TimeslotRow[]> {
  return db
    .select()
    .from(timeslots)
    .where(eq(timeslots.deliveryServiceId, deliveryServiceId))
    .orderBy(asc(timeslots.beginTime), asc(timeslots.id));
}

export async function findTimeslot(db: Db, timeslotId: number): Promise<TimeslotRow | null> {
  const rows = await db.select().from(timeslots).where(eq(timeslots.id, timeslotId)).limit(1);
  return rows[0] ?? null;
}

/** The bookings of these slots at a warehouse on these days. */
export async function bookingCounts(
  db: Db,
  warehouseId: number,
  timeslotIds: readonly number[],
  dates: readonly string[],
): Promise<BookingCount[]> {
  if (timeslotIds.length === 0 || dates.length === 0) return [];
  return db
    .select({
      timeslotId: timeslotBookings.timeslotId,
      date: timeslotBookings.date,
      booked: timeslotBookings.booked,
      capacity: timeslotBookings.capacity,
    })
    .from(timeslotBookings)
    .where(
      and(
        eq(timeslotBookings.warehouseId, warehouseId),
        inArray(timeslotBookings.timeslotId, [...timeslotIds]),
        inArray(timeslotBookings.date, [...dates]),
      ),
    );
}

/** The productInfos of the cart's lines (LEAD_TIME, DAY_LOCK, PRODUCT_LOCK_CUTOFF...). */
export async function cartProductInfos(db: Db, cartId: number): Promise<SlotRuleInfos[]> {
  const rows = await db
    .select({ infos: products.infos })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
  return rows.map((row) => row.infos);
}
