import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { CART_STATUS_FROZEN, CART_STATUS_OPEN } from '../../src/domain/cart-status';
import { serviceMessages } from '../../src/domain/delivery-services';
import { messages } from '../../src/domain/messages';
import { orderMessages } from '../../src/domain/order-messages';
import {
  cartItems,
  carts,
  cartServices,
  giftCertificateUses,
  orderItems,
  orderStatusHistory,
  products,
} from '../../server/db/schema';
import { pickProduct } from './helpers/cart';
import {
  addToCart,
  bookedCount,
  boughtOrder,
  buyAs,
  buyer,
  COMPANY_BICOCCA,
  newKey,
  NOW_TIME,
  orderRows,
  paymentRows,
  plainPezzo,
  plainSfuso,
  PICKUP_MILANO,
  selectSlot,
  TODAY,
  type CheckoutTotals,
  type PaymentStart,
} from './helpers/checkout';
import {
  callAs,
  createShopper,
  dataOf,
  envelopeOf,
  serveCartsAt,
  settableClock,
} from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type Cart = import('../../src/api/ebsn').components['schemas']['Cart'];
type PrepareData = { cart: Cart; totals: CheckoutTotals; paymentTypes: unknown[] };

const cents = (euros: number) => Math.round(euros * 100);

describe.each(backends)('checkout (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, NOW_TIME));

  const prepare = (shopper: Parameters<typeof callAs>[1], query = '') =>
    callAs(testApp().app, shopper, `/ebsn/api/checkout/prepare${query}`, { method: 'POST' });

  describe('reference lists', () => {
    it('packaging-type/list answers the compostable bag (default) and no bag in data.products', async () => {
      const data = await dataOf<{ products: unknown[] }>(
        callAs(testApp().app, null, '/ebsn/api/packaging-type/list'),
      );
      expect(data.products).toEqual([
        {
          packagingTypeId: 1,
          name: 'Sacchetto compostabile',
          description: expect.any(String),
          unitPrice: 0.1,
          isDefault: true,
        },
        {
          packagingTypeId: 2,
          name: 'Nessun sacchetto',
          description: expect.any(String),
          unitPrice: 0,
          isDefault: false,
        },
      ]);
    });

    it('payment-type/list-auth answers no saved authorisations, needs a session and a known type', async () => {
      const { app, db } = testApp();
      const shopper = await createShopper(db);
      expect(
        await dataOf(callAs(app, shopper, '/ebsn/api/payment-type/list-auth?payment_type_id=1')),
      ).toEqual({ auths: [] });
      expectFailure(
        await callAs(app, shopper, '/ebsn/api/payment-type/list-auth?payment_type_id=9'),
        400,
        [orderMessages.paymentTypeUnknown.message],
        shopper.userId,
      );
      expectFailure(await callAs(app, null, '/ebsn/api/payment-type/list-auth'), 419, [
        messages.sessionExpired.message,
      ]);
    });

    it('delivery-fee/view: pickup is free, company delivery 2,90 € until 50 € of goods', async () => {
      const { app, db } = testApp();
      const visitor = await dataOf<Record<string, unknown>>(
        callAs(app, null, '/ebsn/api/delivery-fee/view'),
      );
      expect(visitor).toMatchObject({ deliveryServiceId: null, deliveryFee: 0 });
      expect(visitor.fees).toEqual(
        expect.arrayContaining([
          { deliveryServiceId: 1, fee: 0, freeFrom: null },
          { deliveryServiceId: 2, fee: 2.9, freeFrom: 50 },
        ]),
      );

      const pickup = await buyer(app, db);
      expect(await dataOf(callAs(app, pickup, '/ebsn/api/delivery-fee/view'))).toMatchObject({
        deliveryServiceId: 1,
        deliveryFee: 0,
        missingForFreeDelivery: null,
      });

      const company = await buyer(app, db, {
        place: COMPANY_BICOCCA,
        slot: { timeslotId: 201, date: '2026-03-12' },
        quantity: 1,
      });
      const fee = await dataOf<{ deliveryFee: number; missingForFreeDelivery: number }>(
        callAs(app, company, '/ebsn/api/delivery-fee/view'),
      );
      expect(fee.deliveryFee).toBe(2.9);
      expect(cents(fee.missingForFreeDelivery)).toBe(5000 - cents(company.product.priceDisplay));
    });
  });

  describe('checkout/prepare', () => {
    it('answers the cart, the totals and the pre-authorised amount without changing anything', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 12 });
      const data = await dataOf<PrepareData>(prepare(shopper));
      const goods = cents(shopper.product.priceDisplay) * 12;
      expect(data.cart.cartId).toBe(shopper.cartId);
      expect(data.paymentTypes).toEqual([{ paymentTypeId: 1, name: 'Carta di credito o debito' }]);
      // 12 pieces need 2 compostable bags at 0,10 €; pickup is free; nothing sold by weight.
      expect(data.totals).toEqual({
        goodsTotal: goods / 100,
        totalPriceVariable: 0,
        discount: 0,
        deliveryFee: 0,
        packagingTypeId: 1,
        bags: 2,
        packagingTotal: 0.2,
        grossTotal: (goods + 20) / 100,
        variableSurchargePercent: 30,
        variableSurcharge: 0,
        prebilledAmount: (goods + 20) / 100,
      });
      expect(await orderRows(db, shopper.userId)).toEqual([]);
    });

    it('the pre-authorised amount adds 30% of the variable-weight part, and no bag costs nothing', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 1 });
      const sfuso = await pickProduct(app, plainSfuso);
      const weight = Number(sfuso.productInfos.WEIGHT_SELLING ?? '1');
      await addToCart(app, shopper, [{ productId: sfuso.productId, quantity: weight }]);
      const { totals } = await dataOf<PrepareData>(prepare(shopper, '?packaging_type_id=2'));
      const variable = cents(totals.totalPriceVariable);
      expect(variable).toBeGreaterThan(0);
      expect(totals).toMatchObject({ packagingTypeId: 2, bags: 1, packagingTotal: 0 });
      expect(cents(totals.variableSurcharge)).toBe(Math.ceil((variable * 30) / 100));
      expect(cents(totals.prebilledAmount)).toBe(
        cents(totals.grossTotal) + cents(totals.variableSurcharge),
      );
      expect(
        await dataOf<{ prebilledAmount: number; orderId: null }>(
          callAs(
            app,
            shopper,
            '/ebsn/api/checkout/prebilled-amount?payment_type_id=1&packaging_type_id=2',
          ),
        ),
      ).toMatchObject({ orderId: null, prebilledAmount: totals.prebilledAmount });
    });

    it('refuses an empty cart, a cart without address, without slot, and an unknown packaging', async () => {
      const { app, db } = testApp();
      const empty = await createShopper(db);
      expectFailure(await prepare(empty), 400, [orderMessages.emptyCart.message], empty.userId);

      const noAddress = await createShopper(db);
      const product = await pickProduct(app, plainPezzo);
      await db
        .insert(cartItems)
        .values({ cartId: noAddress.cartId, productId: product.productId, quantity: 1 });
      const refused = await prepare(noAddress);
      expect(envelopeOf(refused).response.errors[0]?.error).toBe(
        orderMessages.addressRequired.message,
      );

      const noSlot = await buyer(app, db);
      await db
        .update(cartServices)
        .set({ timeslotId: null, timeslotDate: null })
        .where(eq(cartServices.cartId, noSlot.cartId));
      expectFailure(
        await prepare(noSlot),
        400,
        [orderMessages.timeslotRequired.message],
        noSlot.userId,
      );

      const shopper = await buyer(app, db);
      expectFailure(
        await prepare(shopper, '?packaging_type_id=7'),
        400,
        [orderMessages.packagingUnknown.message],
        shopper.userId,
      );
    });

    it('re-checks the slot: one that has begun is refused with the reason', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { slot: { timeslotId: 101, date: '2026-03-11' } });
      clock.set('2026-03-11', '09:30');
      expectFailure(
        await prepare(shopper),
        400,
        [orderMessages.timeslotUnsuitable.message, serviceMessages.slotBegun.message],
        shopper.userId,
      );
    });

    it('re-checks the lead time of a product added after the slot was booked', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { slot: { timeslotId: 110, date: '2026-03-10' } });
      const [slow] = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`(${products.infos} ->> 'LEAD_TIME')::int >= 24`)
        .limit(1);
      if (slow === undefined) throw new Error('No seeded product with a lead time');
      await db
        .insert(cartItems)
        .values({ cartId: shopper.cartId, productId: slow.id, quantity: 1 });
      expectFailure(
        await prepare(shopper),
        400,
        [orderMessages.timeslotUnsuitable.message, serviceMessages.slotUnderLeadTime.message],
        shopper.userId,
      );
    });

    it('needs a session', async () => {
      expectFailure(await prepare(null), 419, [messages.sessionExpired.message]);
    });
  });

  describe('checkout/buy', () => {
    it('creates the order from the cart, moves the slot to it, empties the cart and starts a payment', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 4 });
      await dataOf(
        callAs(app, shopper, '/ebsn/api/cart/update-cart-info', {
          method: 'POST',
          payload: { property: 'order_comment', value: 'Citofono Rossi' },
        }),
      );
      await dataOf(
        callAs(app, shopper, '/ebsn/api/cart/update-cart-info', {
          method: 'POST',
          payload: { property: 'need_invoice', value: 'true' },
        }),
      );
      const booked = await bookedCount(db, shopper.slot);
      const { totals } = await dataOf<PrepareData>(prepare(shopper));

      const result = await dataOf<PaymentStart>(buyAs(app, shopper));

      expect(result.paymentUrl).toMatch(/^\/payment-gateway\/pay\/[A-Za-z0-9_-]{43}$/);
      const [order] = await orderRows(db, shopper.userId);
      expect(order).toMatchObject({
        id: result.orderId,
        statusId: 1,
        deliveryServiceId: 1,
        addressId: PICKUP_MILANO.addressId,
        storeId: PICKUP_MILANO.storeId,
        warehouseId: PICKUP_MILANO.warehouseId,
        timeslotId: shopper.slot.timeslotId,
        timeslotDate: shopper.slot.date,
        goodsCents: cents(totals.goodsTotal),
        grossTotalCents: cents(totals.grossTotal),
        preAuthorizedCents: cents(totals.prebilledAmount),
        capturedCents: null,
        orderComment: 'Citofono Rossi',
        needInvoice: true,
        paymentTypeId: 1,
      });
      expect(order?.paymentDeadline.getTime()).toBe(clock.now().getTime() + 30 * 60_000);
      expect(
        await db.select().from(orderItems).where(eq(orderItems.orderId, result.orderId)),
      ).toMatchObject([
        {
          productId: shopper.product.productId,
          name: shopper.product.name,
          quantity: 4,
          soldByWeight: false,
          finalWeight: null,
          unitPriceCents: cents(shopper.product.priceDisplay),
          grossTotalCents: cents(shopper.product.priceDisplay) * 4,
        },
      ]);
      expect(
        await db
          .select({ statusId: orderStatusHistory.statusId })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, result.orderId)),
      ).toEqual([{ statusId: 1 }]);
      expect(await paymentRows(db, result.orderId)).toMatchObject([
        { status: 'pending', provider: 'sandbox', amountCents: cents(totals.prebilledAmount) },
      ]);
      // The booking is the order's now: still counted, and the cart holds no slot.
      expect(await bookedCount(db, shopper.slot)).toBe(booked);
      const cart = await dataOf<Cart>(callAs(app, shopper, '/ebsn/api/cart/view'));
      expect(cart).toMatchObject({
        cartItems: [],
        timeslot: null,
        cartInfos: {},
        cartStatusId: CART_STATUS_OPEN,
        shippingAddress: { addressId: PICKUP_MILANO.addressId },
      });
    });

    it('without the shop rules accepted nothing is ordered', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      for (const query of ['', 'rules_accepted=false']) {
        expectFailure(
          await buyAs(app, shopper, { query }),
          400,
          [orderMessages.rulesNotAccepted.message],
          shopper.userId,
        );
      }
      expect(await orderRows(db, shopper.userId)).toEqual([]);
    });

    it('refuses a missing idempotency key, a saved authorisation that does not exist, bad payment data', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      expectFailure(
        await buyAs(app, shopper, { key: null }),
        400,
        ['Il parametro «idempotency-key» è obbligatorio'],
        shopper.userId,
      );
      expectFailure(
        await buyAs(app, shopper, { key: 'corta' }),
        400,
        ['Il parametro «idempotency-key» non è valido'],
        shopper.userId,
      );
      expectFailure(
        await buyAs(app, shopper, { query: 'rules_accepted=true&user_payment_auth_id=5' }),
        400,
        [orderMessages.paymentAuthUnknown.message],
        shopper.userId,
      );
      expectFailure(
        await buyAs(app, shopper, {
          query: `rules_accepted=true&payment_data=${encodeURIComponent('[1,2]')}`,
        }),
        400,
        [orderMessages.paymentDataInvalid.message],
        shopper.userId,
      );
      expect(await orderRows(db, shopper.userId)).toEqual([]);
      const accepted = await buyAs(app, shopper, {
        query: `rules_accepted=true&payment_type_id=1&payment_data=${encodeURIComponent('{}')}`,
      });
      expect(accepted.statusCode).toBe(200);
    });

    it('the same idempotency key answers the same order and payment, never a second one', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const key = newKey();
      const first = await dataOf<PaymentStart>(buyAs(app, shopper, { key }));
      // The shopper fills the cart again; a retried request of the first buy changes nothing.
      await selectSlot(app, shopper, { timeslotId: 105, date: '2026-03-16' });
      await addToCart(app, shopper, [{ productId: shopper.product.productId, quantity: 1 }]);
      const again = await dataOf<PaymentStart>(buyAs(app, shopper, { key }));
      expect(again).toEqual(first);
      expect(await orderRows(db, shopper.userId)).toHaveLength(1);
      expect(await paymentRows(db, first.orderId)).toHaveLength(1);
      const cart = await dataOf<Cart>(callAs(app, shopper, '/ebsn/api/cart/view'));
      expect(cart.cartItems).toHaveLength(1);
    });

    it('a second buy of the emptied cart with another key finds it empty', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      await boughtOrder(app, shopper);
      expectFailure(
        await buyAs(app, shopper),
        400,
        [orderMessages.emptyCart.message],
        shopper.userId,
      );
      expect(await orderRows(db, shopper.userId)).toHaveLength(1);
    });

    it('a refused buy leaves the cart, the slot and the booking as they were', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { slot: { timeslotId: 102, date: '2026-03-11' } });
      const booked = await bookedCount(db, shopper.slot);
      clock.set('2026-03-11', '10:05');
      expectFailure(
        await buyAs(app, shopper),
        400,
        [orderMessages.timeslotUnsuitable.message, serviceMessages.slotBegun.message],
        shopper.userId,
      );
      expect(await orderRows(db, shopper.userId)).toEqual([]);
      expect(await bookedCount(db, shopper.slot)).toBe(booked);
      const [service] = await db
        .select()
        .from(cartServices)
        .where(eq(cartServices.cartId, shopper.cartId));
      expect(service).toMatchObject({ timeslotId: 102, timeslotDate: '2026-03-11' });
      expect(
        await db.select().from(cartItems).where(eq(cartItems.cartId, shopper.cartId)),
      ).toHaveLength(1);
    });

    it('prices come from the catalogue at the buy, and the order keeps its name and price', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db, { quantity: 2 });
      const { orderId } = await boughtOrder(app, shopper);
      const order = await dataOf<{ orderItems: { name: string; unitPrice: number }[] }>(
        callAs(app, shopper, `/ebsn/api/order/view?order_id=${orderId}`),
      );
      expect(order.orderItems).toMatchObject([
        { name: shopper.product.name, unitPrice: shopper.product.priceDisplay },
      ]);
    });
  });

  describe('gift codes', () => {
    it('the discount of an applied code goes into the totals and the order; cancelling frees a once-per-user code', async () => {
      const { app, db } = testApp();
      const probe = await pickProduct(app, plainPezzo);
      const quantity = Math.ceil(4000 / cents(probe.priceDisplay)) + 1;
      const shopper = await buyer(app, db, { quantity });
      for (const code of ['SPESA5', 'BENVENUTO10']) {
        await dataOf(
          callAs(app, shopper, `/ebsn/api/cart-giftcertificate/add_code?code=${code}`, {
            method: 'POST',
          }),
        );
      }
      const { totals } = await dataOf<PrepareData>(prepare(shopper));
      const goods = cents(totals.goodsTotal);
      const discount = 500 + Math.round(goods * 0.1);
      expect(Math.abs(cents(totals.discount) - discount)).toBeLessThanOrEqual(1);
      expect(cents(totals.grossTotal)).toBe(goods - cents(totals.discount) + 10 * totals.bags);

      const { orderId } = await boughtOrder(app, shopper);
      const [order] = await orderRows(db, shopper.userId);
      expect(order?.discountCents).toBe(cents(totals.discount));
      const uses = await db
        .select({ orderId: giftCertificateUses.orderId })
        .from(giftCertificateUses)
        .where(eq(giftCertificateUses.userId, shopper.userId));
      expect(uses).toEqual([{ orderId }, { orderId }]);

      await dataOf(
        callAs(app, shopper, `/ebsn/api/order/delete?order_id=${orderId}`, { method: 'POST' }),
      );
      expect(
        await db
          .select()
          .from(giftCertificateUses)
          .where(eq(giftCertificateUses.userId, shopper.userId)),
      ).toEqual([]);
    });
  });

  describe('cart/close', () => {
    it('freezes the cart: lines cannot change, the buy still takes it and reopens it empty', async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const frozen = await dataOf<Cart>(
        callAs(app, shopper, `/ebsn/api/cart/close?cart_id=${shopper.cartId}`, { method: 'POST' }),
      );
      expect(frozen.cartStatusId).toBe(CART_STATUS_FROZEN);
      // Freezing again changes nothing.
      await dataOf(
        callAs(app, shopper, `/ebsn/api/cart/close?cart_id=${shopper.cartId}`, { method: 'POST' }),
      );
      expectFailure(
        await callAs(app, shopper, '/ebsn/api/cart/add', {
          method: 'POST',
          payload: { items: [{ productId: shopper.product.productId, quantity: 1 }] },
        }),
        400,
        [cartMessages.cartNotEditable.message],
        shopper.userId,
      );
      await boughtOrder(app, shopper);
      const [cart] = await db.select().from(carts).where(eq(carts.id, shopper.cartId));
      expect(cart?.cartStatusId).toBe(CART_STATUS_OPEN);
    });

    it("cart/reopen unfreezes; another shopper's cart id is not found", async () => {
      const { app, db } = testApp();
      const shopper = await buyer(app, db);
      const other = await createShopper(db);
      expectFailure(
        await callAs(app, shopper, `/ebsn/api/cart/close?cart_id=${other.cartId}`, {
          method: 'POST',
        }),
        404,
        [orderMessages.cartNotFound.message],
        shopper.userId,
      );
      await dataOf(
        callAs(app, shopper, `/ebsn/api/cart/close?cart_id=${shopper.cartId}`, { method: 'POST' }),
      );
      const reopened = await dataOf<Cart>(
        callAs(app, shopper, '/ebsn/api/cart/reopen', { method: 'POST' }),
      );
      expect(reopened.cartStatusId).toBe(CART_STATUS_OPEN);
      await addToCart(app, shopper, [{ productId: shopper.product.productId, quantity: 1 }]);
    });

    it('a cart whose order is being changed cannot be frozen', async () => {
      const { app, db } = testApp();
      const shopper = await createShopper(db);
      await serveCartsAt(db, [shopper], PICKUP_MILANO);
      await db.update(carts).set({ cartStatusId: 7 }).where(eq(carts.id, shopper.cartId));
      expectFailure(
        await callAs(app, shopper, `/ebsn/api/cart/close?cart_id=${shopper.cartId}`, {
          method: 'POST',
        }),
        400,
        [orderMessages.freezeCart.message],
        shopper.userId,
      );
    });
  });
});
