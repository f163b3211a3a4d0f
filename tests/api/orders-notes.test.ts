import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages, orderText } from '../../src/domain/order-messages';
import { orderNotes, orders } from '../../server/db/schema';
import { buyer, NOW_TIME, paidOrder, TODAY } from './helpers/checkout';
import { callAs, createShopper, dataOf, settableClock, type TestShopper } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type OrderNote = components['schemas']['OrderNote'];

describe.each(backends)('order rating (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const post = (shopper: TestShopper, url: string, payload?: object) =>
    callAs(testApp().app, shopper, `/ebsn/api/${url}`, {
      method: 'POST',
      ...(payload === undefined ? {} : { payload }),
    });

  /** A shopper with a paid order moved to `statusId`. */
  async function orderIn(statusId: number) {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    const orderId = await paidOrder(app, shopper);
    await db.update(orders).set({ statusId }).where(eq(orders.id, orderId));
    return { shopper, orderId };
  }

  const notesIn = (orderId: number) =>
    testApp().db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));

  it('rates a delivered order, lists it and changes it by its noteId', async () => {
    const { shopper, orderId } = await orderIn(8);
    const added = await dataOf<OrderNote>(
      post(shopper, 'note/order/add', { orderId, rating: 4, comment: ' Tutto fresco ' }),
    );
    expect(added).toMatchObject({ orderId, rating: 4, comment: 'Tutto fresco' });
    const updated = await dataOf<OrderNote>(
      post(shopper, 'note/order/update', { noteId: added.noteId, rating: 5 }),
    );
    expect(updated).toMatchObject({ noteId: added.noteId, rating: 5, comment: null });
    const listed = await dataOf<{ notes: OrderNote[] }>(
      post(shopper, `note/list/?order_id=${orderId}`),
    );
    expect(listed.notes).toMatchObject([{ noteId: added.noteId, rating: 5 }]);
  });

  it('a partially delivered order can be rated too', async () => {
    const { shopper, orderId } = await orderIn(9);
    await dataOf(post(shopper, 'note/order/add', { orderId, rating: 2 }));
    expect(await notesIn(orderId)).toHaveLength(1);
  });

  it('an order not delivered yet cannot be rated and nothing is stored', async () => {
    const { shopper, orderId } = await orderIn(3);
    expectFailure(
      await post(shopper, 'note/order/add', { orderId, rating: 5 }),
      400,
      [orderText(orderFollowUpMessages.cannotRate, { orderId })],
      shopper.userId,
    );
    expect(await notesIn(orderId)).toEqual([]);
  });

  it('a second note for the same order is refused', async () => {
    const { shopper, orderId } = await orderIn(8);
    await dataOf(post(shopper, 'note/order/add', { orderId, rating: 3 }));
    expectFailure(
      await post(shopper, 'note/order/add', { orderId, rating: 1 }),
      400,
      [orderText(orderFollowUpMessages.alreadyRated, { orderId })],
      shopper.userId,
    );
    expect((await notesIn(orderId)).map((note) => note.rating)).toEqual([3]);
  });

  it("another shopper's order and note are not found, and their notes are not listed", async () => {
    const { shopper, orderId } = await orderIn(8);
    const note = await dataOf<OrderNote>(post(shopper, 'note/order/add', { orderId, rating: 4 }));
    const other = await createShopper(testApp().db);
    expectFailure(
      await post(other, 'note/order/add', { orderId, rating: 1 }),
      404,
      [orderMessages.orderNotFound.message],
      other.userId,
    );
    expectFailure(
      await post(other, 'note/order/update', { noteId: note.noteId, rating: 1 }),
      404,
      [orderFollowUpMessages.noteNotFound.message],
      other.userId,
    );
    expect(await dataOf(post(other, `note/list/?order_id=${orderId}`))).toEqual({ notes: [] });
    expect((await notesIn(orderId)).map((row) => row.rating)).toEqual([4]);
  });

  it('a rating outside 1 to 5 or a comment over 500 characters is refused', async () => {
    const { shopper, orderId } = await orderIn(8);
    expectFailure(
      await post(shopper, 'note/order/add', { orderId, rating: 6 }),
      400,
      ['Il campo «rating» può essere al massimo 5'],
      shopper.userId,
    );
    expectFailure(
      await post(shopper, 'note/order/add', { orderId, rating: 4, comment: 'x'.repeat(501) }),
      400,
      ['Il campo «comment» può contenere al massimo 500 caratteri'],
      shopper.userId,
    );
    expect(await notesIn(orderId)).toEqual([]);
  });
});
