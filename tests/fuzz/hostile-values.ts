/**
 * The usual suspects of input fuzzing, independent of any schema: injection fragments, awkward
 * Unicode, NUL, huge texts, numbers at and beyond the edges of what JSON, JavaScript and
 * PostgreSQL hold, and the non-finite tokens a query string or JSON text can carry.
 */
import fc from 'fast-check';
import { RawText, type FuzzValue } from './fuzz-value';

export const SQL_FRAGMENTS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT NULL, version() --",
  '%_%',
  '\\',
  "$$'$$",
  '1)::text; --',
];

export const HTML_FRAGMENTS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<!--',
  '&lt;&#x3C;&amp;',
  '{{7*7}}${7*7}',
  'javascript:alert(1)',
];

export const UNICODE_TEXTS: readonly string[] = [
  'Caffè è già pronto',
  '😀👨‍👩‍👧‍👦🇮🇹',
  'مرحبا بالعالم',
  '\u202eRTL override',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  '\ud800',
  '\udfff\ud800',
  '\u2028\u2029',
  'Ｆｕｌｌｗｉｄｔｈ',
  '𝕸𝖆𝖗𝖎𝖔',
];

/** Texts with UTF-16 surrogates that pair with nothing (not encodable as UTF-8). */
export const LONE_SURROGATES: readonly string[] = ['\ud800', 'a\udc00b', '\udfff\ud800'];

export const CONTROL_TEXTS: readonly string[] = [
  '\u0000',
  'abc\u0000def',
  '\u0000'.repeat(8),
  '\r\nX-Injected: 1',
  '\t\u0007\u001b[31m',
  ' ',
  '',
];

export const PATH_TEXTS: readonly string[] = ['../../etc/passwd', '%2e%2e%2f', '/', '?', '#', '%'];

/** Texts longer than any field allows, up to past the 16 KB body limit. */
export const HUGE_LENGTHS: readonly number[] = [256, 2_049, 20_000, 100_000];

/** Query values that the validator's type coercion may read as a number that is not finite. */
export const NON_FINITE_QUERY: readonly string[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
];

/** JSON number tokens that JSON.parse reads as ±Infinity, or as a number JavaScript rounds. */
export const NON_FINITE_JSON: readonly RawText[] = [
  new RawText('1e309'),
  new RawText('-1e309'),
  new RawText('1E400'),
];

export const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1e-7,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Number-like texts a lenient parser might take. */
export const NUMBER_LIKE_TEXTS: readonly string[] = [
  '1e3',
  '0x10',
  '1_000',
  ' 1 ',
  '+1',
  '1,5',
  '١٢٣',
  '9'.repeat(400),
];

/** One of `values`, each as likely as the others. */
export function pick<T>(...values: readonly T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...values);
}

/** A text of `length` characters that repeats `seed`. */
export function hugeText(seed: string, length: number): string {
  return seed.repeat(Math.ceil(length / Math.max(seed.length, 1))).slice(0, length);
}

/** Any of the hostile texts above, or a huge one. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    pick(...SQL_FRAGMENTS),
    pick(...HTML_FRAGMENTS),
    pick(...UNICODE_TEXTS),
    pick(...CONTROL_TEXTS),
    pick(...PATH_TEXTS),
    pick(...NUMBER_LIKE_TEXTS),
    fc
      .tuple(pick('a', 'é', '😀', '<', "'", '\u0000'), pick(...HUGE_LENGTHS))
      .map(([seed, length]) => hugeText(seed, length)),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

/** Any hostile JSON value: a text, an odd or non-finite number, or a value of the wrong shape. */
export function hostileJson(): fc.Arbitrary<FuzzValue> {
  return fc.oneof(
    hostileText(),
    pick(...ODD_NUMBERS),
    pick(...NON_FINITE_JSON),
    pick<FuzzValue>(null, true, false, [], {}, [null], { '': '' }, ['1', 2]),
  );
}

/** Any hostile query value: a text, a number-like or non-finite token, an odd number. */
export function hostileQueryText(): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText(),
    pick(...NON_FINITE_QUERY),
    pick(...ODD_NUMBERS).map(String),
    pick('true', 'false', 'null', 'undefined', '[]', '{}', '[object Object]'),
  );
}

/** Query texts that are not well-formed percent-encoding or pairs. */
export const BROKEN_QUERIES: readonly string[] = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '&&=&',
  '=',
  'a[b]=1&a[c]=2',
];

/** Percent-encoded bytes that are not UTF-8 (a lone surrogate, overlong dots, 0xFF) or NUL. */
export const RAW_QUERY_VALUES: readonly string[] = [
  '%FF%FE',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%00',
  '%E2%80',
];

/** 8,000 levels in 16,000 bytes, under the 16 KB body limit: deep enough for a recursive walk. */
export const DEEP_JSON = `${'['.repeat(8000)}${']'.repeat(8000)}`;

/** A JSON object past the 16 KB body limit. */
export const HUGE_JSON = `{"x":"${hugeText('a', 20_000)}"}`;

/** JSON texts (some not JSON at all) for a call that takes a JSON body. */
export const RAW_JSON_BODIES: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '"testo"',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  DEEP_JSON,
  HUGE_JSON,
  '\ufeff{}',
  '{"x":"\\ud800"}',
];

/** JSON bodies for a call that takes none: whatever reads a body it should ignore. */
export const UNEXPECTED_BODIES: readonly string[] = [
  DEEP_JSON,
  HUGE_JSON,
  '{',
  '{"x":1e309}',
  '{"x":"\\u0000"}',
  '{"x":"\\ud800"}',
];

/** Content types the contract's calls do not take. */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'text/html',
  'image/svg+xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
];
