/** The SQL of the customer's lifetime figures: the orders' count, dates and total. */
import { and, count, eq, max, min, notInArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Orders that never became a sale (cancelled, invalidated, failed) do not count. */
const NOT_SALES = [10, 11, 13];

export async function orderFigures(db: Db, userId: number) {
  const [row] = await db
    .select({
      orderCount: count(),
      totalSpentCents: sum(orders.grossTotalCents),
      firstOrderAt: min(orders.createdAt),
      lastOrderAt: max(orders.createdAt),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.statusId, NOT_SALES)));
  return {
    orderCount: row?.orderCount ?? 0,
    totalSpentCents: Number(row?.totalSpentCents ?? 0),
    firstOrderAt: row?.firstOrderAt ?? null,
    lastOrderAt: row?.lastOrderAt ?? null,
  };
}
