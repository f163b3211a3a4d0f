/**
 * How much of a list line can go into a cart under the cart's own rules (cart-plan.ts's planAdd:
 * quantity rules, minAcq, QTY_MULT, MAXACQ and the product-class groups over the whole cart) and
 * the warehouse's assortment. Shared by wishlist/confirm (against an empty cart) and
 * cart/add-all-from-wishlist (against the locked cart).
 *
 * A line brings the cart's line of the product up to the list's quantity: what the cart already
 * holds counts, so adding a list twice adds nothing the second time (a retried call is harmless).
 * What cannot go in whole goes in the largest quantity on the product's grid that the rules
 * allow, found by stepping down with the stepper's own minus (quantity.ts).
 */
import {
  cartMessages,
  italianNumber,
  messageText,
  problem,
} from '../../../src/domain/cart-messages';
import { listMessages, listText } from '../../../src/domain/lists';
import type { PurchaseLimitGroup } from '../../../src/domain/purchase-limits';
import { addQuantities, stepDown } from '../../../src/domain/quantity';
import type { Schemas } from '../../http/contract';
import { planAdd, type ProductLookup } from '../cart/cart-plan';
import type { CartProduct } from '../cart/cart-products';
import type { LineRecord } from '../cart/line-repository';
import type { ListItemRecord } from './repository';

export type LineOutcome = Schemas['WishlistLineOutcome'];

/**
 * Whether the warehouse sells the product now. The catalogue is one assortment for every
 * warehouse today, so this is: still in the catalogue and buyable (not USER_DISABLED). A
 * per-warehouse assortment plugs in here.
 */
export function isSoldAt(
  _warehouseId: number | null,
  entry: CartProduct | undefined,
): entry is CartProduct {
  return entry !== undefined && !entry.rules.userDisabled;
}

/** Why a product cannot go in at all, before any quantity is tried. */
function unavailableReason(
  entry: CartProduct | undefined,
  warehouseId: number | null,
): string | null {
  if (entry === undefined) return listText(listMessages.notSoldHere);
  if (entry.rules.userDisabled) return messageText(problem(cartMessages.productDisabled));
  if (!isSoldAt(warehouseId, entry)) return listText(listMessages.notSoldHere);
  if ((entry.product.selectOptions?.length ?? 0) > 0) {
    return messageText(problem(cartMessages.optionsRequired));
  }
  return null;
}

/** The cart's quantity of the product in its line without options. */
function heldOf(
  lines: readonly Pick<LineRecord, 'productId' | 'options' | 'quantity'>[],
  productId: number,
): number {
  const line = lines.find(
    (candidate) => candidate.productId === productId && Object.keys(candidate.options).length === 0,
  );
  return line?.quantity ?? 0;
}

export interface FitResult {
  readonly outcome: LineOutcome;
  /** What to add to the cart (0 for none). */
  readonly addQuantity: number;
}

/**
 * One list line against `lines` (the cart, or nothing for confirm). `forCart` answers
 * added/alreadyInCart, else available.
 */
export function fitLine(
  item: ListItemRecord,
  lines: readonly LineRecord[],
  lookup: ProductLookup,
  groups: readonly PurchaseLimitGroup[],
  warehouseId: number | null,
  forCart: boolean,
): FitResult {
  const entry = lookup(item.productId);
  const base = {
    itemId: item.id,
    productId: item.productId,
    name: entry?.product.name ?? '',
    requested: item.quantity,
  };
  const refused = unavailableReason(entry, warehouseId);
  if (refused !== null || entry === undefined) {
    const reason = refused ?? listText(listMessages.notSoldHere);
    return {
      outcome: {
        ...base,
        quantity: 0,
        outcome: 'unavailable',
        message: unavailableText(base.name, reason),
      },
      addQuantity: 0,
    };
  }
  const held = heldOf(lines, item.productId);
  const target = Math.max(held, item.quantity);
  if (target <= held && forCart) {
    return {
      outcome: { ...base, quantity: 0, outcome: 'alreadyInCart', message: null },
      addQuantity: 0,
    };
  }
  let firstReason: string | null = null;
  // Bounded: a grid has at most 9999 / 0.001 points, but a limit is reached long before.
  for (let candidate = target, tries = 0; candidate > held && tries < 500; tries += 1) {
    const addQuantity = Number((candidate - held).toFixed(3));
    const plan = planAdd(
      lines,
      [{ productId: item.productId, quantity: addQuantity, infos: item.infos }],
      lookup,
      groups,
    );
    const [first] = plan.problems;
    if (first === undefined) {
      if (candidate === target) {
        const outcome = forCart ? 'added' : 'available';
        return { outcome: { ...base, quantity: addQuantity, outcome, message: null }, addQuantity };
      }
      const message = listText(listMessages.lineReduced, {
        name: base.name,
        quantity: italianNumber(addQuantity),
        unit: entry.rules.unit,
        reason: firstReason ?? '',
      }).trim();
      return {
        outcome: { ...base, quantity: addQuantity, outcome: 'reduced', message },
        addQuantity,
      };
    }
    firstReason ??= messageText(first);
    candidate = stepDown(entry.rules, candidate).quantity;
  }
  const reason = firstReason ?? messageText(problem(cartMessages.maxAcq));
  return {
    outcome: {
      ...base,
      quantity: 0,
      outcome: 'unavailable',
      message: unavailableText(base.name, reason),
    },
    addQuantity: 0,
  };
}

function unavailableText(name: string, reason: string): string {
  return listText(listMessages.lineUnavailable, { name, reason });
}

/** The cart's lines after adding `quantity` of the product to its line without options. */
export function withAdded(
  lines: readonly LineRecord[],
  item: ListItemRecord,
  quantity: number,
): LineRecord[] {
  const index = lines.findIndex(
    (line) => line.productId === item.productId && Object.keys(line.options).length === 0,
  );
  const existing = lines[index];
  if (existing === undefined) {
    return [
      ...lines,
      {
        id: -item.id,
        productId: item.productId,
        quantity,
        options: {},
        promoApplied: true,
        infos: item.infos,
        insertionTypeId: 1,
      },
    ];
  }
  return lines.map((line, at) =>
    at === index ? { ...line, quantity: addQuantities(line.quantity, quantity) } : line,
  );
}
