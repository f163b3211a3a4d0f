/**
 * The SQL of parking reservations. The caller names an order it found with its owner (the session
 * user), so another shopper's order is never reserved.
 */
import type { Db } from '../../db/client';
import { parkingReservations } from '../../db/schema';

/** Records (or replaces) the parking reservation of an order the caller has checked. */
export async function upsertReservation(
  tx: Db,
  orderId: number,
  distance: number,
  reservationInfo: string | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(parkingReservations)
    .values({ orderId, distance, reservationInfo, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: parkingReservations.orderId,
      set: { distance, reservationInfo, updatedAt: now },
    });
}
