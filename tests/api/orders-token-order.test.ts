import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { orderMessages } from '../../src/domain/order-messages';
import { buyer, NOW_TIME, paidOrder, TODAY, type Order } from './helpers/checkout';
import { callAs, createShopper, dataOf, envelopeOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type OrderAccessToken = components['schemas']['OrderAccessToken'];

describe.each(backends)('token-order/view (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  async function sharedOrder() {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    const link = await dataOf<OrderAccessToken>(
      callAs(app, shopper, `/ebsn/api/order/access-token?order_id=${orderId}`, { method: 'POST' }),
    );
    return { shopper, orderId, link };
  }

  const viewWithoutLogin = (query: string) =>
    testApp().app.inject({ method: 'GET', url: `/ebsn/api/token-order/view?${query}` });

  it('shows the order read-only without login through its token', async () => {
    const { shopper, orderId, link } = await sharedOrder();
    expect(link.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await viewWithoutLogin(link.viewPath.split('?')[1] ?? '');
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<Order>(response);
    expect(envelope.data).toMatchObject({ orderId, orderStatusId: 3 });
    expect(envelope.user).toEqual({ userId: -1 });
    // The same token every time.
    const again = await dataOf<OrderAccessToken>(
      callAs(testApp().app, shopper, `/ebsn/api/order/access-token?order_id=${orderId}`, {
        method: 'POST',
      }),
    );
    expect(again.accessToken).toBe(link.accessToken);
  });

  it("a wrong token, another order's token or none answers 404", async () => {
    const first = await sharedOrder();
    const second = await sharedOrder();
    const notFound = [orderMessages.orderNotFound.message];
    expectFailure(
      await viewWithoutLogin(`order_id=${first.orderId}&access_token=${'A'.repeat(43)}`),
      404,
      notFound,
    );
    expectFailure(
      await viewWithoutLogin(`order_id=${first.orderId}&access_token=${second.link.accessToken}`),
      404,
      notFound,
    );
    const missing = await viewWithoutLogin(`order_id=${first.orderId}`);
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).response.errors).toMatchObject([
      { error: 'Il parametro «access_token» è obbligatorio' },
    ]);
  });

  it("another shopper cannot get an order's token", async () => {
    const { orderId } = await sharedOrder();
    const other = await createShopper(testApp().db);
    expectFailure(
      await callAs(testApp().app, other, `/ebsn/api/order/access-token?order_id=${orderId}`, {
        method: 'POST',
      }),
      404,
      [orderMessages.orderNotFound.message],
      other.userId,
    );
  });
});
