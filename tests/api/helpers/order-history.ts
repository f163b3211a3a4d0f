/**
 * Order history for the per-shopper lists (preferred, usual, friend invite): a shopper who buys
 * and pays several orders, each in a new pickup slot.
 */
import type { FastifyInstance } from 'fastify';
import { pickProducts } from './cart';
import { addToCart, buyer, nextSlot, paidOrder, plainPezzo, selectSlot } from './checkout';
import { callAs, dataOf, type TestShopper } from './shoppers';
import type { Db } from '../../../server/db/client';

export type OrderLine = { readonly productId: number; readonly quantity: number };

/** Plain Pezzo product ids of the test catalogue. */
export async function pezzoIds(app: FastifyInstance, count: number): Promise<number[]> {
  return (await pickProducts(app, count, plainPezzo)).map((product) => product.productId);
}

/** Books a new slot, fills the cart with `lines` and buys and pays it; answers the order id. */
export async function orderAgain(
  app: FastifyInstance,
  shopper: TestShopper,
  lines: readonly OrderLine[],
): Promise<number> {
  await selectSlot(app, shopper, nextSlot());
  await addToCart(app, shopper, lines);
  return paidOrder(app, shopper);
}

/** A new shopper ready to buy, with an empty cart. */
export async function emptyBuyer(app: FastifyInstance, db: Db): Promise<TestShopper> {
  const shopper = await buyer(app, db, { quantity: 1 });
  await dataOf(callAs(app, shopper, '/ebsn/api/cart/empty', { method: 'POST' }));
  return shopper;
}
