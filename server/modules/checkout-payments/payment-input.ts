/**
 * The payment choices a buy (and order/modify-payment-type) receives: the payment type, and the
 * provider's data as JSON object text. Each refusal is a 400 with the Italian reason.
 */
import { orderMessages } from '../../../src/domain/order-messages';
import { findPaymentType, PAYMENT_TYPE } from '../../../src/domain/payment';
import { ApiError } from '../../http/envelope';

/** The payment type asked for (the card when none is), or 400 'Metodo di pagamento non disponibile'. */
export function refuseUnknownPaymentType(paymentTypeId: number | undefined): number {
  const id = paymentTypeId ?? PAYMENT_TYPE.card;
  if (findPaymentType(id) === undefined) {
    throw new ApiError(400, [orderMessages.paymentTypeUnknown.message]);
  }
  return id;
}

/** payment_data must be JSON object text (the sandbox needs nothing in it). */
export function refuseBadPaymentData(paymentData: string | undefined): void {
  if (paymentData === undefined || paymentData === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(paymentData);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, [orderMessages.paymentDataInvalid.message]);
  }
}
