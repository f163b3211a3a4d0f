/**
 * The cart's analytics events (issue 17 "Analytics through a tag manager"): `add_to_cart` when
 * the cart's quantity of a product goes up, `remove_from_cart` when it goes down, once the server
 * accepted the change. The quantity in the event is the change, read from the carts before and
 * after the call (the server may add less than asked, or merge a line). Loaded only with the
 * modules that change the cart, never with the first page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { track } from '../../shared/analytics';
import { itemOfProduct, itemsEvent, type AnalyticsItem } from '../../domain/analytics';
import { cartQueryKey, storeCartReply, type Cart, type CartReply } from '../../api/cart';

type Product = Cart['cartItems'][number]['product'];

/** Grams of a kilogram: weights are compared to the gram, pieces exactly. */
const GRAMS = 1000;

/** Each product's quantity in `cart` (a product on two lines counts once, both summed). */
function quantities(cart: Cart | undefined): Map<number, { product: Product; quantity: number }> {
  const byProduct = new Map<number, { product: Product; quantity: number }>();
  for (const line of cart?.cartItems ?? []) {
    const known = byProduct.get(line.product.productId);
    byProduct.set(line.product.productId, {
      product: line.product,
      quantity: (known?.quantity ?? 0) + line.quantity,
    });
  }
  return byProduct;
}

/**
 * The products whose quantity changed from `before` to `after`, as items of the change:
 * `added` went up, `removed` went down. `productIds` limits it to the products the call was
 * about (another line changed meanwhile by another call is that call's to track).
 */
export function cartChange(
  before: Cart | undefined,
  after: Cart,
  productIds?: readonly number[],
): { readonly added: AnalyticsItem[]; readonly removed: AnalyticsItem[] } {
  const was = quantities(before);
  const is = quantities(after);
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  const ids = productIds ?? [...new Set([...was.keys(), ...is.keys()])];
  for (const productId of ids) {
    const then = was.get(productId);
    const now = is.get(productId);
    const product = now?.product ?? then?.product;
    if (!product) continue;
    const change = Math.round(((now?.quantity ?? 0) - (then?.quantity ?? 0)) * GRAMS) / GRAMS;
    if (change > 0) added.push(itemOfProduct(product, change));
    else if (change < 0) removed.push(itemOfProduct(product, -change));
  }
  return { added, removed };
}

/** Tracks the change from `before` to `after` (see `cartChange`): at most one event each way. */
export function trackCartChange(
  before: Cart | undefined,
  after: Cart,
  productIds?: readonly number[],
): void {
  const { added, removed } = cartChange(before, after, productIds);
  if (added.length > 0) track(itemsEvent('add_to_cart', added));
  if (removed.length > 0) track(itemsEvent('remove_from_cart', removed));
}

/** The cart as the cart query holds it now, if read. */
export function cachedCart(queryClient: QueryClient): Cart | undefined {
  return queryClient.getQueryData<CartReply>(cartQueryKey)?.cart;
}

/**
 * Stores a cart-changing call's reply as the cart query's data (as `storeCartReply`) and tracks
 * how the quantities changed from the cart held until then.
 */
export function storeTrackedCartReply(
  queryClient: QueryClient,
  reply: CartReply,
  productIds?: readonly number[],
): void {
  const before = cachedCart(queryClient);
  storeCartReply(queryClient, reply);
  trackCartChange(before, reply.cart, productIds);
}
