/**
 * The values the fuzzer sends, and how they become request text. A value is JSON plus `RawText`:
 * a token written into the text as is, for what JSON.stringify cannot write (`1e309`, which
 * JSON.parse reads as Infinity) or a query string carries unquoted (`Infinity`, `NaN`).
 */

/** Text put into the request verbatim (a JSON number token, a query value). */
export class RawText {
  constructor(readonly text: string) {}
}

export type FuzzValue =
  | null
  | boolean
  | number
  | string
  | RawText
  | readonly FuzzValue[]
  | { readonly [key: string]: FuzzValue };

/** The JSON text of `value`, raw tokens written as they are. */
export function toJsonText(value: FuzzValue): string {
  if (value instanceof RawText) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  // JSON.stringify writes NaN and Infinity as null; the generators send those as RawText.
  return JSON.stringify(value);
}

/** The text of `value` as one form field or query value (objects as their JSON text). */
export function toFieldText(value: FuzzValue): string {
  if (value instanceof RawText) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return toJsonText(value);
  return String(value);
}

/** The values of one query parameter or form field: an array repeats the name. */
export function toFieldTexts(value: FuzzValue): string[] {
  return Array.isArray(value) ? value.map(toFieldText) : [toFieldText(value)];
}

/**
 * Percent-encodes `text` as UTF-8, the way a browser would. Unlike encodeURIComponent it takes
 * lone surrogates too (written as U+FFFD, like TextEncoder).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** `name=value&...` for pairs, percent-encoded. */
export function toQueryText(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
}

/** Runs of one character longer than this are shown as `‹c×count›`. */
const LONGEST_RUN_SHOWN = 12;

/**
 * A short, printable rendering of `text` for reports: control characters escaped, long runs of
 * one character counted (`‹[×8000›`), long text cut.
 */
export function preview(text: string, limit = 300): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/[\u0000-\u001f\u007f]/g, (char) =>
    char === '\n' ? '\\n' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const counted = visible.replace(
    new RegExp(`(.)\\1{${LONGEST_RUN_SHOWN},}`, 'gsu'),
    (run, char: string) => `‹${char}×${[...run].length}›`,
  );
  return counted.length <= limit
    ? counted
    : `${counted.slice(0, limit)}… (${text.length} characters)`;
}
