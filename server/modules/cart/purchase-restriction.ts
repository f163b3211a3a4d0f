/**
 * cart/purchase-restriction: for every product of the cart with a MAXACQ, and every purchase-limit
 * group a line belongs to, the limit and how much of it the cart holds.
 */
import {
  groupQuantity,
  productQuantity,
  type LimitedLine,
} from '../../../src/domain/purchase-limits';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { cartProductOf, classIdsOf, type CartProduct } from './cart-products';
import { cartLineRows, purchaseLimitGroupRows, type LimitGroupRecord } from './line-repository';
import { ensureCart } from './repository';

type PurchaseRestrictions = Schemas['PurchaseRestrictions'];

export function purchaseRestrictions(
  lines: readonly { readonly line: LimitedLine; readonly entry: CartProduct }[],
  groups: readonly LimitGroupRecord[],
): PurchaseRestrictions {
  const limited = lines.map(({ line }) => line);
  const products = new Map<number, PurchaseRestrictions['products'][number]>();
  for (const { line, entry } of lines) {
    const maxQuantity = entry.rules.maxAcq;
    if (maxQuantity === null || products.has(line.productId)) continue;
    const quantity = productQuantity(limited, line.productId);
    products.set(line.productId, { productId: line.productId, maxQuantity, quantity });
  }
  const productClassGroups = groups
    .filter((group) => limited.some((line) => line.productClassIds.includes(group.productClassId)))
    .map((group) => ({ ...group, quantity: groupQuantity(limited, group.productClassId) }));
  return { products: [...products.values()], productClassGroups };
}

export const cartPurchaseRestriction: OperationHandler<'cartPurchaseRestriction'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const snapshot = await request.server.catalog.snapshot();
  const cart = await ensureCart(db, user.id);
  const rows = await cartLineRows(db, cart.id);
  const lines = rows.flatMap((row) => {
    const entry = cartProductOf(snapshot, row.productId);
    if (entry === undefined) return [];
    const line = { ...row, productClassIds: classIdsOf(entry.product) };
    return [{ line, entry }];
  });
  return ok(purchaseRestrictions(lines, await purchaseLimitGroupRows(db)), toApiUser(user));
};
