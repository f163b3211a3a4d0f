import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages, orderText } from '../../src/domain/order-messages';
import { cartItems, orderItems } from '../../server/db/schema';
import { kinds, lineRows, pickProduct, type Cart } from './helpers/cart';
import {
  addDisabledLine,
  addToCart,
  buyer,
  nextSlot,
  NOW_TIME,
  paidOrder,
  selectSlot,
  TODAY,
} from './helpers/checkout';
import { callAs, createShopper, envelopeOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const warningsOf = (response: LightMyRequestResponse) =>
  (response.json() as { response: { warnings: { error: string }[] } }).response.warnings;

describe.each(backends)('cart/add-all-from-order (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const reorderAs = (shopper: Parameters<typeof callAs>[1], orderId: number | string) =>
    callAs(testApp().app, shopper, `/ebsn/api/cart/add-all-from-order?order_id=${orderId}`, {
      method: 'POST',
    });

  /** A shopper with a paid order, the cart emptied by the buy and a new slot chosen. */
  async function reorderer() {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, { quantity: 2 });
    const orderId = await paidOrder(app, shopper);
    await selectSlot(app, shopper, nextSlot());
    return { shopper, orderId };
  }

  it("adds the order's products to the cart at today's price", async () => {
    const { db } = testApp();
    const { shopper, orderId } = await reorderer();
    const response = await reorderAs(shopper, orderId);
    const envelope = envelopeOf<Cart>(response);
    expect(response.statusCode).toBe(200);
    expect(envelope.response).toMatchObject({ status: 0, warnings: [] });
    expect(envelope.data.cartItems).toMatchObject([
      { product: { productId: shopper.product.productId }, quantity: 2 },
    ]);
    expect(envelope.data.totalPrice).toBeCloseTo(shopper.product.priceDisplay * 2, 2);
    // Reordering again adds to the same line.
    await reorderAs(shopper, orderId);
    expect((await lineRows(db, shopper.cartId)).map((line) => line.quantity)).toEqual([4]);
  });

  it('skips a product the shopper cannot buy now and names it in a warning', async () => {
    const { app, db } = testApp();
    const { shopper, orderId } = await reorderer();
    await addDisabledLine(app, db, orderId);
    const response = await reorderAs(shopper, orderId);
    const envelope = envelopeOf<Cart>(response);
    expect(envelope.response.status).toBe(0);
    expect(warningsOf(response)).toEqual([
      {
        error: orderText(orderFollowUpMessages.reorderSkipped, { names: 'Prodotto sospeso' }),
        code: orderFollowUpMessages.reorderSkipped.id,
        params: { names: 'Prodotto sospeso' },
      },
    ]);
    expect(envelope.data.cartItems.map((item) => item.product.productId)).toEqual([
      shopper.product.productId,
    ]);
  });

  it('a reorder past MAXACQ is refused and the cart stays as it was', async () => {
    const { app, db } = testApp();
    const { shopper, orderId } = await reorderer();
    const alcohol = await pickProduct(app, kinds.alcohol12);
    await db.insert(orderItems).values({
      orderId,
      productId: alcohol.productId,
      name: alcohol.name,
      quantity: 12,
      soldByWeight: false,
      unitPriceCents: 100,
      grossTotalCents: 1200,
    });
    await addToCart(app, shopper, [{ productId: alcohol.productId, quantity: 1 }]);
    const before = await lineRows(db, shopper.cartId);
    const response = await reorderAs(shopper, orderId);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).response.errors.length).toBeGreaterThan(0);
    expect(await lineRows(db, shopper.cartId)).toEqual(before);
  });

  it("another shopper's order is not found and nothing is added", async () => {
    const { db } = testApp();
    const { orderId } = await reorderer();
    const other = await createShopper(db);
    expectFailure(
      await reorderAs(other, orderId),
      404,
      [orderMessages.orderNotFound.message],
      other.userId,
    );
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, other.cartId))).toEqual([]);
  });

  it('a cart without a chosen time slot is refused and nothing is added', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    const response = await reorderAs(shopper, orderId);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).response.errors).toMatchObject([
      { error: cartMessages.serviceRequired.message },
    ]);
    expect(await lineRows(db, shopper.cartId)).toEqual([]);
  });

  it('a malformed order id is refused with a clear message', async () => {
    const { db } = testApp();
    const shopper = await createShopper(db);
    const response = await reorderAs(shopper, 'abc');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).response.errors[0]?.error).toMatch(/order_id/);
  });
});
