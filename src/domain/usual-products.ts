/**
 * 'I miei soliti': the products a shopper buys again and again, from their last orders (newest
 * first): those in at least USUAL_MIN_ORDERS of the last USUAL_RECENT_ORDERS orders, each with its
 * usual quantity (the median of the quantities bought), the most frequent first, then the most
 * recently bought.
 */

export const USUAL_RECENT_ORDERS = 5;
export const USUAL_MIN_ORDERS = 2;

export interface BoughtLine {
  readonly productId: number;
  readonly quantity: number;
}

export interface UsualProduct {
  readonly productId: number;
  /** The median quantity bought (the lower middle of an even count). */
  readonly quantity: number;
  /** How many of the orders hold it. */
  readonly orders: number;
}

/** The lower median: a quantity the shopper really bought. */
function medianOf(quantities: readonly number[]): number {
  const sorted = [...quantities].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** `orders`: each order's lines, the newest order first. */
export function usualProducts(orders: readonly (readonly BoughtLine[])[]): UsualProduct[] {
  const seen = new Map<number, { quantities: number[]; newest: number }>();
  orders.slice(0, USUAL_RECENT_ORDERS).forEach((lines, position) => {
    const perOrder = new Map<number, number>();
    for (const line of lines) {
      perOrder.set(line.productId, (perOrder.get(line.productId) ?? 0) + line.quantity);
    }
    for (const [productId, quantity] of perOrder) {
      const entry = seen.get(productId) ?? { quantities: [], newest: position };
      entry.quantities.push(quantity);
      seen.set(productId, entry);
    }
  });
  return [...seen.entries()]
    .filter(([, entry]) => entry.quantities.length >= USUAL_MIN_ORDERS)
    .sort(
      ([idA, a], [idB, b]) =>
        b.quantities.length - a.quantities.length || a.newest - b.newest || idA - idB,
    )
    .map(([productId, entry]) => ({
      productId,
      quantity: medianOf(entry.quantities),
      orders: entry.quantities.length,
    }));
}
