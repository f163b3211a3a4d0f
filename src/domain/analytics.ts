/**
 * The shop's analytics events (issue 17 "Analytics through a tag manager"; shopping-flow.md §9,
 * account-and-platform.md §3 'recent orders sent to analytics (max 20)'): the standard e-commerce
 * events of a tag manager's `dataLayer` (GA4's names and fields), made from the shop's products,
 * cart lines and orders, and the memory of the last 20 orders sent, so that a confirmation page
 * loaded again never counts a purchase twice.
 */
/** What an event needs of a product (the API's Product has all of it). */
export interface AnalyticsProduct {
  readonly productId: number;
  readonly name: string;
  readonly vendor: { readonly name: string };
  readonly categoryId: number;
  readonly priceDisplay: number;
}

/** What an event needs of an order and its lines (the API's Order has all of it). */
export interface AnalyticsOrder {
  readonly orderId: number;
  readonly grossTotal: number;
  readonly deliveryFee: number;
  readonly orderItems?: ReadonlyArray<{
    readonly productId: number;
    readonly name: string;
    readonly quantity: number;
    readonly unitPrice: number;
    readonly product: AnalyticsProduct | null;
  }>;
}

/** At most this many order ids are remembered, the oldest dropped. */
export const ANALYTICS_ORDER_MEMORY = 20;

export const ANALYTICS_CURRENCY = 'EUR';

/** One product of an event. */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly price: number;
  readonly quantity: number;
  readonly index?: number;
}

interface ItemsEvent {
  readonly currency: string;
  readonly value: number;
  readonly items: readonly AnalyticsItem[];
}

/** Every event the shop sends, by its standard name. */
export type AnalyticsEvent =
  | {
      readonly event: 'view_item_list';
      readonly ecommerce: {
        readonly item_list_id: string;
        readonly item_list_name: string;
        readonly items: readonly AnalyticsItem[];
      };
    }
  | { readonly event: 'view_item'; readonly ecommerce: ItemsEvent }
  | { readonly event: 'search'; readonly search_term: string }
  | { readonly event: 'add_to_cart'; readonly ecommerce: ItemsEvent }
  | { readonly event: 'remove_from_cart'; readonly ecommerce: ItemsEvent }
  | { readonly event: 'add_to_wishlist'; readonly ecommerce: ItemsEvent }
  | { readonly event: 'begin_checkout'; readonly ecommerce: ItemsEvent }
  | {
      readonly event: 'add_payment_info';
      readonly ecommerce: ItemsEvent & { readonly payment_type: string };
    }
  | {
      readonly event: 'purchase';
      readonly ecommerce: ItemsEvent & {
        readonly transaction_id: string;
        readonly shipping: number;
      };
    }
  | {
      readonly event: 'refund';
      readonly ecommerce: ItemsEvent & { readonly transaction_id: string };
    };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A product as an event's item, `quantity` of it (weights in kg for loose products). */
export function itemOfProduct(
  product: AnalyticsProduct,
  quantity = 1,
  index?: number,
): AnalyticsItem {
  return {
    item_id: String(product.productId),
    item_name: product.name,
    item_brand: product.vendor.name,
    item_category: String(product.categoryId),
    price: cents(product.priceDisplay),
    quantity,
    ...(index === undefined ? {} : { index }),
  };
}

/** The total of some items, as the events' `value`. */
export function valueOf(items: readonly AnalyticsItem[]): number {
  return cents(items.reduce((total, item) => total + item.price * item.quantity, 0));
}

/** An event about some items (a product seen, added, removed, listed in a wish list). */
export function itemsEvent(
  event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'begin_checkout',
  items: readonly AnalyticsItem[],
): AnalyticsEvent {
  return { event, ecommerce: { currency: ANALYTICS_CURRENCY, value: valueOf(items), items } };
}

/** A list of products shown (a category, a search's results). */
export function listEvent(
  listId: string,
  listName: string,
  products: readonly AnalyticsProduct[],
): AnalyticsEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: listId,
      item_list_name: listName,
      items: products.map((product, index) => itemOfProduct(product, 1, index)),
    },
  };
}

/** An order's lines as items (a line without its product keeps its name and price). */
export function itemsOfOrder(order: AnalyticsOrder): AnalyticsItem[] {
  return (order.orderItems ?? []).map((line) =>
    line.product
      ? { ...itemOfProduct(line.product, line.quantity), price: cents(line.unitPrice) }
      : {
          item_id: String(line.productId),
          item_name: line.name,
          price: cents(line.unitPrice),
          quantity: line.quantity,
        },
  );
}

/** A placed order: its id, total, delivery fee and lines. */
export function purchaseEvent(order: AnalyticsOrder): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.orderId),
      currency: ANALYTICS_CURRENCY,
      value: cents(order.grossTotal),
      shipping: cents(order.deliveryFee),
      items: itemsOfOrder(order),
    },
  };
}

/** A cancelled order: the whole of it refunded. */
export function refundEvent(order: AnalyticsOrder): AnalyticsEvent {
  return {
    event: 'refund',
    ecommerce: {
      transaction_id: String(order.orderId),
      currency: ANALYTICS_CURRENCY,
      value: cents(order.grossTotal),
      items: itemsOfOrder(order),
    },
  };
}

/**
 * The order ids remembered after sending `orderId`: the latest 20, the oldest dropped.
 * `isNew` says whether it was not sent before (and so is to be sent now).
 */
export function rememberOrder(
  remembered: readonly number[],
  orderId: number,
): { readonly ids: readonly number[]; readonly isNew: boolean } {
  if (remembered.includes(orderId)) return { ids: remembered, isNew: false };
  return { ids: [...remembered, orderId].slice(-ANALYTICS_ORDER_MEMORY), isNew: true };
}
