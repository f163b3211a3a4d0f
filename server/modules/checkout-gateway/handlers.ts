/**
 * The sandbox gateway's hosted payment page, `/payment-gateway/pay/{token}` (outside /ebsn/api,
 * HTML and redirects, no envelope). The token in the address is the page's only credential; the
 * amount is always the payment's own, read on the server, never a form field.
 *
 * A submission runs in one transaction on the locked payment row: a payment already concluded
 * only redirects to its result, so a form sent twice never pays twice. An approved payment makes
 * the order 3 'Ordinato'; a declined or abandoned one leaves it waiting for a payment (status 1),
 * which order/payment starts again.
 */
import type { FastifyReply } from 'fastify';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import type { Db } from '../../db/client';
import type { OperationHandler } from '../../http/contract';
import { lockOrderById, moveOrder } from '../orders/repository';
import {
  sandboxProvider,
  type CardInput,
  type PaymentProvider,
} from '../checkout-payments/provider';
import {
  findPaymentByToken,
  lockPaymentByToken,
  movePayment,
  resultUrl,
  type GatewayPayment,
} from '../checkout-payments/repository';
import { parseCardForm } from './card-form';
import { messagePage, paymentPage } from './page';

export const PAYMENT_NOT_FOUND = 'Pagamento non trovato';

function isPaid(payment: Pick<GatewayPayment, 'status'>): boolean {
  return payment.status === 'authorized' || payment.status === 'captured';
}

function html(reply: FastifyReply, statusCode: number, body: string): string {
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return body;
}

function redirect(reply: FastifyReply, orderId: number, paid: boolean): string {
  reply.code(303).header('location', resultUrl(orderId, paid)).header('cache-control', 'no-store');
  return '';
}

function notFound(reply: FastifyReply): string {
  return html(reply, 404, messagePage(PAYMENT_NOT_FOUND, [PAYMENT_NOT_FOUND]));
}

type Submission =
  { readonly action: 'cancel' } | { readonly action: 'pay'; readonly card: CardInput };

/**
 * Concludes the locked payment as the shopper asked and says whether it is paid; a payment that
 * was concluded meanwhile keeps its result.
 */
async function conclude(
  tx: Db,
  payment: GatewayPayment,
  submission: Submission,
  provider: PaymentProvider,
  now: Date,
): Promise<boolean> {
  if (payment.status !== 'pending') return isPaid(payment);
  if (submission.action === 'cancel' || now.getTime() > payment.paymentDeadline.getTime()) {
    await movePayment(tx, payment.id, 'pending', 'abandoned', now);
    return false;
  }
  const outcome = await provider.authorize({
    paymentId: payment.id,
    amountCents: payment.amountCents,
    card: submission.card,
  });
  await movePayment(tx, payment.id, 'pending', outcome.status, now, {
    reference: outcome.reference,
    cardLast4: outcome.cardLast4,
  });
  if (outcome.status !== 'authorized') return false;
  const confirmed = await moveOrder(
    tx,
    payment.orderId,
    [ORDER_STATUS.inValidation],
    ORDER_STATUS.ordered,
    now,
  );
  if (confirmed) return true;
  // The order was cancelled while the shopper typed: nothing may stay authorised.
  await provider.voidAuthorization(outcome.reference);
  await movePayment(tx, payment.id, 'authorized', 'voided', now);
  return false;
}

const paymentGatewayPage: OperationHandler<'paymentGatewayPage'> = async (request, reply) => {
  const payment = await findPaymentByToken(request.server.database.db, request.params.token);
  if (payment === null) return notFound(reply);
  if (payment.status !== 'pending') return redirect(reply, payment.orderId, isPaid(payment));
  return html(
    reply,
    200,
    paymentPage({ orderId: payment.orderId, amountCents: payment.amountCents }),
  );
};

const paymentGatewaySubmit: OperationHandler<'paymentGatewaySubmit'> = async (request, reply) => {
  const app = request.server;
  const { db } = app.database;
  const { token } = request.params;
  const form = request.body;
  const now = app.clock();
  const found = await findPaymentByToken(db, token);
  if (found === null) return notFound(reply);

  let submission: Submission = { action: 'cancel' };
  if (form.action === 'pay') {
    if (found.status !== 'pending') return redirect(reply, found.orderId, isPaid(found));
    const parsed = parseCardForm(form, now);
    if (!parsed.ok) {
      const page = paymentPage({
        orderId: found.orderId,
        amountCents: found.amountCents,
        errors: parsed.errors,
        holder: form.holder ?? '',
      });
      return html(reply, 400, page);
    }
    submission = { action: 'pay', card: parsed.card };
  }

  const result = await db.transaction(async (tx) => {
    // The order row first, then the payment: the order's own calls lock in the same order.
    await lockOrderById(tx, found.orderId);
    const payment = await lockPaymentByToken(tx, token);
    if (payment === null) return null;
    const paid = await conclude(tx, payment, submission, sandboxProvider, now);
    return { orderId: payment.orderId, paid };
  });
  if (result === null) return notFound(reply);
  return redirect(reply, result.orderId, result.paid);
};

export const gatewayHandlers = { paymentGatewayPage, paymentGatewaySubmit };
