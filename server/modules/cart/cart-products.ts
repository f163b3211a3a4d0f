/** A catalogue product as the cart needs it: the product view, its selling rules and prices. */
import { sellingRulesOf, type SellingRules } from '../../../src/domain/quantity';
import type { ApiProduct } from '../catalog/product-view';
import type { CatalogSnapshot } from '../catalog/snapshot';

export interface CartProduct {
  readonly product: ApiProduct;
  readonly rules: SellingRules;
  /** What one piece (or one kg of a Sfuso product) costs, with the promotion. */
  readonly priceCents: number;
  /** The same without the promotion. */
  readonly priceStandardCents: number;
}

export function cartProductOf(
  snapshot: CatalogSnapshot,
  productId: number,
): CartProduct | undefined {
  const index = snapshot.productIndexById.get(productId);
  const product = index === undefined ? undefined : snapshot.products[index];
  if (index === undefined || product === undefined) return undefined;
  return {
    product,
    rules: sellingRulesOf(product),
    priceCents: snapshot.columns.priceCents[index] ?? 0,
    priceStandardCents: snapshot.columns.priceStandardCents[index] ?? 0,
  };
}

/** The product classes a line counts towards (purchase-limit groups). */
export function classIdsOf(product: ApiProduct): number[] {
  return product.productClasses.map((productClass) => productClass.productClassId);
}
