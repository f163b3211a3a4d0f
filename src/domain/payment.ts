/** The payment types the shop takes and how long an order waits for its payment. */
import type { MessageDescriptor } from './messages';

/** The payment types the shop takes; 1 is a card on the hosted payment page. */
export const PAYMENT_TYPE = { card: 1 } as const;

export interface PaymentTypeInfo {
  readonly paymentTypeId: number;
  readonly name: MessageDescriptor;
}

export const PAYMENT_TYPES: readonly PaymentTypeInfo[] = [
  {
    paymentTypeId: PAYMENT_TYPE.card,
    name: /*i18n*/ { id: 'payment.type.card', message: 'Carta di credito o debito' },
  },
];

export function findPaymentType(paymentTypeId: number): PaymentTypeInfo | undefined {
  return PAYMENT_TYPES.find((type) => type.paymentTypeId === paymentTypeId);
}

/** Minutes an order waits for its payment after the buy (or after asking to pay again). */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Until when an order waits for the payment asked for at `now`. */
export function paymentDeadlineFrom(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
}
