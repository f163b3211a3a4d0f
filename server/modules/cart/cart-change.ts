/**
 * How every change of a cart runs: one transaction that first locks the user's cart row, refuses a
 * cart that is not open, lets the change plan and write, and rolls everything back on a refusal.
 *
 * Line changes (and gift codes) need an open cart (status 1) or a cart changing an order (status
 * 7: the address is locked, the lines are what the shopper changes); a frozen cart (2) refuses
 * them. The cart's infos (comment, invoice) stay editable in any status.
 */
import type { FastifyInstance } from 'fastify';
import {
  cartMessages,
  messageText,
  problem,
  type CartProblem,
} from '../../../src/domain/cart-messages';
import { canChangeLines } from '../../../src/domain/cart-status';
import type { Db } from '../../db/client';
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

export interface CartSettings {
  /**
   * cart/add (and reorder) refuses a cart without a chosen address and time slot (spec section 4).
   * On by default; the client's anonymous-cart mode does not turn it off.
   */
  readonly addNeedsService: boolean;
}

export interface ChangeOptions {
  /** Line changes need an open cart (or one changing an order); the cart's infos do not. */
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
    if (options.needsOpenCart && !canChangeLines(locked.cartStatusId)) {
      throw refusal([problem(cartMessages.cartNotEditable)]);
    }
    await change(tx, locked);
    return locked;
  });
}
