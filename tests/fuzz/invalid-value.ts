/**
 * Values a schema refuses, as fast-check arbitraries, each with a note of what is wrong: the
 * wrong type, a number past its bounds or not finite, a text too long or off its pattern, an
 * array with too many items, an object missing a required member or carrying an unknown one, or
 * a valid object with one member (at any depth) made invalid. Hostile values of any shape are
 * mixed in whatever the schema says.
 */
import fc from 'fast-check';
import { preview, RawText, toJsonText, type FuzzValue } from './fuzz-value';
import { hostileJson, hugeText, NON_FINITE_JSON, pick } from './hostile-values';
import { flatten, typesOf, type SchemaObject, type Schema } from './schema';
import { integerBounds, validValue } from './valid-value';

/** A generated value with a note of what makes it wrong. */
export interface Mutated {
  readonly value: FuzzValue;
  readonly note: string;
}

const MAX_DEPTH = 5;

const SAMPLES_BY_TYPE: readonly (readonly [string, FuzzValue])[] = [
  ['null', null],
  ['boolean', true],
  ['integer', 7],
  ['number', 1.5],
  ['string', 'testo'],
  ['array', []],
  ['object', {}],
];

function describe(path: string, value: FuzzValue): string {
  return `${path} = ${preview(toJsonText(value), 80)}`;
}

function noted(path: string, values: fc.Arbitrary<FuzzValue>): fc.Arbitrary<Mutated> {
  return values.map((value) => ({ value, note: describe(path, value) }));
}

/** Whether a value of JSON type `type` is accepted by a schema admitting `types`. */
function admits(types: readonly string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/**
 * An arbitrary of values `schema` refuses (or that are hostile anyway) for the member at `path`
 * (`body`, `body.items.0.quantity`); `document` resolves references.
 */
export function invalidValue(
  document: unknown,
  schema: Schema,
  path: string,
  depth = 0,
): fc.Arbitrary<Mutated> {
  const flat = flatten(document, schema);
  const hostile = noted(path, hostileJson());
  if (typeof flat === 'boolean' || depth > MAX_DEPTH) return hostile;
  const options: fc.Arbitrary<Mutated>[] = [hostile];
  const types = typesOf(flat);
  const wrongTypes = SAMPLES_BY_TYPE.filter(([type]) => !admits(types, type)).map(([, v]) => v);
  if (wrongTypes.length > 0 && flat.enum === undefined) {
    options.push(noted(path, pick(...wrongTypes)));
  }
  if (flat.enum !== undefined || flat.const !== undefined) {
    options.push(noted(path, pick<FuzzValue>('non-previsto', 0, -1, 'A'.repeat(300))));
  }
  if (types.includes('integer') || types.includes('number')) {
    options.push(noted(path, numbersOutside(flat, types.includes('integer'))));
  }
  if (types.includes('string')) options.push(noted(path, textsOutside(flat)));
  if (types.includes('array')) options.push(...arraysOutside(document, flat, path, depth));
  if (types.includes('object') && flat.properties !== undefined) {
    options.push(...objectsOutside(document, flat, path, depth));
  }
  return fc.oneof(...options);
}

function numbersOutside(schema: SchemaObject, integer: boolean): fc.Arbitrary<FuzzValue> {
  const outside: FuzzValue[] = [...NON_FINITE_JSON];
  const { min, max } = integerBounds(schema);
  if (schema.minimum !== undefined) outside.push(schema.minimum - (integer ? 1 : 1e-9));
  if (schema.exclusiveMinimum !== undefined) outside.push(schema.exclusiveMinimum);
  if (schema.maximum !== undefined) outside.push(schema.maximum + (integer ? 1 : 1e-9));
  if (schema.exclusiveMaximum !== undefined) outside.push(schema.exclusiveMaximum);
  if (integer) outside.push(min + 0.5, max + 1, 2 ** 63, -(2 ** 63), 1e21);
  if (schema.multipleOf !== undefined) outside.push(schema.multipleOf * 1.5);
  return pick(...outside);
}

function textsOutside(schema: SchemaObject): fc.Arbitrary<FuzzValue> {
  const outside: FuzzValue[] = ['\u0000', 'a\u0000b'];
  if (schema.maxLength !== undefined) outside.push(hugeText('a', schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) {
    outside.push(hugeText('a', schema.minLength - 1));
  }
  if (schema.pattern !== undefined || schema.format !== undefined) {
    outside.push('non conforme', '2026-13-45', ' ', '0'.repeat(70));
  }
  return pick(...outside);
}

function arraysOutside(
  document: unknown,
  schema: SchemaObject,
  path: string,
  depth: number,
): fc.Arbitrary<Mutated>[] {
  const items = schema.items ?? true;
  const options: fc.Arbitrary<Mutated>[] = [
    fc
      .tuple(
        validValue(document, items, depth + 1),
        invalidValue(document, items, `${path}.0`, depth + 1),
      )
      .map(([first, bad]) => ({ value: [bad.value, first], note: bad.note })),
  ];
  if (schema.maxItems !== undefined) {
    const count = schema.maxItems + 1;
    options.push(
      fc
        .array(validValue(document, items, depth + 1), { minLength: count, maxLength: count })
        .map((value) => ({ value, note: `${path} has ${count} items (maxItems ${count - 1})` })),
    );
  }
  if (schema.minItems !== undefined && schema.minItems > 0) {
    options.push(
      fc.constant({ value: [], note: `${path} is empty (minItems ${schema.minItems})` }),
    );
  }
  return options;
}

/** The members of a generated object (none for any other value). */
function membersOf(value: FuzzValue): Readonly<Record<string, FuzzValue>> {
  if (typeof value !== 'object' || value === null || value instanceof RawText) return {};
  return Array.isArray(value) ? {} : (value as Readonly<Record<string, FuzzValue>>);
}

function objectsOutside(
  document: unknown,
  schema: SchemaObject,
  path: string,
  depth: number,
): fc.Arbitrary<Mutated>[] {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const base = validValue(document, schema, depth).map(membersOf);
  const options: fc.Arbitrary<Mutated>[] = [];
  if (names.length > 0) {
    const oneBad = pick(...names).chain((name) =>
      fc.tuple(
        base,
        fc.constant(name),
        invalidValue(document, properties[name] ?? true, `${path}.${name}`, depth + 1),
      ),
    );
    options.push(
      oneBad.map(([object, name, bad]) => {
        return { value: { ...object, [name]: bad.value }, note: bad.note };
      }),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.tuple(base, pick(...required)).map(([object, name]) => {
        const { [name]: _removed, ...rest } = object;
        return { value: rest, note: `${path}.${name} (required) left out` };
      }),
    );
  }
  options.push(
    fc
      .tuple(base, pick('extra', '__proto__', 'constructor', 'userId', ''), hostileJson())
      .map(([object, name, value]) => ({
        value: { ...object, [name]: value },
        note: `unknown member ${path}.${name} = ${preview(toJsonText(value), 80)}`,
      })),
  );
  return options;
}
