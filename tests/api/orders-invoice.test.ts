import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages } from '../../src/domain/order-messages';
import { orders } from '../../server/db/schema';
import { buyer, NOW_TIME, paidOrder, TODAY } from './helpers/checkout';
import { callAs, createShopper, settableClock, type TestShopper } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

/** Every object the cross-reference table names starts where it says, and startxref finds it. */
function expectValidXref(pdf: string): void {
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  expect(pdf.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThanOrEqual(5);
  offsets.forEach((offset, index) => {
    expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
}

describe.each(backends)('order/invoice (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const invoiceAs = (shopper: TestShopper, orderId: number | string) =>
    callAs(testApp().app, shopper, `/ebsn/api/order/invoice?order_id=${orderId}`);

  async function orderWith(statusId: number, needInvoice: boolean) {
    const { app, db } = testApp();
    const shopper = await buyer(app, db, { quantity: 2 });
    const orderId = await paidOrder(app, shopper);
    await db.update(orders).set({ statusId, needInvoice }).where(eq(orders.id, orderId));
    return { shopper, orderId };
  }

  it('answers a valid PDF for a delivered order that asked for an invoice', async () => {
    const { shopper, orderId } = await orderWith(8, true);
    const response = await invoiceAs(shopper, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.body;
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(/^[\x20-\x7e\n]*$/.test(pdf)).toBe(true);
    expectValidXref(pdf);
    expect(pdf).toContain(`(Fattura dell'ordine ${orderId}) Tj`);
    expect(pdf).toContain(' \\200) Tj');
  });

  it('an order without need_invoice or not delivered answers the spec error', async () => {
    for (const [statusId, needInvoice] of [
      [8, false],
      [3, true],
    ] as const) {
      const { shopper, orderId } = await orderWith(statusId, needInvoice);
      expectFailure(
        await invoiceAs(shopper, orderId),
        400,
        [orderFollowUpMessages.invoiceError.message],
        shopper.userId,
      );
    }
  });

  it("another shopper's order is not found", async () => {
    const { orderId } = await orderWith(9, true);
    const other = await createShopper(testApp().db);
    expectFailure(
      await invoiceAs(other, orderId),
      404,
      [orderMessages.orderNotFound.message],
      other.userId,
    );
  });

  it('a malformed order id is refused with a clear message', async () => {
    const shopper = await createShopper(testApp().db);
    const response = await invoiceAs(shopper, '0');
    expectFailure(response, 400, ['Il parametro «order_id» deve essere almeno 1'], shopper.userId);
  });
});
