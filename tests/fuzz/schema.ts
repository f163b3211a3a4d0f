/**
 * The JSON Schema subset the shop contract uses (OpenAPI 3.1 is JSON Schema 2020-12), and how to
 * read one: follow `$ref` within the contract and fold `allOf` into one schema.
 */

/** A schema of the contract; `true` and `false` are JSON Schema's accept-all and reject-all. */
export type Schema = boolean | SchemaObject;

export interface SchemaObject {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: Schema;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly items?: Schema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
}

/** Whether `value` is a plain object (a JSON object, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a local JSON pointer (`#/components/schemas/Cart`) names in `document`. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local references are supported: ${ref}`);
  const tokens = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));
  let current: unknown = document;
  for (const token of tokens) {
    if (!isRecord(current) && !Array.isArray(current)) break;
    current = (current as Readonly<Record<string, unknown>>)[token];
  }
  if (current === undefined) throw new Error(`Unresolved reference ${ref}`);
  return current;
}

/** A schema as the contract spells it, read without checking more than its shape. */
export function schemaOf(value: unknown): Schema {
  if (typeof value === 'boolean') return value;
  if (isRecord(value)) return value as SchemaObject;
  throw new Error(`Not a schema: ${JSON.stringify(value)}`);
}

/** The types a schema admits (all JSON types when it names none). */
export function typesOf(schema: SchemaObject): readonly string[] {
  if (schema.type === undefined) {
    if (schema.properties !== undefined) return ['object'];
    if (schema.items !== undefined) return ['array'];
    return ['object', 'array', 'string', 'number', 'boolean', 'null'];
  }
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

/**
 * `schema` with its `$ref` followed and its `allOf` parts folded into one object schema
 * (properties and `required` joined, the narrower bounds kept), so generators see one shape.
 */
export function flatten(document: unknown, schema: Schema): Schema {
  if (typeof schema === 'boolean') return schema;
  if (schema.$ref !== undefined) {
    const { $ref, ...rest } = schema;
    const target = flatten(document, schemaOf(resolvePointer(document, $ref)));
    return Object.keys(rest).length === 0 ? target : merge(target, flatten(document, rest));
  }
  if (schema.allOf === undefined) return schema;
  const { allOf, ...rest } = schema;
  return allOf.reduce<Schema>((merged, part) => merge(merged, flatten(document, part)), rest);
}

function merge(left: Schema, right: Schema): Schema {
  if (left === false || right === false) return false;
  if (left === true) return right;
  if (right === true) return left;
  const properties: Record<string, Schema> = { ...left.properties };
  for (const [name, schema] of Object.entries(right.properties ?? {})) {
    const existing = properties[name];
    properties[name] = existing === undefined ? schema : { allOf: [existing, schema] };
  }
  const required = [...new Set([...(left.required ?? []), ...(right.required ?? [])])];
  return {
    ...left,
    ...right,
    ...(left.properties || right.properties ? { properties } : {}),
    ...(required.length > 0 ? { required } : {}),
    ...narrowest(left, right),
  };
}

function narrowest(left: SchemaObject, right: SchemaObject): Partial<SchemaObject> {
  const larger = (a?: number, b?: number) =>
    a === undefined ? b : b === undefined ? a : Math.max(a, b);
  const smaller = (a?: number, b?: number) =>
    a === undefined ? b : b === undefined ? a : Math.min(a, b);
  const bounds: Partial<Record<keyof SchemaObject, number | undefined>> = {
    minimum: larger(left.minimum, right.minimum),
    maximum: smaller(left.maximum, right.maximum),
    minLength: larger(left.minLength, right.minLength),
    maxLength: smaller(left.maxLength, right.maxLength),
    minItems: larger(left.minItems, right.minItems),
    maxItems: smaller(left.maxItems, right.maxItems),
  };
  return Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined));
}
