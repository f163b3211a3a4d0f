/**
 * The SQL of 'I miei soliti': the lines of the shopper's last orders that were not cancelled,
 * read from the order tables; scoped to the session's user id.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { BoughtLine } from '../../../src/domain/usual-products';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** The lines of the user's last `limit` orders not cancelled, the newest order first. */
export async function recentOrderLines(
  db: Db,
  userId: number,
  limit: number,
): Promise<BoughtLine[][]> {
  const recent = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.statusId, ORDER_STATUS.cancelled)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const ids = recent.map((row) => row.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  return ids.map((id) => lines.filter((line) => line.orderId === id));
}
