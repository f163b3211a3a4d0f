import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/domain/order-messages';
import { orders, orderStatusHistory } from '../../server/db/schema';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security';
import {
  APPROVED_CARD,
  boughtOrder,
  buyer,
  DECLINED_CARD,
  NOW_TIME,
  orderRows,
  paymentRows,
  submitPayment,
  TODAY,
  type PaymentStart,
} from './helpers/checkout';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

describe.each(backends)('sandbox payment gateway (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, NOW_TIME));

  async function bought() {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, { quantity: 2 });
    const start = await boughtOrder(app, shopper);
    const [order] = await orderRows(db, shopper.userId);
    if (order === undefined) throw new Error('No order');
    return { shopper, start, order };
  }

  async function statusOf(orderId: number) {
    const [row] = await testApp()
      .db.select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.statusId;
  }

  it('the hosted page shows the amount to pre-authorise and a card form, self-contained under the CSP', async () => {
    const { app } = testApp();
    const { start, order } = await bought();
    const page = await app.inject({ method: 'GET', url: start.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY.styleSrc).toContain("'unsafe-inline'");
    const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
      order.preAuthorizedCents / 100,
    );
    expect(page.body).toContain(amount);
    expect(page.body).toContain('Importo da pre-autorizzare');
    expect(page.body).toContain('name="card_number"');
    expect(page.body).toContain('Annulla pagamento');
    expect(page.body).toContain('4242 4242 4242 4242');
    // No script and nothing loaded from elsewhere.
    expect(page.body).not.toMatch(/<script|https?:\/\//i);
  });

  it('the approved test card pre-authorises the amount and the order becomes Ordinato', async () => {
    const { app, db } = testApp();
    const { shopper, start, order } = await bought();
    const response = await submitPayment(app, start.paymentUrl, APPROVED_CARD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/cart/payment-completed/${start.orderId}`);
    expect(await statusOf(start.orderId)).toBe(3);
    expect(await paymentRows(db, start.orderId)).toMatchObject([
      { status: 'authorized', amountCents: order.preAuthorizedCents, cardLast4: '4242' },
    ]);
    expect(
      (
        await db
          .select({ statusId: orderStatusHistory.statusId })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, start.orderId))
      ).map((row) => row.statusId),
    ).toEqual([1, 3]);
    const view = await dataOf<{ orderStatusDescr: string; isPayable: boolean }>(
      callAs(app, shopper, `/ebsn/api/order/view?order_id=${start.orderId}`),
    );
    expect(view).toMatchObject({ orderStatusDescr: 'Ordinato', isPayable: false });
  });

  it("a tampered amount field is ignored: the payment's own amount is authorised", async () => {
    const { app, db } = testApp();
    const { start, order } = await bought();
    const response = await submitPayment(app, start.paymentUrl, {
      ...APPROVED_CARD,
      amount: '0.01',
    });
    expect(response.statusCode).toBe(303);
    expect(await paymentRows(db, start.orderId)).toMatchObject([
      { status: 'authorized', amountCents: order.preAuthorizedCents },
    ]);
  });

  it('the declined test card leaves the order waiting for a payment, and order/payment starts a new one', async () => {
    const { app, db } = testApp();
    const { shopper, start, order } = await bought();
    const declined = await submitPayment(app, start.paymentUrl, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/cart/payment-error/${start.orderId}`);
    expect(await statusOf(start.orderId)).toBe(1);

    const retry = await dataOf<PaymentStart>(
      callAs(app, shopper, `/ebsn/api/order/payment?order_id=${start.orderId}`, { method: 'POST' }),
    );
    expect(retry.orderId).toBe(start.orderId);
    expect(retry.paymentUrl).not.toBe(start.paymentUrl);
    // Asking again while it is pending answers the same payment.
    expect(
      await dataOf<PaymentStart>(
        callAs(app, shopper, `/ebsn/api/order/payment?order_id=${start.orderId}`, {
          method: 'POST',
        }),
      ),
    ).toEqual(retry);
    const paid = await submitPayment(app, retry.paymentUrl, APPROVED_CARD);
    expect(paid.headers.location).toBe(`/cart/payment-completed/${start.orderId}`);
    expect(await paymentRows(db, start.orderId)).toMatchObject([
      { status: 'declined', cardLast4: '0002' },
      { status: 'authorized', amountCents: order.preAuthorizedCents },
    ]);
    expect(await statusOf(start.orderId)).toBe(3);
    expectFailure(
      await callAs(app, shopper, `/ebsn/api/order/payment?order_id=${start.orderId}`, {
        method: 'POST',
      }),
      400,
      [`L'ordine ${start.orderId} è già stato pagato`],
      shopper.userId,
    );
  });

  it("'Annulla pagamento' abandons the payment without card fields", async () => {
    const { app, db } = testApp();
    const { start } = await bought();
    const response = await submitPayment(app, start.paymentUrl, { action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/cart/payment-error/${start.orderId}`);
    expect(await paymentRows(db, start.orderId)).toMatchObject([{ status: 'abandoned' }]);
    expect(await statusOf(start.orderId)).toBe(1);
  });

  it('a concluded payment only redirects to its result: the form sent twice never pays twice', async () => {
    const { app, db } = testApp();
    const { start } = await bought();
    await submitPayment(app, start.paymentUrl, APPROVED_CARD);
    const again = await submitPayment(app, start.paymentUrl, DECLINED_CARD);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/cart/payment-completed/${start.orderId}`);
    const cancelled = await submitPayment(app, start.paymentUrl, { action: 'cancel' });
    expect(cancelled.headers.location).toBe(`/cart/payment-completed/${start.orderId}`);
    const page = await app.inject({ method: 'GET', url: start.paymentUrl });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/cart/payment-completed/${start.orderId}`);
    expect(await paymentRows(db, start.orderId)).toMatchObject([{ status: 'authorized' }]);
  });

  it('a malformed card shows the form again with the reasons and changes nothing', async () => {
    const { app, db } = testApp();
    const { start } = await bought();
    const response = await submitPayment(app, start.paymentUrl, {
      action: 'pay',
      holder: '<b>Anna</b>',
      card_number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Numero della carta non valido');
    expect(response.body).toContain('Data di scadenza non valida');
    expect(response.body).toContain('Codice di sicurezza (CVC) non valido');
    expect(response.body).toContain('&lt;b&gt;Anna&lt;/b&gt;');
    expect(response.body).not.toContain('<b>Anna</b>');
    const expired = await submitPayment(app, start.paymentUrl, {
      ...APPROVED_CARD,
      expiry: '01/26',
    });
    expect(expired.body).toContain('La carta è scaduta');
    expect(await paymentRows(db, start.orderId)).toMatchObject([{ status: 'pending' }]);
  });

  it('after the payment deadline the payment is abandoned', async () => {
    const { app, db } = testApp();
    const { start } = await bought();
    clock.set(TODAY, '08:31');
    const response = await submitPayment(app, start.paymentUrl, APPROVED_CARD);
    expect(response.headers.location).toBe(`/cart/payment-error/${start.orderId}`);
    expect(await paymentRows(db, start.orderId)).toMatchObject([{ status: 'abandoned' }]);
    expect(await statusOf(start.orderId)).toBe(1);
  });

  it('an unknown or malformed token answers an HTML page, never an envelope', async () => {
    const { app } = testApp();
    const unknown = await app.inject({
      method: 'GET',
      url: `/payment-gateway/pay/${'a'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('Pagamento non trovato');
    const malformed = await app.inject({ method: 'GET', url: '/payment-gateway/pay/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toBe('text/html; charset=utf-8');
    const posted = await submitPayment(
      app,
      `/payment-gateway/pay/${'b'.repeat(43)}`,
      APPROVED_CARD,
    );
    expect(posted.statusCode).toBe(404);
  });

  it('an order cancelled before paying cannot be paid any more', async () => {
    const { app, db } = testApp();
    const { shopper, start } = await bought();
    await dataOf(
      callAs(app, shopper, `/ebsn/api/order/delete?order_id=${start.orderId}`, { method: 'POST' }),
    );
    const response = await submitPayment(app, start.paymentUrl, APPROVED_CARD);
    expect(response.headers.location).toBe(`/cart/payment-error/${start.orderId}`);
    expect(await paymentRows(db, start.orderId)).toMatchObject([{ status: 'abandoned' }]);
    expect(await statusOf(start.orderId)).toBe(10);
    expectFailure(
      await callAs(app, shopper, `/ebsn/api/order/payment?order_id=${start.orderId}`, {
        method: 'POST',
      }),
      400,
      [`L'ordine ${start.orderId} non è in attesa di pagamento`],
      shopper.userId,
    );
  });

  it("another shopper's order cannot be paid again through the API", async () => {
    const { app, db } = testApp();
    const { start } = await bought();
    const stranger = await buyer(app, db);
    expectFailure(
      await callAs(app, stranger, `/ebsn/api/order/payment?order_id=${start.orderId}`, {
        method: 'POST',
      }),
      404,
      [orderMessages.orderNotFound.message],
      stranger.userId,
    );
  });
});
