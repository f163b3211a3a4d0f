/**
 * What the happy-hour rule needs from a shopper's cart: its warehouse's ENABLE_PROMO_HAPPY_HOUR
 * and the date of its booked slot. One indexed read, made only for a logged-in shopper whom the
 * user alone does not already rule out (see happy-hour.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, cartServices, warehouses } from '../../db/schema';

export interface HappyHourService {
  readonly warehouseHappyHour: boolean;
  /** The booked slot's date (YYYY-MM-DD), or null when no slot is chosen. */
  readonly timeslotDate: string | null;
}

export async function happyHourServiceOf(db: Db, userId: number): Promise<HappyHourService> {
  const [row] = await db
    .select({
      warehouseHappyHour: warehouses.enableHappyHour,
      timeslotDate: cartServices.timeslotDate,
    })
    .from(carts)
    .innerJoin(cartServices, eq(cartServices.cartId, carts.id))
    .innerJoin(warehouses, eq(warehouses.id, cartServices.warehouseId))
    .where(and(eq(carts.userId, userId), isNotNull(cartServices.timeslotId)))
    .limit(1);
  return {
    warehouseHappyHour: row?.warehouseHappyHour ?? false,
    timeslotDate: row?.timeslotDate ?? null,
  };
}
