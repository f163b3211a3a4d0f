/**
 * The SQL of the shopper's own product lists: the favourites ('I miei preferiti') and the products
 * they bought most ('I più acquistati'), read from the order tables of the schema (the orders
 * module sits above the catalogue). Every query is scoped to the session's user id.
 */
import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { favorites, orderItems, orders } from '../../db/schema';

/** At most this many products are ranked for one shopper's list. */
const PREFERRED_LIMIT = 1000;

/** The shopper's favourite product ids, the newest first. */
export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(PREFERRED_LIMIT);
  return rows.map((row) => row.productId);
}

/** Adds a favourite; one already there keeps its place. */
export async function addFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/**
 * The products the shopper bought, most bought first: by the number of their orders (not
 * cancelled) holding the product, then the most recently ordered.
 */
export async function mostBoughtIds(db: Db, userId: number): Promise<number[]> {
  const orderCount = count(sql`distinct ${orders.id}`);
  const lastOrdered = max(orders.createdAt);
  const rows = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.statusId, ORDER_STATUS.cancelled)))
    .groupBy(orderItems.productId)
    .orderBy(desc(orderCount), desc(lastOrdered), desc(orderItems.productId))
    .limit(PREFERRED_LIMIT);
  return rows.map((row) => row.productId);
}
