import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { orderMessages } from '../../src/domain/order-messages';
import { orders } from '../../server/db/schema';
import { cancelUnpaidOrders } from '../../server/modules/orders/unpaid-sweep';
import {
  addToCart,
  APPROVED_CARD,
  bookedCount,
  boughtOrder,
  buyer,
  nextSlot,
  NOW_TIME,
  paidOrder,
  paymentRows,
  PICKUP_MILANO,
  selectSlot,
  submitPayment,
  TODAY,
  type Buyer,
  type Order,
} from './helpers/checkout';
import { callAs, createShopper, dataOf, envelopeOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

interface OrderList {
  orders: Order[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
}

describe.each(backends)('orders (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, NOW_TIME));

  const listAs = (shopper: Parameters<typeof callAs>[1], query = '') =>
    callAs(testApp().app, shopper, `/ebsn/api/order/list${query}`);
  const cancelAs = (shopper: Parameters<typeof callAs>[1], orderId: number) =>
    callAs(testApp().app, shopper, `/ebsn/api/order/delete?order_id=${orderId}`, {
      method: 'POST',
    });

  /** Fills the shopper's emptied cart again: a new slot and `quantity` pieces of the same product. */
  async function refill(shopper: Buyer, quantity = 1) {
    const { app } = testApp();
    await selectSlot(app, shopper, nextSlot());
    await addToCart(app, shopper, [{ productId: shopper.product.productId, quantity }]);
  }

  async function statusOf(orderId: number) {
    const [row] = await testApp()
      .db.select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.statusId;
  }

  async function setStatus(orderId: number, statusId: number) {
    await testApp().db.update(orders).set({ statusId }).where(eq(orders.id, orderId));
  }

  describe('order/view', () => {
    it('answers the order with its status label, service, money, lines, history and payments', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 2 });
      const orderId = await paidOrder(app, shopper);
      const order = await dataOf<Order>(
        callAs(app, shopper, `/ebsn/api/order/view?order_id=${orderId}`),
      );
      const price = shopper.product.priceDisplay;
      expect(order).toMatchObject({
        orderId,
        orderStatusId: 3,
        orderStatusDescr: 'Ordinato',
        deliveryServiceId: 1,
        shippingAddress: { addressId: PICKUP_MILANO.addressId, addressName: expect.any(String) },
        timeslot: {
          timeslotId: shopper.slot.timeslotId,
          date: shopper.slot.date,
          beginTime: expect.stringMatching(/^\d\d:\d\d$/),
        },
        totalItems: 1,
        goodsTotal: price * 2,
        bags: 1,
        packagingTotal: 0.1,
        capturedAmount: null,
        orderInfos: { need_invoice: 'false' },
        paymentTypeId: 1,
        isCancelable: true,
        isModifiable: true,
        isPayable: false,
        orderItems: [
          {
            productId: shopper.product.productId,
            name: shopper.product.name,
            quantity: 2,
            weight: 0,
            finalWeight: null,
            unitPrice: price,
            product: { productId: shopper.product.productId },
          },
        ],
        statusHistory: [
          { orderStatusId: 1, orderStatusDescr: 'In validazione' },
          { orderStatusId: 3, orderStatusDescr: 'Ordinato' },
        ],
        payments: [{ status: 'authorized', cardLast4: '4242' }],
      });
      expect(Math.round(order.grossTotal * 100)).toBe(Math.round(price * 200) + 10);
      expect(order.createdAt).toBe(clock.now().toISOString());
    });

    it("another shopper's order id is not found, like an unknown one", async () => {
      const { app, db } = testApp();
      const owner = await buyer(app, db);
      const { orderId } = await boughtOrder(app, owner);
      const stranger = await createShopper(db);
      for (const id of [orderId, 999_999]) {
        expectFailure(
          await callAs(app, stranger, `/ebsn/api/order/view?order_id=${id}`),
          404,
          [orderMessages.orderNotFound.message],
          stranger.userId,
        );
      }
      expectFailure(
        await cancelAs(stranger, orderId),
        404,
        [orderMessages.orderNotFound.message],
        stranger.userId,
      );
      expectFailure(
        await callAs(app, stranger, `/ebsn/api/checkout/prebilled-amount?order_id=${orderId}`),
        404,
        [orderMessages.orderNotFound.message],
        stranger.userId,
      );
      expect((await dataOf<OrderList>(listAs(stranger))).orders).toEqual([]);
    });

    it("checkout/prebilled-amount answers the order's pre-authorised amount", async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const { orderId } = await boughtOrder(app, shopper);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(
        await dataOf(
          callAs(
            app,
            shopper,
            `/ebsn/api/checkout/prebilled-amount?payment_type_id=1&order_id=${orderId}`,
          ),
        ),
      ).toMatchObject({ orderId, prebilledAmount: (row?.preAuthorizedCents ?? 0) / 100 });
    });

    it('needs a session', async () => {
      expectFailure(await callAs(testApp().app, null, '/ebsn/api/order/view?order_id=1'), 419, [
        messages.sessionExpired.message,
      ]);
    });
  });

  describe('order/list', () => {
    it("answers the shopper's orders newest first, 12 a page by default", async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 1 });
      const ids: number[] = [];
      for (let index = 0; index < 14; index += 1) {
        clock.set(TODAY, `08:${String(index).padStart(2, '0')}`);
        if (index > 0) await refill(shopper);
        ids.push((await boughtOrder(app, shopper)).orderId);
      }
      const first = await dataOf<OrderList>(listAs(shopper));
      expect(first.page).toEqual({ selPage: 1, totPages: 2, totItems: 14, itemsPerPage: 12 });
      expect(first.orders.map((order) => order.orderId)).toEqual([...ids].reverse().slice(0, 12));
      expect(first.orders[0]?.orderItems).toBeUndefined();
      const second = await dataOf<OrderList>(listAs(shopper, '?page=2'));
      expect(second.orders.map((order) => order.orderId)).toEqual([ids[1], ids[0]]);
      const small = await dataOf<OrderList>(
        listAs(shopper, '?page=3&page_size=5&fetch_detail=true'),
      );
      expect(small.page).toEqual({ selPage: 3, totPages: 3, totItems: 14, itemsPerPage: 5 });
      expect(small.orders).toHaveLength(4);
      expect(small.orders[0]?.orderItems).toHaveLength(1);
      expect(small.orders[0]?.statusHistory).toHaveLength(1);
      expect(small.orders[0]?.payments).toHaveLength(1);
    });

    it('filters by waiting for payment, day placed and total', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 1 });
      const pending = (await boughtOrder(app, shopper)).orderId;
      clock.set('2026-03-11', '08:00');
      await refill(shopper, 5);
      const paid = await paidOrder(app, shopper);
      const idsOf = async (query: string) =>
        (await dataOf<OrderList>(listAs(shopper, query))).orders.map((order) => order.orderId);
      const totalOf = async (orderId: number) => {
        const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
        return ((row?.grossTotalCents ?? 0) / 100).toFixed(2);
      };

      expect(await idsOf('')).toEqual([paid, pending]);
      expect(await idsOf('?show_pending=false')).toEqual([paid]);
      expect(await idsOf('?from_date=2026-03-11')).toEqual([paid]);
      expect(await idsOf('?to_date=2026-03-10')).toEqual([pending]);
      expect(await idsOf('?from_date=2026-03-10&to_date=2026-03-11')).toEqual([paid, pending]);
      expect(await idsOf(`?to_gross_total=${await totalOf(pending)}`)).toEqual([pending]);
      expect(await idsOf(`?from_gross_total=${await totalOf(paid)}`)).toEqual([paid]);
      expect((await listAs(shopper, '?page=0')).statusCode).toBe(400);
    });

    it('filters by order type: pickup in store, company delivery, locker', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 1 });
      const pickup = await paidOrder(app, shopper);
      await refill(shopper);
      const locker = await paidOrder(app, shopper);
      // The order's service as a locker buy would have written it.
      await db.update(orders).set({ deliveryServiceId: 10000 }).where(eq(orders.id, locker));
      const idsOf = async (query: string) =>
        (await dataOf<OrderList>(listAs(shopper, query))).orders.map((order) => order.orderId);

      expect(await idsOf('?order_type=pickup')).toEqual([pickup]);
      expect(await idsOf('?order_type=locker')).toEqual([locker]);
      expect(await idsOf('?order_type=delivery')).toEqual([]);
      // Orders keep their id when modified: none is replaced, and the flag changes nothing.
      expect(await idsOf('?show_replaced=true')).toEqual([locker, pickup]);
      expect((await listAs(shopper, '?order_type=domicilio')).statusCode).toBe(400);
    });

    it('order/list-retry-payment answers the orders waiting for a payment', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const { orderId, paymentUrl } = await boughtOrder(app, shopper);
      await submitPayment(app, paymentUrl, { action: 'cancel' });
      const retry = await dataOf<{ orders: Order[] }>(
        callAs(app, shopper, '/ebsn/api/order/list-retry-payment'),
      );
      expect(retry.orders).toMatchObject([
        { orderId, orderStatusId: 1, orderStatusDescr: 'In validazione', isPayable: true },
      ]);
      const { paymentUrl: next } = await dataOf<{ paymentUrl: string }>(
        callAs(app, shopper, `/ebsn/api/order/payment?order_id=${orderId}`, { method: 'POST' }),
      );
      await submitPayment(app, next, APPROVED_CARD);
      expect(
        (
          await dataOf<{ orders: Order[] }>(
            callAs(app, shopper, '/ebsn/api/order/list-retry-payment'),
          )
        ).orders,
      ).toEqual([]);
    });
  });

  describe('order/delete', () => {
    it("cancels a paid order: 'Ordine {orderId} annullato', the slot's place back, the authorisation voided", async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const orderId = await paidOrder(app, shopper);
      const booked = await bookedCount(db, shopper.slot);
      const response = await cancelAs(shopper, orderId);
      const body = envelopeOf<Order>(response);
      expect(response.statusCode).toBe(200);
      expect(body.response.infos).toMatchObject([{ info: `Ordine ${orderId} annullato` }]);
      expect(body.data).toMatchObject({
        orderStatusId: 10,
        orderStatusDescr: 'Annullato',
        isCancelable: false,
        isPayable: false,
      });
      expect(await bookedCount(db, shopper.slot)).toBe(booked - 1);
      expect(await paymentRows(db, orderId)).toMatchObject([{ status: 'voided' }]);
      // Cancelling again changes nothing more.
      const again = await cancelAs(shopper, orderId);
      expect(again.statusCode).toBe(200);
      expect(await bookedCount(db, shopper.slot)).toBe(booked - 1);
    });

    it('cancels an order waiting for its payment: the pending payment is abandoned', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const { orderId } = await boughtOrder(app, shopper);
      await dataOf(cancelAs(shopper, orderId));
      expect(await paymentRows(db, orderId)).toMatchObject([{ status: 'abandoned' }]);
    });

    it.each([
      [4, 'In preparazione'],
      [6, 'Quasi pronto'],
      [7, 'In consegna'],
      [8, 'Consegnato'],
    ])('an order in status %i (%s) cannot be cancelled', async (statusId, label) => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const orderId = await paidOrder(app, shopper);
      await setStatus(orderId, statusId);
      const booked = await bookedCount(db, shopper.slot);
      expectFailure(
        await cancelAs(shopper, orderId),
        400,
        [`L'ordine ${orderId} non può più essere annullato: il suo stato è «${label}»`],
        shopper.userId,
      );
      expect(await bookedCount(db, shopper.slot)).toBe(booked);
      expect(await paymentRows(db, orderId)).toMatchObject([{ status: 'authorized' }]);
    });
  });

  describe('automatic cancellation of unpaid orders', () => {
    it('an order still unpaid 30 minutes after the buy is cancelled and gives its slot back', async () => {
      const { app, db } = testApp();
      const unpaid = await buyer(app, db);
      const unpaidOrder = (await boughtOrder(app, unpaid)).orderId;
      const paid = await buyer(app, db);
      const paidId = await paidOrder(app, paid);
      const booked = await bookedCount(db, unpaid.slot);

      clock.set(TODAY, '08:30');
      await cancelUnpaidOrders(app);
      expect(await statusOf(unpaidOrder)).toBe(1);

      clock.set(TODAY, '08:31');
      expect(await cancelUnpaidOrders(app)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(unpaidOrder)).toBe(10);
      expect(await statusOf(paidId)).toBe(3);
      expect(await bookedCount(db, unpaid.slot)).toBe(booked - 1);
      expect(await paymentRows(db, unpaidOrder)).toMatchObject([{ status: 'abandoned' }]);
    });

    it('asking to pay again gives the order another 30 minutes', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const { orderId, paymentUrl } = await boughtOrder(app, shopper);
      await submitPayment(app, paymentUrl, { action: 'cancel' });
      clock.set(TODAY, '08:20');
      await dataOf(
        callAs(app, shopper, `/ebsn/api/order/payment?order_id=${orderId}`, { method: 'POST' }),
      );
      clock.set(TODAY, '08:45');
      await cancelUnpaidOrders(app);
      expect(await statusOf(orderId)).toBe(1);
      clock.set(TODAY, '08:51');
      await cancelUnpaidOrders(app);
      expect(await statusOf(orderId)).toBe(10);
    });
  });
});
