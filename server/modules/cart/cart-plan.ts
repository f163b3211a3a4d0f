/**
 * What a change does to a cart's lines, decided before anything is written: the lines after the
 * change and every reason to refuse it. The handlers plan on the locked cart and write only a
 * plan without problems, so one bad item refuses the whole request.
 *
 * Limits are checked for what grows: a product's MAXACQ when its quantity rises, a group's
 * maximum when its sum rises. Lowering or removing is always allowed, even in a cart that is over
 * a limit lowered after it was filled.
 */
import { cartMessages, problem, type CartProblem } from '../../../src/domain/cart-messages';
import {
  groupLimitError,
  groupQuantity,
  productLimitError,
  productQuantity,
  type LimitedLine,
  type PurchaseLimitGroup,
} from '../../../src/domain/purchase-limits';
import {
  addQuantities,
  hasAtMostThreeDecimals,
  quantityError,
  type SellingRules,
} from '../../../src/domain/quantity';
import type { CartItemInfo } from '../../db/schema';
import type { ApiProduct } from '../catalog/product-view';
import { classIdsOf, type CartProduct } from './cart-products';
import type { LineOptions, LineRecord, NewLine } from './line-repository';

/** Finds a catalogue product by id. */
export type ProductLookup = (productId: number) => CartProduct | undefined;

/** A line of the cart as it would be after the change. */
interface PlannedLine {
  readonly productId: number;
  readonly options: LineOptions;
  readonly quantity: number;
}

export interface AddItem {
  readonly productId: number;
  readonly quantity: number;
  readonly params?: LineOptions;
  readonly applyPromo?: boolean;
  readonly infos?: CartItemInfo;
}

export interface AddPlan {
  /** One per line to add to or create, the added quantities summed. */
  readonly additions: readonly NewLine[];
  readonly problems: readonly CartProblem[];
}

export interface UpdatePlan {
  readonly quantities: ReadonlyMap<number, number>;
  readonly removals: readonly number[];
  readonly problems: readonly CartProblem[];
}

/** The same product with the same options is the same line, whatever the order of the keys. */
function lineKey(productId: number, options: LineOptions): string {
  const sorted = Object.keys(options)
    .sort()
    .map((name) => [name, options[name]]);
  return `${productId}:${JSON.stringify(sorted)}`;
}

/** Every option of the product chosen, each with one of its keys. */
function optionsProblem(product: ApiProduct, params: LineOptions): CartProblem | null {
  const selectOptions = product.selectOptions ?? [];
  for (const [name, key] of Object.entries(params)) {
    const option = selectOptions.find((candidate) => candidate.parameterName === name);
    if (option === undefined || !option.options.some((choice) => choice.key === key)) {
      return problem(cartMessages.unknownOption);
    }
  }
  const missing = selectOptions.some((option) => params[option.parameterName] === undefined);
  return missing ? problem(cartMessages.optionsRequired) : null;
}

/** Declining is only possible for a selectable promotion; any other line pays the promo price. */
function promoApplied(product: ApiProduct, applyPromo: boolean | undefined): boolean {
  return applyPromo !== false || product.warehousePromo?.selectable !== true;
}

/**
 * Whether one line's quantity is one the product is sold in. MAXACQ is left to limitProblems: it
 * counts the product's lines together, and only when they grow.
 */
function lineProblem(rules: SellingRules, quantity: number): CartProblem | null {
  return quantityError({ ...rules, maxAcq: null }, quantity);
}

function limitedLines(lines: Iterable<PlannedLine>, lookup: ProductLookup): LimitedLine[] {
  return [...lines].flatMap((line) => {
    const entry = lookup(line.productId);
    if (entry === undefined) return [];
    return [{ ...line, productClassIds: classIdsOf(entry.product) }];
  });
}

