/**
 * How every change of a cart runs: one transaction that first locks the user's cart row, refuses a
 * cart that is not open, lets the change plan and write, and rolls everything back on a refusal.
 *
 * Only an open cart (status 1) takes line changes. The spec names status 7 (an order being
 * changed: the address is locked) but says nothing about its lines, so every status but 1 is
 * refused, and the cart's infos (comment, invoice) stay editable in any status.
 */
import type { FastifyInstance } from 'fastify';
import {
  cartMessages,
  messageText,
  problem,
  type CartProblem,
} from '../../../src/domain/cart-messages';
import type { Db } from '../../db/client';
import { CART_STATUS_OPEN } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { ensureCart, lockCart, type CartRecord } from './repository';

/** A 400 with each distinct text once. */
export function refusal(problems: readonly CartProblem[]): ApiError {
  return new ApiError(400, [...new Set(problems.map(messageText))]);
}

/** Throws the refusal when there is any problem. */
export function refuseAny(problems: readonly CartProblem[]): void {
  if (problems.length > 0) throw refusal(problems);
}

export interface ChangeOptions {
  /** Line changes need an open cart; the cart's infos do not. */
  readonly needsOpenCart: boolean;
}

/**
 * Runs `change` in a transaction on the user's locked cart and gives the cart back. The catalogue
 * must be read before (PGlite runs one query at a time: a read waiting on the transaction's
 * connection would never start).
 */
export async function changeCart(
  app: FastifyInstance,
  userId: number,
  options: ChangeOptions,
  change: (tx: Db, cart: CartRecord) => Promise<void>,
): Promise<CartRecord> {
  const { db } = app.database;
  const cart = await ensureCart(db, userId);
  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id, userId);
    if (options.needsOpenCart && locked.cartStatusId !== CART_STATUS_OPEN) {
      throw refusal([problem(cartMessages.cartNotEditable)]);
    }
    await change(tx, locked);
    return locked;
  });
}
