/**
 * The slot templates and their bookings; what the cart's products ask of a slot is the cart's
 * (cart/line-repository.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeslotBookings, timeslots } from '../../db/schema';

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
