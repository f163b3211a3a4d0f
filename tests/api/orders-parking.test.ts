import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages } from '../../src/domain/order-messages';
import { orders, parkingReservations } from '../../server/db/schema';
import {
  boughtOrder,
  buyer,
  COMPANY_BICOCCA,
  NOW_TIME,
  paidOrder,
  TODAY,
} from './helpers/checkout';
import {
  callAs,
  createShopper,
  envelopeOf,
  settableClock,
  type TestShopper,
} from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

describe.each(backends)('order/reserve (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const reserveAs = (shopper: TestShopper, query: string) =>
    callAs(testApp().app, shopper, `/ebsn/api/order/reserve?${query}`, { method: 'POST' });

  const reservationsOf = (orderId: number) =>
    testApp().db.select().from(parkingReservations).where(eq(parkingReservations.orderId, orderId));

  it('reserves a parking space for a paid store pickup and says so', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    const response = await reserveAs(
      shopper,
      `order_id=${orderId}&distance=1500&reservation_info=${encodeURIComponent('Panda rossa')}`,
    );
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<unknown>(response);
    expect(envelope.response).toMatchObject({
      status: 0,
      infos: [{ info: orderFollowUpMessages.parkingReserved.message }],
    });
    expect(envelope.data).toEqual({ orderId, distance: 1500, reservationInfo: 'Panda rossa' });
    // Asking again replaces the reservation.
    await reserveAs(shopper, `order_id=${orderId}&distance=200`);
    expect(await reservationsOf(orderId)).toMatchObject([{ distance: 200, reservationInfo: null }]);
  });

  it('an unpaid, delivered or cancelled order, or a delivery, cannot reserve', async () => {
    const { app, db } = testApp();
    const unpaid = await buyer(app, db);
    const { orderId: unpaidId } = await boughtOrder(app, unpaid);
    expectFailure(
      await reserveAs(unpaid, `order_id=${unpaidId}&distance=10`),
      400,
      [orderFollowUpMessages.cannotReserve.message],
      unpaid.userId,
    );
    const delivered = await buyer(app, db);
    const deliveredId = await paidOrder(app, delivered);
    for (const statusId of [8, 10]) {
      await db.update(orders).set({ statusId }).where(eq(orders.id, deliveredId));
      expectFailure(
        await reserveAs(delivered, `order_id=${deliveredId}&distance=10`),
        400,
        [orderFollowUpMessages.cannotReserve.message],
        delivered.userId,
      );
    }
    const company = await buyer(app, db, {
      place: COMPANY_BICOCCA,
      slot: { timeslotId: 201, date: '2026-03-13' },
    });
    const companyOrder = await paidOrder(app, company);
    expectFailure(
      await reserveAs(company, `order_id=${companyOrder}&distance=10`),
      400,
      [orderFollowUpMessages.cannotReserve.message],
      company.userId,
    );
    for (const orderId of [unpaidId, deliveredId, companyOrder]) {
      expect(await reservationsOf(orderId)).toEqual([]);
    }
  });

  it("another shopper's order is not found and nothing is reserved", async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    const other = await createShopper(db);
    expectFailure(
      await reserveAs(other, `order_id=${orderId}&distance=10`),
      404,
      [orderMessages.orderNotFound.message],
      other.userId,
    );
    expect(await reservationsOf(orderId)).toEqual([]);
  });

  it('a missing or negative distance is refused with a clear message', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    expectFailure(
      await reserveAs(shopper, `order_id=${orderId}`),
      400,
      ['Il parametro «distance» è obbligatorio'],
      shopper.userId,
    );
    expectFailure(
      await reserveAs(shopper, `order_id=${orderId}&distance=-5`),
      400,
      ['Il parametro «distance» deve essere almeno 0'],
      shopper.userId,
    );
    expect(await reservationsOf(orderId)).toEqual([]);
  });
});
