/**
 * Values a schema accepts, as fast-check arbitraries: enums and constants, numbers inside their
 * bounds (the bounds themselves often, and small ids that may name real rows), texts of allowed
 * length and pattern (hostile ones too when they fit), arrays and objects with their required
 * members and some of the optional ones.
 */
import fc from 'fast-check';
import type { FuzzValue } from './fuzz-value';
import {
  HTML_FRAGMENTS,
  LONE_SURROGATES,
  pick,
  SQL_FRAGMENTS,
  UNICODE_TEXTS,
} from './hostile-values';
import { flatten, typesOf, type Schema, type SchemaObject } from './schema';

/** How deep objects and arrays nest before only required members are generated. */
const MAX_DEPTH = 5;
/** Longest text or array generated for a schema that allows more. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 3;
/** Keys a map (`params`, `searchParams`) accepts that a database or a log may not. */
const HOSTILE_KEYS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  "'; --",
  '<b>',
  '__proto__',
];
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** Member names that hold an e-mail address though their schema does not say `format: email`. */
const EMAIL_NAMES = /mail|^login$|username/i;

function isFuzzValue(value: unknown): value is FuzzValue {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/**
 * An arbitrary of values `schema` accepts; `document` resolves its references, `name` (the
 * member or parameter) hints at e-mail addresses.
 */
export function validValue(
  document: unknown,
  schema: Schema,
  depth = 0,
  name = '',
): fc.Arbitrary<FuzzValue> {
  const flat = flatten(document, schema);
  if (flat === true) return pick<FuzzValue>('x', 1, true, null, {});
  if (flat === false) return fc.constant(null);
  if (flat.const !== undefined && isFuzzValue(flat.const)) return fc.constant(flat.const);
  if (flat.enum !== undefined) return pick(...flat.enum.filter(isFuzzValue));
  const branches = flat.oneOf ?? flat.anyOf;
  if (branches !== undefined) {
    return fc.oneof(...branches.map((branch) => validValue(document, branch, depth + 1, name)));
  }
  return fc.oneof(...typesOf(flat).map((type) => validOfType(document, flat, type, depth, name)));
}

function validOfType(
  document: unknown,
  schema: SchemaObject,
  type: string,
  depth: number,
  name: string,
): fc.Arbitrary<FuzzValue> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validInteger(schema);
    case 'number':
      return validNumber(schema);
    case 'string':
      return validString(schema, name);
    case 'array':
      return validArray(document, schema, depth);
    default:
      return validObject(document, schema, depth);
  }
}

/** The integer bounds of a schema, within PostgreSQL's `integer` when it states none. */
export function integerBounds(schema: SchemaObject): { min: number; max: number } {
  const min = Math.ceil(
    schema.exclusiveMinimum !== undefined
      ? Math.floor(schema.exclusiveMinimum) + 1
      : (schema.minimum ?? INT32_MIN),
  );
  const max = Math.floor(
    schema.exclusiveMaximum !== undefined
      ? Math.ceil(schema.exclusiveMaximum) - 1
      : (schema.maximum ?? INT32_MAX),
  );
  return { min, max };
}

function validInteger(schema: SchemaObject): fc.Arbitrary<FuzzValue> {
  const { min, max } = integerBounds(schema);
  const low = Math.min(Math.max(min, 0), max);
  return fc.oneof(
    fc.integer({ min: low, max: Math.min(max, low + 60) }),
    pick(min, max),
    fc.integer({ min, max }),
  );
}

function validNumber(schema: SchemaObject): fc.Arbitrary<FuzzValue> {
  const min = schema.exclusiveMinimum ?? schema.minimum ?? -1e9;
  const max = schema.exclusiveMaximum ?? schema.maximum ?? 1e9;
  const inside = fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
  const bounds = [schema.minimum, schema.maximum].filter(
    (bound): bound is number => bound !== undefined,
  );
  const multiple = schema.multipleOf;
  if (multiple !== undefined) {
    return fc
      .integer({ min: Math.ceil(min / multiple), max: Math.floor(max / multiple) })
      .map((factor) => factor * multiple);
  }
  return bounds.length === 0 ? inside : fc.oneof(inside, pick(...bounds));
}

function datePart(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function validString(schema: SchemaObject, name: string): fc.Arbitrary<FuzzValue> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  const dates = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  if (schema.format === 'date') return dates.map(datePart);
  if (schema.format === 'date-time') return dates.map((date) => date.toISOString());
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  if (schema.format === 'email' || EMAIL_NAMES.test(name)) {
    const emails = fc.emailAddress().filter(fits);
    return schema.format === 'email' ? emails : fc.oneof(emails, emails, anyText(schema, fits));
  }
  return anyText(schema, fits);
}

function anyText(schema: SchemaObject, fits: (text: string) => boolean): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const generatedMax = Math.max(minLength, Math.min(maxLength, MAX_GENERATED_LENGTH));
  const plain = fc.string({ minLength, maxLength: generatedMax });
  const texts = [...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_TEXTS].filter(fits);
  // Lone surrogates are valid JSON strings but not Unicode: a database may refuse them.
  const surrogates = LONE_SURROGATES.filter(fits);
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: generatedMax }).filter(fits),
    },
    { weight: 2, arbitrary: texts.length === 0 ? plain : pick(...texts) },
    { weight: 1, arbitrary: surrogates.length === 0 ? plain : pick(...surrogates) },
  );
}

function validArray(
  document: unknown,
  schema: SchemaObject,
  depth: number,
): fc.Arbitrary<FuzzValue> {
  const minLength = schema.minItems ?? 0;
  const limit = depth >= MAX_DEPTH ? minLength : Math.max(minLength, MAX_GENERATED_ITEMS);
  const maxLength = Math.min(schema.maxItems ?? limit, limit);
  return fc.array(validValue(document, schema.items ?? true, depth + 1), { minLength, maxLength });
}

function validObject(
  document: unknown,
  schema: SchemaObject,
  depth: number,
): fc.Arbitrary<FuzzValue> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties).filter((name) => depth < MAX_DEPTH || required.has(name));
  const members: Record<string, fc.Arbitrary<FuzzValue>> = {};
  for (const name of names) {
    members[name] = validValue(document, properties[name] ?? true, depth + 1, name);
  }
  const record = fc.record(members, { requiredKeys: names.filter((name) => required.has(name)) });
  const additional = schema.additionalProperties;
  if (additional === undefined || additional === false || names.length > 0) return record;
  // A map (`params`, `infos`): a few keys of its value schema, within maxProperties.
  const keys = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }) },
    { weight: 1, arbitrary: pick(...HOSTILE_KEYS) },
  );
  return fc.dictionary(keys, validValue(document, additional, depth + 1), {
    maxKeys: Math.min(schema.maxProperties ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
  });
}
