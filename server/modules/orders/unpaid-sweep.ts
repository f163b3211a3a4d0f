/**
 * The automatic cancellation of unpaid orders (shopping-flow.md section 2: after 'Pagamento non
 * andato a buon fine' the shopper may retry, "otherwise the order is cancelled automatically soon
 * after"): an order still waiting for its payment when its payment deadline (30 minutes after the
 * buy or the last order/payment) has passed becomes 10 'Annullato' and gives back its slot's
 * place, its payments and its gift codes. Each order is cancelled in its own short transaction
 * that skips orders another process holds, so any number of server processes may sweep.
 */
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { sandboxProvider } from '../checkout-payments/provider';
import { releaseOrder } from './release';
import { lockUnpaidPastDeadline, moveOrder, unpaidPastDeadline } from './repository';

/** Orders cancelled by one sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** Cancels the unpaid orders past their deadline at `app.clock()`; answers how many. */
export async function cancelUnpaidOrders(app: FastifyInstance): Promise<number> {
  const { db } = app.database;
  const now = app.clock();
  let cancelled = 0;
  for (const orderId of await unpaidPastDeadline(db, now, SWEEP_BATCH)) {
    const done = await db.transaction(async (tx) => {
      const order = await lockUnpaidPastDeadline(tx, orderId, now);
      if (order === null) return false;
      await moveOrder(tx, orderId, [ORDER_STATUS.inValidation], ORDER_STATUS.cancelled, now);
      await releaseOrder(tx, order, sandboxProvider, now);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
