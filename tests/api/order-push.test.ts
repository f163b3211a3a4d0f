/**
 * The order's news on the shopper's phones (issue 32): when a store-pickup order becomes ready to
 * collect, the lifecycle sends 'Il tuo ordine è pronto per il ritiro' with `nav_to` the order's
 * page to the devices of the order's account, through the shop's push provider (here the local
 * stand-in, which records what would be sent). A notification that cannot be sent never stops the
 * order, and a device the provider can no longer reach is forgotten.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/order-status';
import { createPushStandin } from '../../server/dev/push-standin';
import { pushDevices } from '../../server/db/schema';
import { advanceOrders } from '../../server/modules/orders/lifecycle';
import type { PushProvider } from '../../server/modules/push/provider';
import { getAs } from './helpers/account';
import {
  buyer,
  COMPANY_BICOCCA,
  NOW_TIME,
  paidOrder,
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

const newToken = () =>
  `${randomBytes(16).toString('base64url')}:${randomBytes(60).toString('hex')}`;

describe.each(backends)('order notifications (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const standin = createPushStandin();
  /** The stand-in, or a provider that fails, or one that finds the tokens gone. */
  let behaviour: 'deliver' | 'fail' | 'gone' = 'deliver';
  const provider: PushProvider = {
    kind: 'test',
    async send(tokens, message) {
      if (behaviour === 'fail') throw new Error('the provider is down');
      const result = await standin.send(tokens, message);
      return behaviour === 'gone' ? { sent: 0, invalidTokens: [...tokens] } : result;
    },
  };
  const testApp = useTestApp(backend, { now: clock.now, push: provider });

  beforeEach(() => {
    clock.set(TODAY, NOW_TIME);
    standin.clear();
    behaviour = 'deliver';
  });

  /** The shopper's phone, registered with their session. */
  async function phoneOf(shopper: Buyer): Promise<string> {
    const token = newToken();
    const response = await getAs(testApp().app, shopper.cookie, 'externalregistration/register', {
      external_id: token,
      platform: 'android',
      uuid: randomBytes(8).toString('hex'),
    });
    expect(response.statusCode).toBe(200);
    return token;
  }

  async function placedOrder(shopper: Buyer): Promise<Order> {
    const { app } = testApp();
    const orderId = await paidOrder(app, shopper);
    return dataOf<Order>(callAs(app, shopper, `/ebsn/api/order/view?order_id=${orderId}`));
  }

  /** Sets the clock `minutes` from the order's slot begin (or its end) and runs the job. */
  async function runAt(order: Order, edge: 'begin' | 'end', minutes = 0) {
    const time = edge === 'begin' ? order.timeslot.beginTime : order.timeslot.endTime;
    clock.set(order.timeslot.date, shiftTime(time, minutes));
    await advanceOrders(testApp().app);
  }

  const statusOf = async (shopper: Buyer, order: Order) =>
    (
      await dataOf<Order>(
        callAs(testApp().app, shopper, `/ebsn/api/order/view?order_id=${order.orderId}`),
      )
    ).orderStatusId;

  it("a pickup order ready to collect sends 'Il tuo ordine è pronto per il ritiro' to its shopper's phones, once", async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const phone = await phoneOf(shopper);
    const tablet = await phoneOf(shopper);
    const someoneElse = await buyer(app, db);
    const othersPhone = await phoneOf(someoneElse);
    const order = await placedOrder(shopper);

    await runAt(order, 'begin', -180);
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.inPreparation);
    expect(standin.sent).toEqual([]);

    await runAt(order, 'begin', -60);
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.almostReady);
    expect(standin.sent).toEqual([
      {
        tokens: expect.arrayContaining([phone, tablet]),
        message: {
          title: 'Il tuo ordine è pronto per il ritiro',
          body: `Ordine n. ${order.orderId}: puoi ritirarlo dalle ${order.timeslot.beginTime}.`,
          nav_to: `/profile/orders/${order.orderId}`,
        },
      },
    ]);
    expect(standin.sent[0]?.tokens).toHaveLength(2);
    expect(standin.sent[0]?.tokens).not.toContain(othersPhone);

    // Further runs and the delivery send nothing more.
    await runAt(order, 'begin', 30);
    await runAt(order, 'end');
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.delivered);
    expect(standin.sent).toHaveLength(1);
  });

  it('a delivery to a company address is not announced as ready for pickup', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, {
      place: COMPANY_BICOCCA,
      slot: { timeslotId: 201, date: '2026-03-12' },
    });
    await phoneOf(shopper);
    const order = await placedOrder(shopper);
    await runAt(order, 'begin', -60);
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.almostReady);
    expect(standin.sent).toEqual([]);
  });

  it('a late run that takes the order past ready to collect does not announce it', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    await phoneOf(shopper);
    const order = await placedOrder(shopper);
    await runAt(order, 'end');
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.delivered);
    expect(standin.sent).toEqual([]);
  });

  it('a shopper without a registered phone gets nothing, and the order advances', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const order = await placedOrder(shopper);
    await runAt(order, 'begin', -60);
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.almostReady);
    expect(standin.sent).toEqual([]);
  });

  it('a provider that fails never stops the order', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    await phoneOf(shopper);
    const order = await placedOrder(shopper);
    behaviour = 'fail';
    await runAt(order, 'begin', -60);
    expect(await statusOf(shopper, order)).toBe(ORDER_STATUS.almostReady);
    expect(standin.sent).toEqual([]);
  });

  it('a phone the provider can no longer reach is forgotten', async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const phone = await phoneOf(shopper);
    const order = await placedOrder(shopper);
    behaviour = 'gone';
    await runAt(order, 'begin', -60);
    expect(standin.sent).toHaveLength(1);
    expect(await db.$count(pushDevices, eq(pushDevices.token, phone))).toBe(0);
  });
});
