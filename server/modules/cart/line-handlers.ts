/**
 * The calls that change cart lines (shopping-flow.md section 7 "Cart"): add, update, delete,
 * empty and the lines' infos. Each runs in one transaction on the locked cart (cart-change.ts),
 * checks the quantity rules and purchase limits of src/domain, and answers the whole cart.
 */
import { cartMessages, problem } from '../../../src/domain/cart-messages';
import type { Db } from '../../db/client';
import type { OperationHandler, OperationRequest, OperationId } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart, refuseAny, type CartSettings, type ChangeOptions } from './cart-change';
import { cartProductOf } from './cart-products';
import { planAdd, planUpdate, type ProductLookup } from './cart-plan';
import { cartReply } from './cart-reply';
import {
  addToLine,
  cartLineRows,
  deleteAllLines,
  deleteLines,
  hasChosenService,
  mergeLineInfos,
  type LineRecord,
  purchaseLimitGroupRows,
  setLineQuantity,
} from './line-repository';
import type { CartRecord } from './repository';
import { seesHappyHour, touchesHappyHour } from '../catalog/happy-hour';

const LINES: ChangeOptions = { needsOpenCart: true };

/**
 * Runs a line change for the session user and answers the cart after it. With `newProducts`, the
 * happy-hour category's products are unknown to a shopper who may not see it (as in the
 * catalogue: 'Prodotto non trovato'), so they cannot be added by id either.
 */
async function answerChange<O extends OperationId>(
  request: OperationRequest<O>,
  change: (tx: Db, cart: CartRecord, lookup: ProductLookup) => Promise<void>,
  { newProducts = false }: { readonly newProducts?: boolean } = {},
) {
  const user = requireLiveSession(request);
  // Read before the transaction: see changeCart.
  const snapshot = await request.server.catalog.snapshot();
  const hidesRestricted =
    newProducts &&
    touchesHappyHour(snapshot, undefined) &&
    !(await seesHappyHour(request, snapshot));
  const lookup: ProductLookup = (productId) => {
    const index = snapshot.productIndexById.get(productId);
    if (hidesRestricted && index !== undefined && snapshot.columns.restricted[index] === 1) {
      return undefined;
    }
    return cartProductOf(snapshot, productId);
  };
  const cart = await changeCart(request.server, user.id, LINES, (tx, locked) =>
    change(tx, locked, lookup),
  );
  return ok(await cartReply(request.server, cart), toApiUser(user));
}

/**
 * Every item must name one of the cart's own lines (and, when it says, that line's product);
 * otherwise the request is refused before anything changes.
 */
function refuseForeignLines(
  lines: readonly LineRecord[],
  items: readonly { readonly itemId: number; readonly productId?: number }[],
): void {
  const productOf = new Map(lines.map((line) => [line.id, line.productId]));
  const isOwn = (item: (typeof items)[number]) =>
    productOf.has(item.itemId) &&
    (item.productId === undefined || item.productId === productOf.get(item.itemId));
  refuseAny(items.filter((item) => !isOwn(item)).map(() => problem(cartMessages.itemNotInCart)));
}

export function lineHandlers(settings: CartSettings) {
  const cartAdd: OperationHandler<'cartAdd'> = (request) =>
    answerChange(
      request,
      async (tx, cart, lookup) => {
        if (settings.addNeedsService && !(await hasChosenService(tx, cart.id))) {
          refuseAny([problem(cartMessages.serviceRequired)]);
        }
        const lines = await cartLineRows(tx, cart.id);
        const plan = planAdd(lines, request.body.items, lookup, await purchaseLimitGroupRows(tx));
        refuseAny(plan.problems);
        for (const addition of plan.additions) await addToLine(tx, cart.id, addition);
      },
      { newProducts: true },
    );

  const cartUpdate: OperationHandler<'cartUpdate'> = (request) =>
    answerChange(request, async (tx, cart, lookup) => {
      const lines = await cartLineRows(tx, cart.id);
      const plan = planUpdate(lines, request.body.items, lookup, await purchaseLimitGroupRows(tx));
      refuseAny(plan.problems);
      await deleteLines(tx, cart.id, plan.removals);
      for (const [itemId, quantity] of plan.quantities) {
        await setLineQuantity(tx, cart.id, itemId, quantity);
      }
    });

  const cartDelete: OperationHandler<'cartDelete'> = (request) =>
    answerChange(request, async (tx, cart) => {
      const items = request.body.items;
      refuseForeignLines(await cartLineRows(tx, cart.id), items);
      const itemIds = items.map((item) => item.itemId);
      await deleteLines(tx, cart.id, itemIds);
    });

  const cartEmpty: OperationHandler<'cartEmpty'> = (request) =>
    answerChange(request, (tx, cart) => deleteAllLines(tx, cart.id));

  const cartUpdateInfos: OperationHandler<'cartUpdateInfos'> = (request) =>
    answerChange(request, async (tx, cart) => {
      const items = request.body.items;
      refuseForeignLines(await cartLineRows(tx, cart.id), items);
      for (const item of items) await mergeLineInfos(tx, cart.id, item.itemId, item.infos);
    });

  return { cartAdd, cartUpdate, cartDelete, cartEmpty, cartUpdateInfos };
}
