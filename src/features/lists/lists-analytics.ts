/**
 * The lists' analytics event (issue 17 "Analytics through a tag manager"): `add_to_wishlist` when
 * a product is added to a list or made a favourite, once the server accepted it. Loaded with the
 * list selector, never with the first page.
 */
import { track } from '../../shared/analytics';
import { itemsEvent, type AnalyticsItem } from '../../domain/analytics';
import type { ListQuantity } from './lists.queries';

/** A product as the heart knows it (a card's, a cart line's): what its item needs. */
export interface WishedProduct {
  readonly productId: number;
  readonly name: string;
  readonly priceDisplay?: number;
  readonly vendor?: { readonly name?: string };
  readonly categoryId?: number;
}

/**
 * The product as an event's item: `amount` pieces, or kilograms of a product sold by weight; a
 * product shown without its price (never in the shop's own views) counts at 0.
 */
export function wishedItem(product: WishedProduct, amount: ListQuantity): AnalyticsItem {
  const brand = product.vendor?.name;
  return {
    item_id: String(product.productId),
    item_name: product.name,
    ...(brand === undefined ? {} : { item_brand: brand }),
    ...(product.categoryId === undefined ? {} : { item_category: String(product.categoryId) }),
    price: Math.round((product.priceDisplay ?? 0) * 100) / 100,
    quantity: 'weight' in amount ? amount.weight : amount.quantity,
  };
}

/** `add_to_wishlist` of `amount` of the product. */
export function trackWished(product: WishedProduct, amount: ListQuantity): void {
  track(itemsEvent('add_to_wishlist', [wishedItem(product, amount)]));
}
