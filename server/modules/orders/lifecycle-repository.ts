/**
 * The SQL of the order lifecycle (server/modules/orders/lifecycle.ts): which paid orders may have
 * a step due, locking one without waiting for another server process, and storing the final
 * weights and the captured amount. The job acts for the shop, not for a shopper, so these queries
 * are not scoped by user.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  ADVANCING_STATUSES,
  ALMOST_READY_LEAD_MINUTES,
  PREPARATION_LEAD_MINUTES,
} from '../../../src/domain/order-lifecycle';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { orderItems, orders, timeslots } from '../../db/schema';
import type { OrderRow } from './repository';

const slotBegin = sql`((${orders.timeslotDate} + ${timeslots.beginTime}::time) at time zone 'Europe/Rome')`;
const slotEnd = sql`((${orders.timeslotDate} + ${timeslots.endTime}::time) at time zone 'Europe/Rome')`;

/**
 * The earliest time the order's next step may be due (the exact rule, per delivery service, is
 * nextLifecycleStep's; this only keeps orders far from their slot out of the batch).
 */
const earliestDue = sql`case ${orders.statusId}
  when ${ORDER_STATUS.ordered} then ${slotBegin} - make_interval(mins => ${PREPARATION_LEAD_MINUTES})
  when ${ORDER_STATUS.inPreparation} then ${slotBegin} - make_interval(mins => ${ALMOST_READY_LEAD_MINUTES})
  when ${ORDER_STATUS.almostReady} then ${slotBegin}
  else ${slotEnd} end`;

/** Ids of paid orders that may have a step due at `now`, earliest first. */
export async function ordersMaybeDue(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .where(
      and(inArray(orders.statusId, [...ADVANCING_STATUSES]), lte(earliestDue, now.toISOString())),
    )
    .orderBy(asc(earliestDue), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface AdvancingOrder extends OrderRow {
  readonly slot: { readonly beginTime: string; readonly endTime: string };
}

/**
 * Locks the order if it is still in an advancing status and no other transaction holds it (SKIP
 * LOCKED: several server processes run the lifecycle without waiting for each other).
 */
export async function lockAdvancingOrder(tx: Db, orderId: number): Promise<AdvancingOrder | null> {
  const rows = await tx
    .select({
      order: orders,
      slot: { beginTime: timeslots.beginTime, endTime: timeslots.endTime },
    })
    .from(orders)
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .where(and(eq(orders.id, orderId), inArray(orders.statusId, [...ADVANCING_STATUSES])))
    .for('update', { of: orders, skipLocked: true });
  const row = rows[0];
  return row === undefined ? null : { ...row.order, slot: row.slot };
}

export async function setFinalWeight(tx: Db, itemId: number, finalWeight: number): Promise<void> {
  await tx.update(orderItems).set({ finalWeight }).where(eq(orderItems.id, itemId));
}

export async function setOrderCaptured(
  tx: Db,
  orderId: number,
  capturedCents: number,
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ capturedCents, updatedAt: now }).where(eq(orders.id, orderId));
}
