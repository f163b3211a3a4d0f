/**
 * The payment provider behind the shop (DESIGN.md "Session and security"): the shop starts a
 * payment, the provider's hosted page takes the card and authorises (pre-authorises) the
 * payment's amount, and the shop later voids or captures that authorisation. Our own pages never
 * hold card fields: only the provider's page does.
 *
 * The built-in sandbox is the one implementation: it runs in this process and decides by test
 * card numbers. A real provider would implement the same interface over its API, with the
 * payment id as its idempotency key.
 */
import { randomBytes } from 'node:crypto';

/** What the hosted page sends when the shopper pays. */
export interface CardInput {
  readonly holder: string;
  /** Digits only. */
  readonly number: string;
  readonly expiryMonth: number;
  /** Four digits. */
  readonly expiryYear: number;
  readonly cvc: string;
}

export type AuthorizationOutcome =
  | { readonly status: 'authorized'; readonly reference: string; readonly cardLast4: string }
  | { readonly status: 'declined'; readonly reference: string; readonly cardLast4: string };

export interface PaymentProvider {
  /** Stored with each payment. */
  readonly id: string;
  /** Pre-authorises `amountCents` on the card. */
  authorize(request: {
    readonly paymentId: number;
    readonly amountCents: number;
    readonly card: CardInput;
  }): Promise<AuthorizationOutcome>;
  /** Releases an authorisation without taking anything. */
  voidAuthorization(reference: string): Promise<void>;
  /** Takes `amountCents` (at most the authorised amount) of an authorisation. */
  capture(reference: string, amountCents: number): Promise<void>;
}

/** The sandbox's test cards (shown on its page). */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
} as const;

function reference(): string {
  return `sbx_${randomBytes(12).toString('hex')}`;
}

/**
 * The sandbox: 4242 4242 4242 4242 is approved, any other valid card number (4000 0000 0000 0002
 * above all) is declined. Nothing leaves the process.
 */
export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  async authorize({ card }) {
    const cardLast4 = card.number.slice(-4);
    const status = card.number === SANDBOX_CARDS.approved ? 'authorized' : 'declined';
    return { status, reference: reference(), cardLast4 };
  },
  async voidAuthorization() {},
  async capture() {},
};
