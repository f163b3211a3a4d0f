/**
 * The shop's analytics events (issue 17 "Analytics through a tag manager";
 * account-and-platform.md §3 'recent orders sent to analytics (max 20)', §9 'At most 20 order ids
 * remembered for analytics, the oldest dropped'): the standard e-commerce events made from the
 * shop's products and orders.
 */
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ORDER_MEMORY,
  itemOfProduct,
  itemsEvent,
  itemsOfOrder,
  listEvent,
  purchaseEvent,
  refundEvent,
  rememberOrder,
  valueOf,
} from '../../src/domain/analytics';
import { parmigianoLine, pastaLine } from '../../stories/cart/cart-samples';
import { paidOrder } from '../../stories/orders/order-samples';

const pasta = pastaLine.product;
const parmigiano = parmigianoLine.product;

describe('the items of an event', () => {
  it('a product is an item with its id, name, brand, category and shown price', () => {
    expect(itemOfProduct(pasta, 2)).toEqual({
      item_id: '1201',
      item_name: 'Spaghetti di Gragnano IGP 500 g',
      item_brand: 'Pastificio dei Campi',
      item_category: '310',
      price: 1.49,
      quantity: 2,
    });
  });

  it('one piece unless told, and the position in a list when given', () => {
    expect(itemOfProduct(pasta).quantity).toBe(1);
    expect(itemOfProduct(pasta, 1, 4).index).toBe(4);
    expect(itemOfProduct(pasta)).not.toHaveProperty('index');
  });

  it('the value is the total of price times quantity, to the cent', () => {
    expect(valueOf([itemOfProduct(pasta, 3), itemOfProduct(parmigiano, 1)])).toBe(10.06);
    expect(valueOf([])).toBe(0);
  });

  it('an items event carries its name, the currency in euros, the value and the items', () => {
    const items = [itemOfProduct(parmigiano, 2)];
    expect(itemsEvent('add_to_cart', items)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 11.18, items },
    });
  });

  it('a list shown names its id and name and numbers its products from 0, one piece each', () => {
    const event = listEvent('category-pasta', 'Pasta', [pasta, parmigiano]);
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'category-pasta',
        item_list_name: 'Pasta',
        items: [itemOfProduct(pasta, 1, 0), itemOfProduct(parmigiano, 1, 1)],
      },
    });
  });
});

describe('orders', () => {
  const withProduct = {
    ...paidOrder,
    deliveryFee: 4.9,
    // The first line (3 packets of spaghetti) with its product, sold at 1,29 € then.
    orderItems: (paidOrder.orderItems ?? []).map((line, index) =>
      index === 0 ? { ...line, product: pasta, unitPrice: 1.29 } : line,
    ),
  };

  it('a purchase carries the order id, its total, the delivery fee and its lines', () => {
    const event = purchaseEvent(withProduct);
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100042',
        currency: 'EUR',
        value: 6.87,
        shipping: 4.9,
        items: itemsOfOrder(withProduct),
      },
    });
  });

  it("a line with its product is that product's item at the price paid for it", () => {
    const [first] = itemsOfOrder(withProduct);
    expect(first).toEqual({ ...itemOfProduct(pasta, 3), price: 1.29 });
  });

  it('a line without its product keeps its product id, name, unit price and quantity', () => {
    const [, second] = itemsOfOrder(withProduct);
    expect(second).toEqual({
      item_id: '100002',
      item_name: 'Parmigiano Reggiano DOP 24 mesi 300 g',
      price: 2.9,
      quantity: 1,
    });
  });

  it('an order read without its lines has no items', () => {
    const { orderItems: _lines, ...withoutLines } = paidOrder;
    expect(itemsOfOrder(withoutLines)).toEqual([]);
  });

  it('a cancelled order is refunded whole: its id, total and lines', () => {
    expect(refundEvent(withProduct)).toEqual({
      event: 'refund',
      ecommerce: {
        transaction_id: '100042',
        currency: 'EUR',
        value: 6.87,
        items: itemsOfOrder(withProduct),
      },
    });
  });
});

describe('the orders sent to analytics', () => {
  it('an order not sent before is new and remembered last', () => {
    expect(rememberOrder([1, 2], 3)).toEqual({ ids: [1, 2, 3], isNew: true });
  });

  it('an order sent before is not new, and the memory stays as it was', () => {
    const remembered = [1, 2, 3];
    const result = rememberOrder(remembered, 2);
    expect(result.isNew).toBe(false);
    expect(result.ids).toEqual([1, 2, 3]);
  });

  it('at most 20 order ids are remembered, the oldest dropped', () => {
    expect(ANALYTICS_ORDER_MEMORY).toBe(20);
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    const { ids, isNew } = rememberOrder(twenty, 21);
    expect(isNew).toBe(true);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(2);
    expect(ids.at(-1)).toBe(21);
    // The dropped one counts as new again.
    expect(rememberOrder(ids, 1).isNew).toBe(true);
  });
});
