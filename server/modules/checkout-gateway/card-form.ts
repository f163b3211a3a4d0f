/**
 * The hosted page's card form, checked the way a card gateway checks it before asking the card's
 * bank: a Luhn-valid number of 12 to 19 digits, an expiry month not yet past, a 3 or 4 digit
 * CVC and a holder. These texts are the gateway's own, not the shop's catalogue.
 */
import type { CardInput } from '../checkout-payments/provider';

export const CARD_FORM_TEXTS = {
  holder: 'Indicare il titolare della carta',
  number: 'Numero della carta non valido',
  expiry: 'Data di scadenza non valida: usare il formato MM/AA',
  expired: 'La carta è scaduta',
  cvc: 'Codice di sicurezza (CVC) non valido: 3 o 4 cifre',
} as const;

export interface CardFormFields {
  readonly holder?: string;
  readonly card_number?: string;
  readonly expiry?: string;
  readonly cvc?: string;
}

/** The Luhn check digit test of card numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** `now`'s year and month (UTC is close enough for a month boundary in a sandbox). */
function yearMonth(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export type CardFormResult =
  | { readonly ok: true; readonly card: CardInput }
  | { readonly ok: false; readonly errors: readonly string[] };

export function parseCardForm(fields: CardFormFields, now: Date): CardFormResult {
  const errors: string[] = [];
  const holder = (fields.holder ?? '').trim();
  if (holder === '') errors.push(CARD_FORM_TEXTS.holder);

  const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.push(CARD_FORM_TEXTS.number);

  const expiry = EXPIRY.exec((fields.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const yearText = expiry?.[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expiry === null || month < 1 || month > 12) {
    errors.push(CARD_FORM_TEXTS.expiry);
  } else if (year * 12 + (month - 1) < yearMonth(now)) {
    errors.push(CARD_FORM_TEXTS.expired);
  }

  const cvc = (fields.cvc ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.push(CARD_FORM_TEXTS.cvc);

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, card: { holder, number, expiryMonth: month, expiryYear: year, cvc } };
}
