import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STATUS_ADDRESS_LOCKED, CART_STATUS_OPEN } from '../../src/domain/cart-status';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages, orderText } from '../../src/domain/order-messages';
import { ORDER_STATUS } from '../../src/domain/order-status';
import {
  carts,
  cartGiftCodes,
  giftCertificates,
  giftCertificateUses,
  orderItems,
  orders,
  orderStatusHistory,
} from '../../server/db/schema';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { advanceOrders } from '../../server/modules/orders/lifecycle';
import { cartCall, lineRows, pickProduct, type Cart } from './helpers/cart';
import {
  addDisabledLine,
  APPROVED_CARD,
  bookedCount,
  boughtOrder,
  buyAs,
  buyer,
  newKey,
  nextSlot,
  NOW_TIME,
  orderRows,
  paidOrder,
  paymentRows,
  PICKUP_MILANO,
  plainPezzo,
  selectSlot,
  submitPayment,
  TODAY,
  type BookedSlot,
  type Buyer,
  type Order,
  type PaymentStart,
} from './helpers/checkout';
import { cents } from './helpers/gifts';
import {
  callAs,
  createShopper,
  dataOf,
  envelopeOf,
  settableClock,
  type TestShopper,
} from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const warningsOf = (response: LightMyRequestResponse) =>
  (response.json() as { response: { warnings: { error: string }[] } }).response.warnings;

/** 'HH:MM' moved by `minutes` within the day. */
function shiftTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

