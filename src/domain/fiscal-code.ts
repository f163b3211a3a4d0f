/**
 * Italian fiscal codes (codice fiscale) and VAT numbers (partita IVA), as the Agenzia delle
 * Entrate defines them (DM 23/12/1976 for the person's code, DPR 633/1972 for the VAT number).
 */

/** A person's code: surname, name, year, month, day, municipality and a check letter. */
const PERSON_CODE_PATTERN =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/**
 * When two people would get the same code (omocodia), digits of the date and municipality are
 * replaced by these letters, from the right: L stands for 0, M for 1, ... V for 9.
 */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;

/** The values of characters in odd places (first, third, ...) for the check letter, 0-9 then A-Z. */
const ODD_PLACE_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
  12, 14, 16, 10, 22, 25, 24, 23,
];

function characterIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65 + 10;
}

/** The check letter of the first fifteen characters of an upper-case person's code. */
export function fiscalCodeCheckLetter(firstFifteen: string): string {
  let sum = 0;
  for (let place = 0; place < 15; place++) {
    const index = characterIndex(firstFifteen.charAt(place));
    // Places are counted from 1: the first character is in an odd place.
    sum += place % 2 === 0 ? (ODD_PLACE_VALUES[index] ?? 0) : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The code with every omocodia letter turned back into its digit. */
export function withoutOmocodia(code: string): string {
  const characters = [...code];
  for (const position of OMOCODIA_POSITIONS) {
    const digit = OMOCODIA_LETTERS.indexOf(characters[position] ?? '');
    if (digit >= 0) characters[position] = String(digit);
  }
  return characters.join('');
}

/**
 * True for a well-formed person's fiscal code (any case, omocodia variants included) whose day of
 * birth exists (1-31, or 41-71 for women) and whose check letter is right.
 */
export function isValidFiscalCode(input: string): boolean {
  const code = input.trim().toUpperCase();
  if (!PERSON_CODE_PATTERN.test(code)) return false;
  const day = Number(withoutOmocodia(code).slice(9, 11));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckLetter(code) === code.charAt(15);
}

/** True for eleven digits whose last is the check digit of the first ten (Luhn's formula). */
export function isValidVatNumber(input: string): boolean {
  const digits = input.trim();
  if (!/^[0-9]{11}$/.test(digits)) return false;
  let sum = 0;
  for (let place = 0; place < 10; place++) {
    const digit = Number(digits.charAt(place));
    if (place % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.charAt(10));
}
