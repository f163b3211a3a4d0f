/**
 * cart/add-all-from-wishlist (shopping-flow.md sections 7 and 8): every line of a list the shopper
 * sees goes into the cart as far as the cart's rules allow (line-fit.ts), in one transaction on
 * the locked cart, and the reply says line by line what was added, reduced or not available.
 * A line tops the cart up to the list's quantity, so a retried call adds nothing twice.
 */
import { cartMessages, problem } from '../../../src/domain/cart-messages';
import { listMessages, listText } from '../../../src/domain/lists';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withWarnings } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart, refuseAny, type CartSettings } from '../cart/cart-change';
import { cartProductOf } from '../cart/cart-products';
import { cartReply } from '../cart/cart-reply';
import {
  addToLine,
  cartLineRows,
  hasChosenService,
  purchaseLimitGroupRows,
} from '../cart/line-repository';
import { fitLine, withAdded, type LineOutcome } from './line-fit';
import { cartWarehouseId, findList, itemsOf } from './repository';

/** Expected refusals keep their text; anything else becomes the add-all error. */
async function addAllFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(500, [listText(listMessages.addAllFailed)]);
  }
}

export function addAllHandlers(settings: CartSettings) {
  const cartAddAllFromWishlist: OperationHandler<'cartAddAllFromWishlist'> = async (request) => {
    const user = requireLiveSession(request);
    const app = request.server;
    const { db } = app.database;
    return addAllFailure(async () => {
      const list = await findList(
        db,
        { id: user.id, email: user.email.toLowerCase() },
        request.query.list_id,
      );
      if (list === null) throw new ApiError(404, [listText(listMessages.listNotFound)]);
      const items = await itemsOf(db, list.id);
      if (items.length === 0) throw new ApiError(400, [listText(listMessages.emptyList)]);
      // Read before the transaction: see changeCart.
      const snapshot = await app.catalog.snapshot();
      const lookup = (productId: number) => cartProductOf(snapshot, productId);
      const outcomes: LineOutcome[] = [];
      const cart = await changeCart(app, user.id, { needsOpenCart: true }, async (tx, locked) => {
        if (settings.addNeedsService && !(await hasChosenService(tx, locked.id))) {
          refuseAny([problem(cartMessages.serviceRequired)]);
        }
        const warehouseId = await cartWarehouseId(tx, user.id);
        const groups = await purchaseLimitGroupRows(tx);
        let lines = await cartLineRows(tx, locked.id);
        for (const item of items) {
          const fit = fitLine(item, lines, lookup, groups, warehouseId, true);
          outcomes.push(fit.outcome);
          if (fit.addQuantity <= 0) continue;
          await addToLine(tx, locked.id, {
            productId: item.productId,
            quantity: fit.addQuantity,
            options: {},
            promoApplied: true,
            infos: item.infos,
          });
          lines = withAdded(lines, item, fit.addQuantity);
        }
      });
      const warnings = outcomes.flatMap((outcome) =>
        outcome.message === null ? [] : [outcome.message],
      );
      return withWarnings(
        ok({ cart: await cartReply(app, cart), lines: outcomes }, toApiUser(user)),
        warnings,
      );
    });
  };
  return { cartAddAllFromWishlist };
}