describe.each(backends)('changing a confirmed order (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, NOW_TIME));

  const post = (shopper: TestShopper | null, url: string) =>
    callAs(testApp().app, shopper, url, { method: 'POST' });
  const modifyAs = (shopper: TestShopper | null, orderId: number) =>
    post(shopper, `/ebsn/api/order/modify?order_id=${orderId}`);
  const cancelModifyAs = (shopper: TestShopper | null, orderId: number) =>
    post(shopper, `/ebsn/api/order/modify-cancel?order_id=${orderId}`);
  const cartOf = (shopper: TestShopper) =>
    dataOf<Cart>(callAs(testApp().app, shopper, '/ebsn/api/cart/view'));
  const viewOf = (shopper: TestShopper, orderId: number) =>
    dataOf<Order>(callAs(testApp().app, shopper, `/ebsn/api/order/view?order_id=${orderId}`));
  const slotUrl = (slot: BookedSlot) =>
    `/ebsn/api/timeslot/select?sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`;

  async function orderRow(orderId: number) {
    const [row] = await testApp().db.select().from(orders).where(eq(orders.id, orderId));
    if (row === undefined) throw new Error(`No order ${orderId}`);
    return row;
  }

  async function cartRow(shopper: TestShopper) {
    const [row] = await testApp().db.select().from(carts).where(eq(carts.id, shopper.cartId));
    if (row === undefined) throw new Error('No cart');
    return row;
  }

  function itemsOfOrder(orderId: number) {
    return testApp()
      .db.select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  }

  function historyOf(orderId: number) {
    return testApp()
      .db.select({ statusId: orderStatusHistory.statusId })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  }

  /** The shopper's gift-code uses: certificate code and order (null while in the cart). */
  function usesOf(shopper: TestShopper) {
    return testApp()
      .db.select({ code: giftCertificates.code, orderId: giftCertificateUses.orderId })
      .from(giftCertificateUses)
      .innerJoin(giftCertificates, eq(giftCertificates.id, giftCertificateUses.certificateId))
      .where(eq(giftCertificateUses.userId, shopper.userId))
      .orderBy(asc(giftCertificates.code));
  }

  /** A paid order (status 3) of `quantity` pieces of a plain product. */
  async function confirmedOrder(options: { quantity?: number; codes?: readonly string[] } = {}) {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, { quantity: options.quantity ?? 3 });
    for (const code of options.codes ?? []) {
      await dataOf(post(shopper, `/ebsn/api/cart-giftcertificate/add_code?code=${code}`));
    }
    const orderId = await paidOrder(app, shopper);
    return { shopper, orderId };
  }

  /** Enough pieces of the buyers' product for the codes' minimum spend (40 €). */
  async function quantityOver40() {
    const product = await pickProduct(testApp().app, plainPezzo);
    return Math.ceil(4000 / cents(product.priceDisplay)) + 1;
  }

  async function setLineQuantity(shopper: Buyer, quantity: number) {
    const cart = await cartOf(shopper);
    const itemId = cart.cartItems[0]?.itemId;
    await dataOf(cartCall(testApp().app, shopper, 'update', { items: [{ itemId, quantity }] }));
  }

  describe('order/modify', () => {
    it("puts the order in the cart: status 7 with the order's lines, service, slot, infos, gift-code discount and modifyingOrderId", async () => {
      const { app } = testApp();
      const quantity = await quantityOver40();
      const shopper = await buyer(app, testApp().db, { quantity });
      await dataOf(post(shopper, '/ebsn/api/cart-giftcertificate/add_code?code=SPESA5'));
      for (const [property, value] of [
        ['order_comment', 'Citofonare Rossi'],
        ['need_invoice', 'true'],
      ]) {
        await dataOf(cartCall(app, shopper, 'update-cart-info', { property, value }));
      }
      const orderId = await paidOrder(app, shopper);
      // The cart booked a slot of its own after the buy: the modification gives it back.
      const ownSlot = nextSlot();
      await selectSlot(app, shopper, ownSlot);
      const ownBooked = await bookedCount(testApp().db, ownSlot);
      const orderBooked = await bookedCount(testApp().db, shopper.slot);

      const response = await modifyAs(shopper, orderId);
      const envelope = envelopeOf<Cart>(response);
      expect(response.statusCode).toBe(200);
      expect(envelope.response).toMatchObject({
        status: 0,
        infos: [
          { info: `Stai modificando l'ordine ${orderId}: conferma le modifiche alla cassa.` },
        ],
        warnings: [],
      });
      expect(envelope.data).toMatchObject({
        cartStatusId: CART_STATUS_ADDRESS_LOCKED,
        modifyingOrderId: orderId,
        cartItems: [{ product: { productId: shopper.product.productId }, quantity }],
        shippingAddress: { addressId: PICKUP_MILANO.addressId },
        store: { storeId: PICKUP_MILANO.storeId },
        timeslot: { timeslotId: shopper.slot.timeslotId, date: shopper.slot.date },
        cartInfos: { order_comment: 'Citofonare Rossi', need_invoice: 'true' },
        totalDiscount: 5,
        giftcodes: [{ code: 'SPESA5', applies: true, discount: 5 }],
      });
      expect(await bookedCount(testApp().db, shopper.slot)).toBe(orderBooked);
      expect(await bookedCount(testApp().db, ownSlot)).toBe(ownBooked - 1);
      expect(await usesOf(shopper)).toEqual([{ code: 'SPESA5', orderId: null }]);
      expect(await cartOf(shopper)).toMatchObject({ modifyingOrderId: orderId, cartStatusId: 7 });

      expect(await viewOf(shopper, orderId)).toMatchObject({
        orderStatusId: ORDER_STATUS.ordered,
        underModification: true,
        isModifiable: true,
      });
      const list = await dataOf<{ orders: Order[] }>(callAs(app, shopper, '/ebsn/api/order/list'));
      expect(list.orders.find((order) => order.orderId === orderId)?.underModification).toBe(true);

      // Asking again answers the same cart: nothing is added twice.
      const again = envelopeOf<Cart>(await modifyAs(shopper, orderId));
      expect(again.data.cartItems).toMatchObject([{ quantity }]);
      expect(again.data.modifyingOrderId).toBe(orderId);
      expect(again.response.infos).toEqual(envelope.response.infos);
    });

    it('an order not being changed says so, and an open cart has no modifyingOrderId', async () => {
      const { shopper, orderId } = await confirmedOrder();
      expect((await viewOf(shopper, orderId)).underModification).toBe(false);
      expect((await cartOf(shopper)).modifyingOrderId).toBeNull();
    });

    it('skips a product that cannot be bought now and names it; refuses when none can', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      const disabled = await addDisabledLine(app, db, orderId);
      const response = await modifyAs(shopper, orderId);
      // The text names the product; its code and values let the app say it in English too.
      expect(warningsOf(response)).toEqual([
        {
          error: orderText(orderFollowUpMessages.reorderSkipped, { names: 'Prodotto sospeso' }),
          code: orderFollowUpMessages.reorderSkipped.id,
          params: { names: 'Prodotto sospeso' },
        },
      ]);
      expect(
        envelopeOf<Cart>(response).data.cartItems.map((item) => item.product.productId),
      ).toEqual([shopper.product.productId]);

      const other = await confirmedOrder();
      await db
        .update(orderItems)
        .set({ productId: disabled.productId })
        .where(eq(orderItems.orderId, other.orderId));
      expectFailure(
        await modifyAs(other.shopper, other.orderId),
        400,
        [
          `Nessun prodotto dell'ordine ${other.orderId} è acquistabile ora: l'ordine non può essere modificato`,
        ],
        other.shopper.userId,
      );
      expect(await lineRows(db, other.shopper.cartId)).toEqual([]);
      expect((await cartRow(other.shopper)).cartStatusId).toBe(CART_STATUS_OPEN);
    });

    it('refuses an order waiting for payment, a delivered one, another shopper’s, and a cart with lines, changing nothing', async () => {
      const { app, db } = testApp();
      const waiting = await buyer(app, db);
      const { orderId: unpaid } = await boughtOrder(app, waiting);
      expectFailure(
        await modifyAs(waiting, unpaid),
        400,
        [`L'ordine ${unpaid} non può più essere modificato: il suo stato è «In validazione»`],
        waiting.userId,
      );

      const { shopper, orderId } = await confirmedOrder();
      await db
        .update(orders)
        .set({ statusId: ORDER_STATUS.delivered })
        .where(eq(orders.id, orderId));
      expectFailure(
        await modifyAs(shopper, orderId),
        400,
        [`L'ordine ${orderId} non può più essere modificato: il suo stato è «Consegnato»`],
        shopper.userId,
      );

      const owned = await confirmedOrder();
      const stranger = await createShopper(db);
      for (const id of [owned.orderId, 999_999]) {
        expectFailure(
          await modifyAs(stranger, id),
          404,
          [orderMessages.orderNotFound.message],
          stranger.userId,
        );
      }
      expectFailure(
        await cancelModifyAs(stranger, owned.orderId),
        404,
        [orderMessages.orderNotFound.message],
        stranger.userId,
      );

      await selectSlot(app, owned.shopper, nextSlot());
      await dataOf(
        cartCall(app, owned.shopper, 'add', {
          items: [{ productId: owned.shopper.product.productId, quantity: 1 }],
        }),
      );
      const before = await lineRows(db, owned.shopper.cartId);
      expectFailure(
        await modifyAs(owned.shopper, owned.orderId),
        400,
        [
          `Per modificare l'ordine ${owned.orderId} svuota prima il carrello o concludi la spesa in corso.`,
        ],
        owned.shopper.userId,
      );
      expect(await lineRows(db, owned.shopper.cartId)).toEqual(before);
      expect(await cartRow(owned.shopper)).toMatchObject({
        cartStatusId: CART_STATUS_OPEN,
        modifyingOrderId: null,
      });
      expect((await viewOf(owned.shopper, owned.orderId)).underModification).toBe(false);
      expect(await itemsOfOrder(owned.orderId)).toEqual([
        { productId: owned.shopper.product.productId, quantity: 3 },
      ]);
      expectFailure(await modifyAs(null, owned.orderId), 419, [
        'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      ]);
    });

    it('a cart changing one order cannot start changing another', async () => {
      const { app } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      await selectSlot(app, shopper, nextSlot());
      await dataOf(
        cartCall(app, shopper, 'add', {
          items: [{ productId: shopper.product.productId, quantity: 1 }],
        }),
      );
      const second = await paidOrder(app, shopper);
      await dataOf(modifyAs(shopper, orderId));
      expectFailure(
        await modifyAs(shopper, second),
        400,
        [orderText(orderMessages.cartNotEmptyForModify, { orderId: second })],
        shopper.userId,
      );
      expect((await cartRow(shopper)).modifyingOrderId).toBe(orderId);
    });
  });

  describe('the cart while it changes an order (status 7)', () => {
    it('refuses another address, store or service with the Italian reason and changes nothing', async () => {
      const { db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      await dataOf(modifyAs(shopper, orderId));
      const locked = [orderMessages.serviceLockedWhileModifying.message];
      expect(locked).toEqual([
        'Durante la modifica di un ordine non è possibile cambiare indirizzo o servizio.',
      ]);
      for (const url of [
        `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.siteBicocca}`,
        `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.lockerMilanoCentrale}`,
        `/ebsn/api/store/select?store_id=${STORE.como}`,
        `/ebsn/api/store-proximity/select?store_id=${STORE.como}`,
      ]) {
        const response = url.includes('store-proximity')
          ? await callAs(testApp().app, shopper, url)
          : await post(shopper, url);
        expectFailure(response, 400, locked, shopper.userId);
      }
      const cart = await cartOf(shopper);
      expect(cart).toMatchObject({
        cartStatusId: 7,
        shippingAddress: { addressId: PICKUP_MILANO.addressId },
        timeslot: { timeslotId: shopper.slot.timeslotId, date: shopper.slot.date },
      });
      expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 3 }]);
    });

    it('takes line, quantity, gift-code and info changes', async () => {
      const { app } = testApp();
      const quantity = await quantityOver40();
      const { shopper, orderId } = await confirmedOrder({ quantity });
      await dataOf(modifyAs(shopper, orderId));
      await setLineQuantity(shopper, quantity + 1);
      await dataOf(
        cartCall(app, shopper, 'update-cart-info', { property: 'order_comment', value: 'Piano 2' }),
      );
      await dataOf(post(shopper, '/ebsn/api/cart-giftcertificate/add_code?code=SPESA5'));
      expect(await cartOf(shopper)).toMatchObject({
        cartStatusId: 7,
        cartItems: [{ quantity: quantity + 1 }],
        cartInfos: { order_comment: 'Piano 2' },
        giftcodes: [{ code: 'SPESA5', applies: true }],
      });
    });

    it("a slot change keeps the order's place until the re-confirmation, which gives it back", async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      const [slotA, slotB, slotC] = [shopper.slot, nextSlot(), nextSlot()];
      const count = (slot: BookedSlot) => bookedCount(db, slot);
      const [a, b, c] = [await count(slotA), await count(slotB), await count(slotC)];
      await dataOf(modifyAs(shopper, orderId));

      await dataOf(callAs(app, shopper, slotUrl(slotB)));
      expect([await count(slotA), await count(slotB)]).toEqual([a, b + 1]);
      // From a slot of its own the cart gives its place back as usual.
      await dataOf(callAs(app, shopper, slotUrl(slotC)));
      expect([await count(slotA), await count(slotB), await count(slotC)]).toEqual([a, b, c + 1]);
      // Back on the order's slot: no second place.
      await dataOf(callAs(app, shopper, slotUrl(slotA)));
      expect([await count(slotA), await count(slotC)]).toEqual([a, c]);
      await dataOf(callAs(app, shopper, slotUrl(slotB)));
      expect([await count(slotA), await count(slotB)]).toEqual([a, b + 1]);

      const start = await dataOf<PaymentStart>(buyAs(app, shopper));
      expect(start.orderId).toBe(orderId);
      expect([await count(slotA), await count(slotB)]).toEqual([a - 1, b + 1]);
      expect(await viewOf(shopper, orderId)).toMatchObject({
        orderStatusId: ORDER_STATUS.ordered,
        timeslot: { timeslotId: slotB.timeslotId, date: slotB.date },
        underModification: false,
      });
    });
  });

  describe('re-confirming with checkout/buy', () => {
    it('a lower amount keeps the authorisation and status 3; the same key again changes nothing', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder({ quantity: 3 });
      const before = await orderRow(orderId);
      const [payment] = await paymentRows(db, orderId);
      await dataOf(modifyAs(shopper, orderId));
      await setLineQuantity(shopper, 2);

      const key = newKey();
      const response = await buyAs(app, shopper, { key });
      const envelope = envelopeOf<PaymentStart>(response);
      expect(response.statusCode).toBe(200);
      expect(envelope.response).toMatchObject({
        status: 0,
        infos: [{ info: `Ordine ${orderId} modificato` }],
      });
      expect(envelope.data).toEqual({
        orderId,
        paymentUrl: `/cart/payment-completed/${orderId}`,
      });

      const after = await orderRow(orderId);
      expect(after).toMatchObject({
        statusId: ORDER_STATUS.ordered,
        modificationKey: key,
        idempotencyKey: before.idempotencyKey,
      });
      expect(after.preAuthorizedCents).toBeLessThan(before.preAuthorizedCents);
      expect(after.goodsCents).toBe(cents(shopper.product.priceDisplay) * 2);
      expect(await itemsOfOrder(orderId)).toEqual([
        { productId: shopper.product.productId, quantity: 2 },
      ]);
      expect(await paymentRows(db, orderId)).toMatchObject([
        { id: payment?.id, status: 'authorized', amountCents: payment?.amountCents },
      ]);
      expect((await historyOf(orderId)).map((row) => row.statusId)).toEqual([1, 3, 3]);
      expect(await orderRows(db, shopper.userId)).toHaveLength(1);
      expect(await cartOf(shopper)).toMatchObject({
        cartStatusId: CART_STATUS_OPEN,
        modifyingOrderId: null,
        cartItems: [],
        timeslot: null,
      });

      const replay = envelopeOf<PaymentStart>(await buyAs(app, shopper, { key }));
      expect(replay.data).toEqual(envelope.data);
      expect(replay.response.infos).toEqual(envelope.response.infos);
      expect((await historyOf(orderId)).map((row) => row.statusId)).toEqual([1, 3, 3]);
      expect(await orderRow(orderId)).toEqual(after);
    });

    it('the same amount keeps the authorisation too', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder({ quantity: 3 });
      await dataOf(modifyAs(shopper, orderId));
      const start = await dataOf<PaymentStart>(buyAs(app, shopper));
      expect(start.paymentUrl).toBe(`/cart/payment-completed/${orderId}`);
      expect((await orderRow(orderId)).statusId).toBe(ORDER_STATUS.ordered);
      expect((await paymentRows(db, orderId)).map((row) => row.status)).toEqual(['authorized']);
    });

    it('a higher amount voids the authorisation and waits for a new payment, which the gateway takes', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder({ quantity: 2 });
      await dataOf(modifyAs(shopper, orderId));
      await setLineQuantity(shopper, 4);
      const response = await buyAs(app, shopper);
      const envelope = envelopeOf<PaymentStart>(response);
      expect(envelope.response.infos).toEqual([]);
      expect(envelope.data.orderId).toBe(orderId);
      expect(envelope.data.paymentUrl).toMatch(/^\/payment-gateway\/pay\/[A-Za-z0-9_-]{43}$/);

      const order = await orderRow(orderId);
      expect(order.statusId).toBe(ORDER_STATUS.inValidation);
      expect(order.paymentDeadline.getTime()).toBe(clock.now().getTime() + 30 * 60_000);
      expect(await paymentRows(db, orderId)).toMatchObject([
        { status: 'voided' },
        { status: 'pending', amountCents: order.preAuthorizedCents },
      ]);
      expect((await historyOf(orderId)).map((row) => row.statusId)).toEqual([1, 3, 1]);
      expect(await viewOf(shopper, orderId)).toMatchObject({
        isPayable: true,
        underModification: false,
        orderItems: [{ quantity: 4 }],
      });

      const paid = await submitPayment(app, envelope.data.paymentUrl, APPROVED_CARD);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/cart/payment-completed/${orderId}`);
      expect((await orderRow(orderId)).statusId).toBe(ORDER_STATUS.ordered);
      expect((await paymentRows(db, orderId)).map((row) => row.status)).toEqual([
        'voided',
        'authorized',
      ]);
    });

    it('the gift codes are settled to the same order again', async () => {
      const { app } = testApp();
      const quantity = await quantityOver40();
      const { shopper, orderId } = await confirmedOrder({ quantity, codes: ['SPESA5'] });
      const before = await orderRow(orderId);
      expect(before.discountCents).toBe(500);
      await dataOf(modifyAs(shopper, orderId));
      await dataOf(buyAs(app, shopper));
      expect((await orderRow(orderId)).discountCents).toBe(500);
      expect(await usesOf(shopper)).toEqual([{ code: 'SPESA5', orderId }]);
    });

    it('two re-confirmations at once update the order once', async () => {
      const { app, db } = testApp();
      const sameKey = await confirmedOrder({ quantity: 3 });
      await dataOf(modifyAs(sameKey.shopper, sameKey.orderId));
      await setLineQuantity(sameKey.shopper, 2);
      const key = newKey();
      const replies = await Promise.all(
        Array.from({ length: 4 }, () => buyAs(app, sameKey.shopper, { key })),
      );
      for (const reply of replies) {
        expect(reply.statusCode).toBe(200);
        expect(envelopeOf<PaymentStart>(reply).data).toEqual({
          orderId: sameKey.orderId,
          paymentUrl: `/cart/payment-completed/${sameKey.orderId}`,
        });
      }
      expect((await historyOf(sameKey.orderId)).map((row) => row.statusId)).toEqual([1, 3, 3]);
      expect(await paymentRows(db, sameKey.orderId)).toHaveLength(1);

      const twoKeys = await confirmedOrder({ quantity: 3 });
      await dataOf(modifyAs(twoKeys.shopper, twoKeys.orderId));
      await setLineQuantity(twoKeys.shopper, 2);
      const [first, second] = await Promise.all([
        buyAs(app, twoKeys.shopper),
        buyAs(app, twoKeys.shopper),
      ]);
      const codes = [first?.statusCode, second?.statusCode].sort();
      expect(codes).toEqual([200, 400]);
      const refused = first?.statusCode === 400 ? first : second;
      if (refused === undefined) throw new Error('No reply');
      expect(envelopeOf(refused).response.errors).toMatchObject([
        { error: orderMessages.emptyCart.message },
      ]);
      expect((await historyOf(twoKeys.orderId)).map((row) => row.statusId)).toEqual([1, 3, 3]);
      expect(await orderRows(db, twoKeys.shopper.userId)).toHaveLength(1);
    });

    it('an order that left status 3 meanwhile is refused and nothing changes', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      await dataOf(modifyAs(shopper, orderId));
      await setLineQuantity(shopper, 1);
      await db
        .update(orders)
        .set({ statusId: ORDER_STATUS.inPreparation })
        .where(eq(orders.id, orderId));
      expectFailure(
        await buyAs(app, shopper),
        400,
        [`L'ordine ${orderId} non può più essere modificato: il suo stato è «In preparazione»`],
        shopper.userId,
      );
      expect(await itemsOfOrder(orderId)).toEqual([
        { productId: shopper.product.productId, quantity: 3 },
      ]);
      expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 1 }]);
      expect((await cartRow(shopper)).modifyingOrderId).toBe(orderId);
    });
  });

  describe('order/modify-cancel', () => {
    it('the order stays as it was: codes, lines and place back, the cart empty and open', async () => {
      const { app, db } = testApp();
      const quantity = await quantityOver40();
      const { shopper, orderId } = await confirmedOrder({ quantity, codes: ['SPESA5'] });
      const before = await orderRow(orderId);
      const otherSlot = nextSlot();
      const otherBooked = await bookedCount(db, otherSlot);
      const orderBooked = await bookedCount(db, shopper.slot);
      await dataOf(modifyAs(shopper, orderId));
      await setLineQuantity(shopper, quantity + 2);
      // The order's code taken off, another one put on.
      await dataOf(post(shopper, '/ebsn/api/cart-giftcertificate/remove_code?code=SPESA5'));
      await dataOf(post(shopper, '/ebsn/api/cart-giftcertificate/add_code?code=BENVENUTO10'));
      await dataOf(callAs(app, shopper, slotUrl(otherSlot)));
      expect(await bookedCount(db, otherSlot)).toBe(otherBooked + 1);

      const response = await cancelModifyAs(shopper, orderId);
      const envelope = envelopeOf<Order>(response);
      expect(response.statusCode).toBe(200);
      expect(envelope.response.infos).toMatchObject([
        { info: `Modifiche annullate: l'ordine ${orderId} resta com'era.` },
      ]);
      expect(envelope.data).toMatchObject({
        orderId,
        orderStatusId: ORDER_STATUS.ordered,
        underModification: false,
        orderItems: [{ quantity }],
        timeslot: { timeslotId: shopper.slot.timeslotId, date: shopper.slot.date },
      });
      expect(await orderRow(orderId)).toEqual(before);
      // The order has its code again; the code added meanwhile stays in the cart.
      expect(await usesOf(shopper)).toEqual([
        { code: 'BENVENUTO10', orderId: null },
        { code: 'SPESA5', orderId },
      ]);
      expect(await bookedCount(db, otherSlot)).toBe(otherBooked);
      expect(await bookedCount(db, shopper.slot)).toBe(orderBooked);
      const cart = await cartOf(shopper);
      expect(cart).toMatchObject({
        cartStatusId: CART_STATUS_OPEN,
        modifyingOrderId: null,
        cartItems: [],
        timeslot: null,
        giftcodes: [{ code: 'BENVENUTO10', applies: false }],
      });
      expect(await cartRow(shopper)).toMatchObject({ modifyingOrderGiftCodes: [] });
      expect(
        await db.select().from(cartGiftCodes).where(eq(cartGiftCodes.cartId, shopper.cartId)),
      ).toHaveLength(1);

      // Nothing in progress: just the order.
      const again = envelopeOf<Order>(await cancelModifyAs(shopper, orderId));
      expect(again.response.infos).toEqual([]);
      expect(again.data.orderId).toBe(orderId);
    });

    it('order/delete of an order being changed gives the change up and cancels the order', async () => {
      const { db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      await dataOf(modifyAs(shopper, orderId));
      await dataOf(post(shopper, `/ebsn/api/order/delete?order_id=${orderId}`));
      expect((await orderRow(orderId)).statusId).toBe(ORDER_STATUS.cancelled);
      expect(await cartRow(shopper)).toMatchObject({
        cartStatusId: CART_STATUS_OPEN,
        modifyingOrderId: null,
      });
      expect(await lineRows(db, shopper.cartId)).toEqual([]);
    });
  });

  it('the preparation starting gives up a change in progress: the order as confirmed is prepared', async () => {
    const { app, db } = testApp();
    const quantity = await quantityOver40();
    const { shopper, orderId } = await confirmedOrder({ quantity, codes: ['SPESA5'] });
    const placed = await viewOf(shopper, orderId);
    const otherSlot = nextSlot();
    const otherBooked = await bookedCount(db, otherSlot);
    await dataOf(modifyAs(shopper, orderId));
    await setLineQuantity(shopper, quantity + 1);
    await dataOf(callAs(app, shopper, slotUrl(otherSlot)));

    clock.set(placed.timeslot.date, shiftTime(placed.timeslot.beginTime, -180));
    await advanceOrders(app);

    expect(await viewOf(shopper, orderId)).toMatchObject({
      orderStatusId: ORDER_STATUS.inPreparation,
      underModification: false,
      orderItems: [{ quantity }],
    });
    expect(await usesOf(shopper)).toEqual([{ code: 'SPESA5', orderId }]);
    expect(await bookedCount(db, otherSlot)).toBe(otherBooked);
    expect(await cartRow(shopper)).toMatchObject({
      cartStatusId: CART_STATUS_OPEN,
      modifyingOrderId: null,
    });
    expect(await lineRows(db, shopper.cartId)).toEqual([]);
  });

  describe('order/modify-payment-type', () => {
    const changeAs = (shopper: TestShopper | null, query: string) =>
      post(shopper, `/ebsn/api/order/modify-payment-type?${query}`);

    it('starts a new payment for an order waiting for one; the gateway takes it', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const { orderId, paymentUrl: first } = await boughtOrder(app, shopper);
      const start = await dataOf<PaymentStart>(
        changeAs(shopper, `order_id=${orderId}&payment_type_id=1&payment_data=%7B%7D`),
      );
      expect(start.orderId).toBe(orderId);
      expect(start.paymentUrl).not.toBe(first);
      expect(await paymentRows(db, orderId)).toMatchObject([
        { status: 'abandoned' },
        { status: 'pending' },
      ]);
      expect((await orderRow(orderId)).paymentTypeId).toBe(1);
      const paid = await submitPayment(app, start.paymentUrl, APPROVED_CARD);
      expect(paid.headers.location).toBe(`/cart/payment-completed/${orderId}`);
      expect((await orderRow(orderId)).statusId).toBe(ORDER_STATUS.ordered);
    });

    it('refuses a paid or cancelled order, an unknown type, a saved card, bad data and another shopper’s order', async () => {
      const { app, db } = testApp();
      const { shopper, orderId } = await confirmedOrder();
      expectFailure(
        await changeAs(shopper, `order_id=${orderId}&payment_type_id=1`),
        400,
        [`L'ordine ${orderId} è già stato pagato`],
        shopper.userId,
      );
      const waiting = await buyer(app, db);
      const { orderId: unpaid } = await boughtOrder(app, waiting);
      for (const [query, text] of [
        [`order_id=${unpaid}&payment_type_id=99`, 'Metodo di pagamento non disponibile'],
        [
          `order_id=${unpaid}&payment_type_id=1&user_payment_auth_id=5`,
          'Carta salvata non trovata',
        ],
        [
          `order_id=${unpaid}&payment_type_id=1&payment_data=nope`,
          'I dati di pagamento non sono validi',
        ],
        [
          `order_id=${unpaid}&payment_type_id=1&payment_data=%5B1%5D`,
          'I dati di pagamento non sono validi',
        ],
      ] as const) {
        expectFailure(await changeAs(waiting, query), 400, [text], waiting.userId);
      }
      expectFailure(
        await changeAs(shopper, `order_id=${unpaid}&payment_type_id=1`),
        404,
        [orderMessages.orderNotFound.message],
        shopper.userId,
      );
      expect((await paymentRows(db, unpaid)).map((row) => row.status)).toEqual(['pending']);

      await dataOf(post(waiting, `/ebsn/api/order/delete?order_id=${unpaid}`));
      expectFailure(
        await changeAs(waiting, `order_id=${unpaid}&payment_type_id=1`),
        400,
        [`L'ordine ${unpaid} non è in attesa di pagamento`],
        waiting.userId,
      );
    });
  });
});
