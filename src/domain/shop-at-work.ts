/**
 * Shop at work (the workplace subscription by company code): how a typed code is read, the form's
 * rule and the Italian messages of a refused one.
 */
import * as v from 'valibot';

export const shopAtWorkMessages = {
  invalidCode: 'Codice azienda non valido',
  expiredCode: 'Il codice aziendale è scaduto',
  codeRequired: 'Inserisci il codice aziendale',
} as const;

/** Letters, digits and dashes, as the companies receive them. */
const CODE_PATTERN = /^[A-Z0-9-]{1,32}$/;

/** The code as stored (trimmed, uppercase), or null when it cannot be a company code. */
export function normaliseCompanyCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The 'Codice aziendale' form: a code is required; spaces around it are dropped and letters
 * uppercased, as the server reads it; anything but letters, digits and dashes (at most 32) is
 * refused before it is sent.
 */
export const companyCodeSchema = v.object({
  code: v.pipe(
    v.string(shopAtWorkMessages.codeRequired),
    v.trim(),
    v.nonEmpty(shopAtWorkMessages.codeRequired),
    v.toUpperCase(),
    v.regex(CODE_PATTERN, shopAtWorkMessages.invalidCode),
  ),
});

/** Whether a code whose last day is `validTo` (YYYY-MM-DD, null: no limit) works on `today`. */
export function isCompanyCodeExpired(validTo: string | null, today: string): boolean {
  return validTo !== null && validTo < today;
}
