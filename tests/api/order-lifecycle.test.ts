import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/order-status';
import { orders, payments } from '../../server/db/schema';
import { advanceOrders } from '../../server/modules/orders/lifecycle';
import {
  sandboxProvider,
  type PaymentProvider,
} from '../../server/modules/checkout-payments/provider';
import { pickProduct } from './helpers/cart';
import {
  addToCart,
  boughtOrder,
  buyer,
  COMPANY_BICOCCA,
  NOW_TIME,
  paidOrder,
  paymentRows,
  plainSfuso,
  TODAY,
  type Buyer,
  type Order,
} from './helpers/checkout';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { backends, useTestApp } from './helpers/test-app';

/** 'HH:MM' moved by `minutes` (the slots leave room on both sides within the day). */
function shiftTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** After every slot the tests book. */
const LATER = { date: '2026-03-20', time: '08:00' };

describe.each(backends)('order lifecycle (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, NOW_TIME));

  const viewOf = (shopper: Buyer, orderId: number) =>
    dataOf<Order>(callAs(testApp().app, shopper, `/ebsn/api/order/view?order_id=${orderId}`));

  /** A buyer of 2 pieces of a Pezzo and one selling weight of a Sfuso product. */
  async function sfusoBuyer(options: Parameters<typeof buyer>[2] = {}) {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, { quantity: 2, ...options });
    const sfuso = await pickProduct(app, plainSfuso);
    const weight = Number(sfuso.productInfos.WEIGHT_SELLING ?? '1');
    await addToCart(app, shopper, [{ productId: sfuso.productId, quantity: weight }]);
    return shopper;
  }

  /** Sets the clock `minutes` from the order's slot begin (or its end) and runs the job. */
  async function runAt(order: Order, edge: 'begin' | 'end', minutes = 0) {
    const time = edge === 'begin' ? order.timeslot.beginTime : order.timeslot.endTime;
    clock.set(order.timeslot.date, shiftTime(time, minutes));
    await advanceOrders(testApp().app);
  }

  const historyOf = (order: Order) => order.statusHistory?.map((change) => change.orderStatusId);

  it('a paid pickup order is in preparation 3 hours before its slot, almost ready 1 hour before, delivered at its end', async () => {
    const { app } = testApp();
    const shopper = await sfusoBuyer();
    const orderId = await paidOrder(app, shopper);
    const placed = await viewOf(shopper, orderId);

    await advanceOrders(app);
    await runAt(placed, 'begin', -181);
    expect((await viewOf(shopper, orderId)).orderStatusId).toBe(ORDER_STATUS.ordered);

    await runAt(placed, 'begin', -180);
    const prepared = await viewOf(shopper, orderId);
    expect(prepared).toMatchObject({ orderStatusId: 4, orderStatusDescr: 'In preparazione' });

    await runAt(placed, 'begin', -60);
    expect(await viewOf(shopper, orderId)).toMatchObject({
      orderStatusId: 6,
      orderStatusDescr: 'Quasi pronto',
    });
    await runAt(placed, 'begin', 30);
    expect((await viewOf(shopper, orderId)).orderStatusId).toBe(ORDER_STATUS.almostReady);

    await runAt(placed, 'end');
    const delivered = await viewOf(shopper, orderId);
    expect(delivered).toMatchObject({ orderStatusId: 8, orderStatusDescr: 'Consegnato' });
    expect(historyOf(delivered)).toEqual([1, 3, 4, 6, 8]);
    const dates = delivered.statusHistory?.map((change) => Date.parse(change.date)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('sets the final weights of the Sfuso lines within ±10% and captures at most the pre-authorised amount', async () => {
    const { app, db } = testApp();
    const shopper = await sfusoBuyer();
    const orderId = await paidOrder(app, shopper);
    const placed = await viewOf(shopper, orderId);
    expect(placed.capturedAmount).toBeNull();
    expect(placed.orderItems?.every((item) => item.finalWeight === null)).toBe(true);

    await runAt(placed, 'begin', -180);
    const prepared = await viewOf(shopper, orderId);
    const items = prepared.orderItems ?? [];
    const weighed = items.filter((item) => item.weight > 0);
    expect(weighed).toHaveLength(1);
    for (const item of weighed) {
      expect(item.finalWeight).not.toBeNull();
      expect(item.finalWeight ?? 0).toBeGreaterThanOrEqual(item.quantity * 0.9 - 0.0005);
      expect(item.finalWeight ?? 0).toBeLessThanOrEqual(item.quantity * 1.1 + 0.0005);
    }
    expect(
      items.filter((item) => item.weight === 0).every((item) => item.finalWeight === null),
    ).toBe(true);
    const captured = prepared.capturedAmount ?? -1;
    expect(captured).toBeGreaterThan(0);
    expect(captured).toBeLessThanOrEqual(prepared.prebilledAmount);

    const [payment] = await paymentRows(db, orderId);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(payment).toMatchObject({ status: 'captured', capturedCents: order?.capturedCents });
    expect(prepared.payments).toMatchObject([{ status: 'captured' }]);
  });

  it('a delivery to a company address goes in delivery when its slot begins, and a late run takes every step in order', async () => {
    const { app } = testApp();
    const shopper = await sfusoBuyer({
      place: COMPANY_BICOCCA,
      slot: { timeslotId: 201, date: '2026-03-12' },
    });
    const orderId = await paidOrder(app, shopper);
    const placed = await viewOf(shopper, orderId);

    await runAt(placed, 'begin');
    const travelling = await viewOf(shopper, orderId);
    expect(travelling).toMatchObject({ orderStatusId: 7, orderStatusDescr: 'In consegna' });
    expect(historyOf(travelling)).toEqual([1, 3, 4, 6, 7]);
    expect(travelling.capturedAmount).not.toBeNull();

    await runAt(placed, 'end');
    expect(historyOf(await viewOf(shopper, orderId))).toEqual([1, 3, 4, 6, 7, 8]);
  });

  it('an order waiting for its payment or cancelled never advances', async () => {
    const { app, db } = testApp();
    const unpaidShopper = await sfusoBuyer();
    const { orderId: unpaidId } = await boughtOrder(app, unpaidShopper);
    const cancelledShopper = await sfusoBuyer();
    const cancelledId = await paidOrder(app, cancelledShopper);
    await dataOf(
      callAs(app, cancelledShopper, `/ebsn/api/order/delete?order_id=${cancelledId}`, {
        method: 'POST',
      }),
    );

    clock.set(LATER.date, LATER.time);
    await advanceOrders(app);

    expect(await viewOf(unpaidShopper, unpaidId)).toMatchObject({
      orderStatusId: ORDER_STATUS.inValidation,
      capturedAmount: null,
    });
    expect(historyOf(await viewOf(unpaidShopper, unpaidId))).toEqual([1]);
    expect(historyOf(await viewOf(cancelledShopper, cancelledId))).toEqual([1, 3, 10]);
    const cancelledPayments = await paymentRows(db, cancelledId);
    expect(cancelledPayments.map((payment) => payment.status)).toEqual(['voided']);
  });

  it('two jobs at once never advance an order twice nor capture it twice', async () => {
    const { app, db } = testApp();
    const placed: { shopper: Buyer; orderId: number }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const shopper = await sfusoBuyer();
      placed.push({ shopper, orderId: await paidOrder(app, shopper) });
    }
    const captures: string[] = [];
    const counting: PaymentProvider = {
      ...sandboxProvider,
      async capture(reference, amountCents) {
        captures.push(reference);
        await sandboxProvider.capture(reference, amountCents);
      },
    };

    clock.set(LATER.date, LATER.time);
    await Promise.all([
      advanceOrders(app, clock.now(), counting),
      advanceOrders(app, clock.now(), counting),
    ]);

    for (const { shopper, orderId } of placed) {
      expect(historyOf(await viewOf(shopper, orderId))).toEqual([1, 3, 4, 6, 8]);
      const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(rows.map((row) => row.status)).toEqual(['captured']);
      expect(captures.filter((reference) => reference === rows[0]?.providerReference)).toHaveLength(
        1,
      );
    }
    expect(new Set(captures).size).toBe(captures.length);
  });
});
