/**
 * The proof that order placement is idempotent under concurrency (DESIGN.md "Budgets": zero
 * duplicate orders): buys of one cart sent at once through real HTTP make exactly one order and
 * one payment, whether they repeat one idempotency key (a double click, a retried request) or
 * carry different ones (two tabs). PostgreSQL, with its real concurrent transactions, is the proof
 * that matters; PGlite runs them one after the other.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/domain/order-messages';
import { cartItems, orders, payments } from '../../server/db/schema';
import { bookedCount, buyer, newKey, NOW_TIME, TODAY, type Buyer } from './helpers/checkout';
import { settableClock, type TypedEnvelope } from './helpers/shoppers';
import { APP_CLIENT, backends, useTestApp } from './helpers/test-app';

const SHOPPERS = 12;
const CLICKS = 5;

interface BuyReply {
  readonly statusCode: number;
  readonly body: TypedEnvelope<{ orderId: number; paymentUrl: string } | null>;
}

describe.each(backends)('checkout/buy under concurrency (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  // Many shoppers share 127.0.0.1 here: no per-address bound on connections.
  const testApp = useTestApp(backend, { now: clock.now, maxConnectionsPerAddress: 0 });
  let origin = '';

  beforeAll(async () => {
    origin = await testApp().app.listen({ host: '127.0.0.1', port: 0 });
  });

  async function buyOverHttp(shopper: Buyer, key: string): Promise<BuyReply> {
    const response = await fetch(`${origin}/ebsn/api/checkout/buy?rules_accepted=true`, {
      method: 'POST',
      headers: {
        ...APP_CLIENT,
        cookie: shopper.cookie,
        accept: 'application/json',
        'idempotency-key': key,
      },
    });
    return { statusCode: response.status, body: (await response.json()) as BuyReply['body'] };
  }

  async function ordersOf(userIds: readonly number[]) {
    const { db } = testApp();
    return db
      .select()
      .from(orders)
      .where(inArray(orders.userId, [...userIds]));
  }

  async function paymentCount(orderIds: readonly number[]) {
    if (orderIds.length === 0) return 0;
    const [row] = await testApp()
      .db.select({ value: count() })
      .from(payments)
      .where(inArray(payments.orderId, [...orderIds]));
    return row?.value ?? 0;
  }

  it(`${SHOPPERS} shoppers each clicking buy ${CLICKS} times at once with one key: one order and one payment each`, async () => {
    const { app, db } = testApp();
    const shoppers: Buyer[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) shoppers.push(await buyer(app, db));
    const bookedBefore = await Promise.all(
      shoppers.map((shopper) => bookedCount(db, shopper.slot)),
    );

    const keys = shoppers.map(() => newKey());
    const replies = await Promise.all(
      shoppers.flatMap((shopper, index) =>
        Array.from({ length: CLICKS }, () => buyOverHttp(shopper, keys[index] ?? '')),
      ),
    );

    expect(
      replies.every((reply) => reply.statusCode === 200 && reply.body.response.status === 0),
    ).toBe(true);
    const made = await ordersOf(shoppers.map((shopper) => shopper.userId));
    expect(made).toHaveLength(SHOPPERS);
    for (const [index, shopper] of shoppers.entries()) {
      const own = made.filter((order) => order.userId === shopper.userId);
      expect(own).toHaveLength(1);
      const answers = replies
        .slice(index * CLICKS, (index + 1) * CLICKS)
        .map((reply) => reply.body.data);
      expect(new Set(answers.map((data) => JSON.stringify(data))).size).toBe(1);
      expect(answers[0]?.orderId).toBe(own[0]?.id);
    }
    expect(await paymentCount(made.map((order) => order.id))).toBe(SHOPPERS);
    const bookedAfter = await Promise.all(shoppers.map((shopper) => bookedCount(db, shopper.slot)));
    expect(bookedAfter).toEqual(bookedBefore);
  });

  it(`one cart bought ${CLICKS} times at once with different keys makes one order; the others find the cart empty`, async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);

    const replies = await Promise.all(
      Array.from({ length: CLICKS }, () => buyOverHttp(shopper, newKey())),
    );

    const succeeded = replies.filter((reply) => reply.statusCode === 200);
    const refused = replies.filter(
      (reply) =>
        reply.statusCode === 400 &&
        reply.body.response.errors[0]?.error === orderMessages.emptyCart.message,
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(CLICKS - 1);
    const made = await ordersOf([shopper.userId]);
    expect(made).toHaveLength(1);
    expect(await paymentCount(made.map((order) => order.id))).toBe(1);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, shopper.cartId))).toEqual(
      [],
    );
  });
  it('orders paid and cancelled at the same moment end cancelled with nothing left authorised', async () => {
    const { app, db } = testApp();
    const started: { shopper: Buyer; orderId: number; paymentUrl: string }[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const shopper = await buyer(app, db);
      const reply = await buyOverHttp(shopper, newKey());
      if (reply.body.data === null) throw new Error('The buy failed');
      started.push({ shopper, ...reply.body.data });
    }

    const replies = await Promise.all(
      started.flatMap(({ shopper, orderId, paymentUrl }) => [
        fetch(`${origin}${paymentUrl}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            action: 'pay',
            holder: 'Anna Prova',
            card_number: '4242424242424242',
            expiry: '12/30',
            cvc: '123',
          }).toString(),
        }),
        fetch(`${origin}/ebsn/api/order/delete?order_id=${orderId}`, {
          method: 'POST',
          headers: { ...APP_CLIENT, cookie: shopper.cookie, accept: 'application/json' },
        }),
      ]),
    );

    expect(replies.map((reply) => reply.status).sort()).toEqual(
      [...Array<number>(SHOPPERS).fill(200), ...Array<number>(SHOPPERS).fill(303)].sort(),
    );
    const orderIds = started.map((entry) => entry.orderId);
    const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.every((row) => row.statusId === 10)).toBe(true);
    const paymentStatuses = await db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.orderId, orderIds));
    expect(paymentStatuses.filter((row) => row.status === 'authorized')).toEqual([]);
  });
});
