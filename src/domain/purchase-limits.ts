/**
 * Purchase limits over a whole cart (shopping-flow.md section 5): MAXACQ counts every line of the
 * product (its lines with different options together), and a product-class group allows at most
 * `maxQuantity` `unit` summed over the lines whose product belongs to the class. Sums run in
 * integer thousandths.
 */
import { cartMessages, italianNumber, problem, type CartProblem } from './cart-messages';

/** A product class that is a purchase-limit group (ProductClass.purchaseLimit of the contract). */
export interface PurchaseLimitGroup {
  readonly productClassId: number;
  readonly name: string;
  readonly maxQuantity: number;
  readonly unit: string;
}

/** What the limits read of a cart line. */
export interface LimitedLine {
  readonly productId: number;
  readonly productClassIds: readonly number[];
  readonly quantity: number;
}

const toMilli = (value: number) => Math.round(value * 1000);

function sum(lines: readonly LimitedLine[]): number {
  return lines.reduce((total, line) => total + toMilli(line.quantity), 0) / 1000;
}

/** How much of the product the lines hold (MAXACQ counts all of them). */
export function productQuantity(lines: readonly LimitedLine[], productId: number): number {
  return sum(lines.filter((line) => line.productId === productId));
}

/** How much of the group the lines hold. */
export function groupQuantity(lines: readonly LimitedLine[], productClassId: number): number {
  return sum(lines.filter((line) => line.productClassIds.includes(productClassId)));
}

/** Null when the lines keep within MAXACQ of the product, else the maxAcq message. */
export function productLimitError(
  lines: readonly LimitedLine[],
  productId: number,
  maxAcq: number | null,
): CartProblem | null {
  if (maxAcq === null) return null;
  return toMilli(productQuantity(lines, productId)) > toMilli(maxAcq)
    ? problem(cartMessages.maxAcq)
    : null;
}

/** Null when the lines keep within the group's maximum, else the message naming the group. */
export function groupLimitError(
  lines: readonly LimitedLine[],
  group: PurchaseLimitGroup,
): CartProblem | null {
  if (toMilli(groupQuantity(lines, group.productClassId)) <= toMilli(group.maxQuantity)) {
    return null;
  }
  return problem(cartMessages.groupMax, {
    name: group.name,
    max: italianNumber(group.maxQuantity),
    unit: group.unit,
  });
}
