/**
 * The orders' SQL. Every read and change of an order names its owner (`userId` from the session),
 * so another shopper's order id finds nothing; only the payment gateway, which holds the token of
 * a payment, moves an order it does not know the owner of.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatusId } from '../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { carts, orderItems, orders, orderStatusHistory, timeslots } from '../../db/schema';
import { rewardInviterOf } from '../gifts/invite-reward-repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;

/** An order with its slot's times (the slot templates do not change once offered). */
export interface OrderRecord extends OrderRow {
  readonly slot: { readonly beginTime: string; readonly endTime: string; readonly name: string };
  readonly totalItems: number;
  /** A cart is changing the order (order/modify) right now. */
  readonly underModification: boolean;
}

const itemCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
const beingModified = sql<boolean>`exists (select 1 from ${carts} where ${carts.modifyingOrderId} = ${orders.id})`;

const recordColumns = {
  order: orders,
  slot: { beginTime: timeslots.beginTime, endTime: timeslots.endTime, name: timeslots.name },
  totalItems: itemCount,
  underModification: beingModified,
};

function toRecord(row: {
  order: OrderRow;
  slot: OrderRecord['slot'];
  totalItems: number;
  underModification: boolean;
}): OrderRecord {
  return {
    ...row.order,
    slot: row.slot,
    totalItems: row.totalItems,
    underModification: row.underModification,
  };
}

export async function insertOrder(
  tx: Db,
  order: NewOrder & { readonly statusId: OrderStatusId },
  items: readonly NewOrderItem[],
  now: Date,
): Promise<number> {
  const [created] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (created === undefined) throw new Error('The order was not created');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
  await addStatusChange(tx, created.id, order.statusId, now);
  return created.id;
}

export async function addStatusChange(
  tx: Db,
  orderId: number,
  statusId: OrderStatusId,
  now: Date,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, statusId, changedAt: now });
}

/** The user's order made with this idempotency key, if any. */
export async function orderIdByKey(tx: Db, userId: number, key: string): Promise<number | null> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The user's order whose last modification was re-confirmed with this idempotency key, if any. */
export async function orderIdByModificationKey(
  tx: Db,
  userId: number,
  key: string,
): Promise<number | null> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.modificationKey, key)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The order's new lines (a re-confirmed modification): the old ones go. */
export async function replaceOrderItems(
  tx: Db,
  orderId: number,
  items: readonly NewOrderItem[],
): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

/** What a re-confirmed modification rewrites of the order (never its owner, key or status). */
export type OrderChanges = Partial<
  Omit<NewOrder, 'id' | 'userId' | 'idempotencyKey' | 'statusId' | 'createdAt'>
>;

export async function updateOrder(tx: Db, orderId: number, changes: OrderChanges): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

export async function findOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderRecord | null> {
  const rows = await db
    .select(recordColumns)
    .from(orders)
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return rows[0] === undefined ? null : toRecord(rows[0]);
}

/** The user's order, locked until the transaction ends: its changes run one after the other. */
export async function lockOrder(tx: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return rows[0] ?? null;
}

/**
 * Locks an order by id alone, for the payment gateway (its token is its credential). Every
 * transaction that touches an order and its payments locks the order row first, then the
 * payments, so two of them never wait for each other in a circle.
 */
export async function lockOrderById(tx: Db, orderId: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * Moves an order from one of `from` to `to` and records it; false when it was in none of them
 * (a change that raced this one won).
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  from: readonly OrderStatusId[],
  to: OrderStatusId,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ statusId: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.statusId, [...from])))
    .returning({ id: orders.id, userId: orders.userId });
  const moved = rows[0];
  if (moved === undefined) return false;
  await addStatusChange(tx, orderId, to, now);
  // A friend's first delivered order gives whoever invited them their voucher (once per friend).
  if (to === ORDER_STATUS.delivered) await rewardInviterOf(tx, moved.userId);
  return true;
}

/** Ids of orders still waiting for their payment after their deadline, oldest deadline first. */
export async function unpaidPastDeadline(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.statusId, ORDER_STATUS.inValidation), lt(orders.paymentDeadline, now)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the order if it is still unpaid past its deadline and no other transaction holds it
 * (SKIP LOCKED: several server processes sweep without waiting for each other).
 */
export async function lockUnpaidPastDeadline(
  tx: Db,
  orderId: number,
  now: Date,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.statusId, ORDER_STATUS.inValidation),
        lt(orders.paymentDeadline, now),
      ),
    )
    .for('update', { skipLocked: true });
  return rows[0] ?? null;
}

export async function setPaymentDeadline(
  tx: Db,
  orderId: number,
  deadline: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentDeadline: deadline, updatedAt: now })
    .where(eq(orders.id, orderId));
}

export interface OrderFilters {
  readonly showPending: boolean;
  /** Shop days 'YYYY-MM-DD', both included. */
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly fromGrossCents?: number;
  readonly toGrossCents?: number;
  /** Only these statuses. */
  readonly statusIds?: readonly OrderStatusId[];
  /** Only orders of these delivery services (order_type). */
  readonly deliveryServiceIds?: readonly number[];
}

const placedOn = sql`(${orders.createdAt} at time zone 'Europe/Rome')::date`;

function filterConditions(userId: number, filters: OrderFilters): SQL[] {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (!filters.showPending) conditions.push(ne(orders.statusId, ORDER_STATUS.inValidation));
  if (filters.fromDate !== undefined) conditions.push(sql`${placedOn} >= ${filters.fromDate}`);
  if (filters.toDate !== undefined) conditions.push(sql`${placedOn} <= ${filters.toDate}`);
  if (filters.fromGrossCents !== undefined) {
    conditions.push(gte(orders.grossTotalCents, filters.fromGrossCents));
  }
  if (filters.toGrossCents !== undefined) {
    conditions.push(lte(orders.grossTotalCents, filters.toGrossCents));
  }
  if (filters.deliveryServiceIds !== undefined) {
    conditions.push(inArray(orders.deliveryServiceId, [...filters.deliveryServiceIds]));
  }
  if (filters.statusIds !== undefined) {
    conditions.push(inArray(orders.statusId, [...filters.statusIds]));
  }
  return conditions;
}

/** One page of the user's orders, newest first, and how many match in all. */
export async function orderPage(
  db: Db,
  userId: number,
  filters: OrderFilters,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ readonly rows: OrderRecord[]; readonly total: number }> {
  const where = and(...filterConditions(userId, filters));
  const [counted] = await db.select({ value: count() }).from(orders).where(where);
  const rows = await db
    .select(recordColumns)
    .from(orders)
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows: rows.map(toRecord), total: counted?.value ?? 0 };
}

export function itemsOf(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

export function statusChangesOf(db: Db, orderIds: readonly number[]): Promise<StatusChangeRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}
