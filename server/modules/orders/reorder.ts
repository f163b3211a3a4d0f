/**
 * cart/add-all-from-order (reorder, shopping-flow.md sections 7 and 8): the lines of one of the
 * shopper's orders go into the cart through the rules of cart/add, in one transaction on the
 * locked cart. Products no longer sold or not buyable now (USER_DISABLED) are skipped and named in
 * a warning; any other refusal leaves the cart as it was.
 */
import { cartMessages, problem } from '../../../src/domain/cart-messages';
import { orderText } from '../../../src/domain/order-messages';
import { orderFollowUpMessages } from '../../../src/domain/order-follow-up';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withWarnings } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart, refuseAny, type CartSettings } from '../cart/cart-change';
import { planAdd, type AddItem, type ProductLookup } from '../cart/cart-plan';
import { cartProductOf } from '../cart/cart-products';
import { cartReply } from '../cart/cart-reply';
import {
  addToLine,
  cartLineRows,
  hasChosenService,
  purchaseLimitGroupRows,
} from '../cart/line-repository';
import { findOrder, itemsOf, type OrderItemRow } from './repository';
import { orderNotFound } from './not-found';

/**
 * The order's lines as cart additions (product, quantity, options, infos): a product no longer
 * sold or not buyable now (USER_DISABLED) is skipped and named. Also order/modify's rule.
 */
export function purchasableOrderLines(
  lines: readonly OrderItemRow[],
  lookup: ProductLookup,
): { readonly items: AddItem[]; readonly skipped: string[] } {
  const skipped: string[] = [];
  const items: AddItem[] = [];
  for (const line of lines) {
    const entry = lookup(line.productId);
    if (entry === undefined || entry.rules.userDisabled) {
      skipped.push(line.name);
      continue;
    }
    items.push({
      productId: line.productId,
      quantity: line.quantity,
      params: line.options,
      infos: line.infos,
    });
  }
  return { items, skipped };
}

/** The warning naming the skipped products once each, or none. */
export function skippedWarnings(skipped: readonly string[]): string[] {
  const names = [...new Set(skipped)].join(', ');
  return names === '' ? [] : [orderText(orderFollowUpMessages.reorderSkipped, { names })];
}

/** Expected refusals keep their text; anything else becomes the spec's reorder error. */
async function reorderFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(500, [orderFollowUpMessages.reorderFailed.message]);
  }
}

export function reorderHandlers(settings: CartSettings) {
  const cartAddAllFromOrder: OperationHandler<'cartAddAllFromOrder'> = async (request) => {
    const user = requireLiveSession(request);
    const app = request.server;
    const orderId = request.query.order_id;
    return reorderFailure(async () => {
      const { db } = app.database;
      const order = await findOrder(db, user.id, orderId);
      if (order === null) throw orderNotFound();
      // Read before the transaction: see changeCart.
      const snapshot = await app.catalog.snapshot();
      const lookup = (productId: number) => cartProductOf(snapshot, productId);
      const { items, skipped } = purchasableOrderLines(await itemsOf(db, [orderId]), lookup);
      if (items.length === 0) {
        throw new ApiError(400, [orderText(orderFollowUpMessages.reorderNothing, { orderId })]);
      }
      const cart = await changeCart(app, user.id, { needsOpenCart: true }, async (tx, locked) => {
        if (settings.addNeedsService && !(await hasChosenService(tx, locked.id))) {
          refuseAny([problem(cartMessages.serviceRequired)]);
        }
        const lines = await cartLineRows(tx, locked.id);
        const plan = planAdd(lines, items, lookup, await purchaseLimitGroupRows(tx));
        refuseAny(plan.problems);
        for (const addition of plan.additions) await addToLine(tx, locked.id, addition);
      });
      return withWarnings(
        ok(await cartReply(app, cart), toApiUser(user)),
        skippedWarnings(skipped),
      );
    });
  };
  return { cartAddAllFromOrder };
}
