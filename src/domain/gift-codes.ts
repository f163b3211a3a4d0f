/**
 * Gift codes (shopping-flow.md sections 3, 5 and 7 "Gift codes"): how a code is written, when a
 * gift certificate can be used, and the discount it gives a cart. Money is integer cents.
 *
 * The rule: a percentage of the goods total (rounded to the nearest cent) or a fixed amount, only
 * when the goods total reaches the certificate's minimum spend, and never more than the goods
 * total; several codes together never take off more than the goods total either.
 */
import { messageText, problem, type CartProblem } from './cart-messages';
import type { MessageDescriptor } from './messages';

export const giftCodeMessages = {
  /** Section 5. The client shows it or not (gift code failures are silent, section 7). */
  invalid: /*i18n*/ {
    id: 'errors.giftCodeInvalid',
    message: 'Il codice sconto "{name}" non è valido. Verifica di averlo scritto correttamente.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The refusal of a code as it was typed. */
export function invalidGiftCode(code: string): CartProblem {
  return problem(giftCodeMessages.invalid, { name: code.trim() });
}

export function invalidGiftCodeText(code: string): string {
  return messageText(invalidGiftCode(code));
}

/** Longest code a shopper can type (the contract's maxLength). */
export const GIFT_CODE_MAX_LENGTH = 40;

/** Codes are stored uppercase: `benvenuto10 ` and `BENVENUTO10` are one code. */
export function normalizeGiftCode(code: string): string {
  return code.trim().toUpperCase();
}

export type GiftKind = 'percent' | 'amount';

export interface GiftRule {
  readonly kind: GiftKind;
  /** 1 to 100 for a percentage, cents for a fixed amount. */
  readonly value: number;
  /** The goods total the cart must reach, in cents (0: none). */
  readonly minimumCents: number;
}

export interface GiftValidity {
  /** First day the code works ('YYYY-MM-DD', shop time), or null. */
  readonly validFrom: string | null;
  /** Last day the code works, included, or null. */
  readonly validTo: string | null;
}

/** Why a code cannot be applied now; null when it can. */
export type GiftDateProblem = 'notYetValid' | 'expired';

/** Whether `today` ('YYYY-MM-DD' in the shop) is within the certificate's days. */
export function giftDateProblem(validity: GiftValidity, today: string): GiftDateProblem | null {
  if (validity.validFrom !== null && today < validity.validFrom) return 'notYetValid';
  if (validity.validTo !== null && today > validity.validTo) return 'expired';
  return null;
}

export function meetsMinimum(rule: GiftRule, goodsCents: number): boolean {
  return goodsCents >= rule.minimumCents;
}

/**
 * The cents one code takes off `goodsCents` of goods: 0 below the minimum spend, never more than
 * the goods.
 */
export function giftDiscountCents(rule: GiftRule, goodsCents: number): number {
  const goods = Math.max(0, Math.round(goodsCents));
  if (!meetsMinimum(rule, goods)) return 0;
  const discount =
    rule.kind === 'percent' ? Math.round((goods * rule.value) / 100) : Math.round(rule.value);
  return Math.min(Math.max(0, discount), goods);
}

/**
 * The cents each applied code takes off, in the order they were applied; a code that is not
 * `usable` (outside its days) gives 0, and together they never exceed the goods.
 */
export function cartDiscountsCents(
  codes: readonly (GiftRule & { readonly usable: boolean })[],
  goodsCents: number,
): number[] {
  let left = Math.max(0, Math.round(goodsCents));
  return codes.map((code) => {
    const discount = code.usable ? Math.min(giftDiscountCents(code, goodsCents), left) : 0;
    left -= discount;
    return discount;
  });
}
