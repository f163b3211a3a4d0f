/**
 * What a change to a list's lines does, decided without the database (as cart-plan.ts does for
 * the cart): the handlers read the list and the catalogue, ask here, and write what comes back
 * in their transaction, or refuse with the problems, changing nothing.
 */
import { cartMessages, problem, type CartProblem } from '../../../src/domain/cart-messages';
import {
  lineQuantityOf,
  listMessages,
  listQuantityError,
  type ListLineInput,
} from '../../../src/domain/lists';
import { addQuantities } from '../../../src/domain/quantity';
import type { CartItemInfo } from '../../db/schema';
import type { PurchaseLimitGroup } from '../../../src/domain/purchase-limits';
import type { ProductLookup } from '../cart/cart-plan';
import { fitLine, withAdded, type LineOutcome } from './line-fit';
import type { ListItemRecord } from './repository';

/** A product asked to be added, by quantity or by weight, with its options. */
export interface ListAddition extends ListLineInput {
  readonly productId: number;
  readonly infos?: CartItemInfo;
}

/** What is added to each product's line: the same product asked twice is one addition. */
export interface PlannedAddition {
  readonly productId: number;
  readonly quantity: number;
  readonly infos: CartItemInfo;
}

/**
 * Adds `items` to a list that holds `held` (quantity by product): each must be a product of the
 * catalogue with a quantity its rules allow, and each line's total must stay within them.
 */
export function planAdditions(
  items: readonly ListAddition[],
  held: ReadonlyMap<number, number>,
  lookup: ProductLookup,
): { readonly problems: readonly CartProblem[]; readonly additions: readonly PlannedAddition[] } {
  const problems: CartProblem[] = [];
  const additions = new Map<number, PlannedAddition>();
  for (const item of items) {
    const entry = lookup(item.productId);
    if (entry === undefined) {
      problems.push(problem(cartMessages.productNotFound));
      continue;
    }
    const asked = lineQuantityOf(entry.rules, item);
    if (asked.problem !== null) {
      problems.push(asked.problem);
      continue;
    }
    const earlier = additions.get(item.productId);
    additions.set(item.productId, {
      productId: item.productId,
      quantity: addQuantities(earlier?.quantity ?? 0, asked.quantity),
      infos: { ...earlier?.infos, ...item.infos },
    });
  }
  for (const addition of additions.values()) {
    const entry = lookup(addition.productId);
    const total = addQuantities(held.get(addition.productId) ?? 0, addition.quantity);
    const error = entry === undefined ? null : listQuantityError(entry.rules, total);
    if (error !== null) problems.push(error);
  }
  return { problems, additions: [...additions.values()] };
}

/** A line's new quantity; 0 takes it off the list. */
export interface QuantityChange {
  readonly itemId: number;
  readonly quantity: number;
}

/**
 * Sets the quantities of lines of a list whose lines are `lines`: each must be one of them, and a
 * quantity other than 0 one its product's rules allow.
 */
export function planQuantityChanges(
  items: readonly QuantityChange[],
  lines: readonly ListItemRecord[],
  lookup: ProductLookup,
): {
  readonly problems: readonly CartProblem[];
  readonly removals: readonly number[];
  readonly updates: readonly QuantityChange[];
} {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const problems: CartProblem[] = [];
  for (const item of items) {
    const line = byId.get(item.itemId);
    if (line === undefined) {
      problems.push(problem(listMessages.itemNotInList));
      continue;
    }
    if (item.quantity === 0) continue;
    const entry = lookup(line.productId);
    const error =
      entry === undefined
        ? problem(cartMessages.productNotFound)
        : listQuantityError(entry.rules, item.quantity);
    if (error !== null) problems.push(error);
  }
  return {
    problems,
    removals: items.filter((item) => item.quantity === 0).map((item) => item.itemId),
    updates: items.filter((item) => item.quantity > 0),
  };
}

/**
 * What 'Aggiungi tutto al carrello' would do with each line of a list at a warehouse: each line is
 * checked with the ones before it, so a group's purchase limit counts the whole list.
 */
export function planConfirm(
  items: readonly ListItemRecord[],
  lookup: ProductLookup,
  groups: readonly PurchaseLimitGroup[],
  warehouseId: number | null,
): LineOutcome[] {
  let planned: Parameters<typeof fitLine>[1] = [];
  const outcomes: LineOutcome[] = [];
  for (const item of items) {
    const fit = fitLine(item, planned, lookup, groups, warehouseId, false);
    outcomes.push(fit.outcome);
    if (fit.addQuantity > 0) planned = withAdded(planned, item, fit.addQuantity);
  }
  return outcomes;
}
