/**
 * Shop at work (the workplace subscription by company code): how a typed code is read and the
 * Italian messages of a refused one.
 */

export const shopAtWorkMessages = {
  invalidCode: 'Codice azienda non valido',
  expiredCode: 'Il codice aziendale è scaduto',
} as const;

/** Letters, digits and dashes, as the companies receive them. */
const CODE_PATTERN = /^[A-Z0-9-]{1,32}$/;

/** The code as stored (trimmed, uppercase), or null when it cannot be a company code. */
export function normaliseCompanyCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** Whether a code whose last day is `validTo` (YYYY-MM-DD, null: no limit) works on `today`. */
export function isCompanyCodeExpired(validTo: string | null, today: string): boolean {
  return validTo !== null && validTo < today;
}