/** MAXACQ of every product and the maximum of every group whose quantity the change raises. */
export function limitProblems(
  before: Iterable<PlannedLine>,
  after: Iterable<PlannedLine>,
  lookup: ProductLookup,
  groups: readonly PurchaseLimitGroup[],
): CartProblem[] {
  const was = limitedLines(before, lookup);
  const will = limitedLines(after, lookup);
  const problems: CartProblem[] = [];
  for (const productId of new Set(will.map((line) => line.productId))) {
    if (productQuantity(will, productId) <= productQuantity(was, productId)) continue;
    const refusal = productLimitError(will, productId, lookup(productId)?.rules.maxAcq ?? null);
    if (refusal !== null) problems.push(refusal);
  }
  for (const group of groups) {
    const grows =
      groupQuantity(will, group.productClassId) > groupQuantity(was, group.productClassId);
    const refusal = grows ? groupLimitError(will, group) : null;
    if (refusal !== null) problems.push(refusal);
  }
  return problems;
}

/** cart/add: each item joins the line of the same product and options, or makes a new one. */
export function planAdd(
  current: readonly LineRecord[],
  items: readonly AddItem[],
  lookup: ProductLookup,
  groups: readonly PurchaseLimitGroup[],
): AddPlan {
  const problems: CartProblem[] = [];
  const after = new Map<string, PlannedLine>(
    current.map((line) => [lineKey(line.productId, line.options), line]),
  );
  const additions = new Map<string, NewLine>();
  for (const item of items) {
    const entry = lookup(item.productId);
    if (entry === undefined) {
      problems.push(problem(cartMessages.productNotFound));
      continue;
    }
    // Checked before the sums, which round to 3 decimals.
    if (!hasAtMostThreeDecimals(item.quantity)) {
      problems.push(problem(cartMessages.quantityDecimals));
      continue;
    }
    const options = item.params ?? {};
    const optionRefusal = optionsProblem(entry.product, options);
    if (optionRefusal !== null) {
      problems.push(optionRefusal);
      continue;
    }
    const key = lineKey(item.productId, options);
    const earlier = additions.get(key);
    additions.set(key, {
      productId: item.productId,
      options,
      quantity: addQuantities(earlier?.quantity ?? 0, item.quantity),
      promoApplied: promoApplied(entry.product, item.applyPromo),
      infos: { ...earlier?.infos, ...item.infos },
    });
    const line = after.get(key);
    after.set(key, {
      productId: item.productId,
      options,
      quantity: addQuantities(line?.quantity ?? 0, item.quantity),
    });
  }
  // The line after the add must be a quantity the product can be bought in.
  for (const [key, addition] of additions) {
    const line = after.get(key);
    const rules = lookup(addition.productId)?.rules;
    const refusal =
      line === undefined || rules === undefined ? null : lineProblem(rules, line.quantity);
    if (refusal !== null) problems.push(refusal);
  }
  problems.push(...limitProblems(current, after.values(), lookup, groups));
  return { additions: [...additions.values()], problems };
}

/** cart/update: each line gets its new quantity; 0 removes it. */
export function planUpdate(
  current: readonly LineRecord[],
  items: readonly { readonly itemId: number; readonly quantity: number }[],
  lookup: ProductLookup,
  groups: readonly PurchaseLimitGroup[],
): UpdatePlan {
  const problems: CartProblem[] = [];
  const byId = new Map(current.map((line) => [line.id, line]));
  const requested = new Map<number, number>();
  for (const item of items) {
    if (byId.has(item.itemId)) requested.set(item.itemId, item.quantity);
    else problems.push(problem(cartMessages.itemNotInCart));
  }
  const after = new Map<number, PlannedLine>(byId);
  const quantities = new Map<number, number>();
  const removals: number[] = [];
  for (const [itemId, quantity] of requested) {
    const line = byId.get(itemId);
    if (line === undefined) continue;
    if (quantity === 0) {
      after.delete(itemId);
      removals.push(itemId);
      continue;
    }
    after.set(itemId, { ...line, quantity });
    quantities.set(itemId, quantity);
    const rules = lookup(line.productId)?.rules;
    const refusal =
      rules === undefined ? problem(cartMessages.productNotFound) : lineProblem(rules, quantity);
    if (refusal !== null) problems.push(refusal);
  }
  problems.push(...limitProblems(current, after.values(), lookup, groups));
  return { quantities, removals, problems };
}
