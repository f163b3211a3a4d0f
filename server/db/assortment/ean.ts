/** EAN-13 codes: twelve digits and the GS1 check digit. */

/** The check digit of twelve digits (weights 1 and 3 from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * A code with the Italian GS1 prefix 80, a company part from the vendor and an item part from the
 * product's index, so two products never share a code.
 */
export function italianEan13(vendorId: number, itemIndex: number): string {
  const twelve =
    '80' + String(1000 + (vendorId % 9000)).padStart(4, '0') + String(itemIndex).padStart(6, '0');
  return twelve + String(ean13CheckDigit(twelve));
}

export function isValidEan13(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
