/**
 * JSON Schema 2020-12 validation of replies against the contract's response schemas, with ajv 8
 * (Fastify's own validator; the project's top-level `ajv` is eslint's ajv 6, so ajv 8 is loaded
 * from beside ajv-formats, or from Fastify's compiler when ajv-formats is absent, in which case
 * formats are not checked).
 */
import { createRequire } from 'node:module';

/** One reason a value does not validate, as ajv reports it. */
export interface SchemaError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly message?: string;
}

interface ValidateFunction {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

interface AjvInstance {
  addSchema(schema: object, key: string): unknown;
  addFormat(name: string, format: boolean): unknown;
  compile(schema: object): ValidateFunction;
}

type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;
type FormatsPlugin = (ajv: AjvInstance) => unknown;

/** Validates values against the schemas a JSON pointer names in one document. */
export interface SchemaValidator {
  /** The errors of `value` against the schema at `pointer` (`#/components/schemas/Cart`); [] when valid. */
  errorsOf(pointer: string, value: unknown): readonly SchemaError[];
}

const require = createRequire(import.meta.url);
const DOCUMENT_KEY = 'contract';

function defaultExport(loaded: unknown): unknown {
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded
    ? loaded.default
    : loaded;
}

function loadAjv(): { Ajv: AjvConstructor; formats: FormatsPlugin | null } {
  try {
    const base = require.resolve('ajv-formats');
    const Ajv = defaultExport(createRequire(base)('ajv/dist/2020'));
    const formats = defaultExport(require(base));
    if (typeof Ajv === 'function' && typeof formats === 'function') {
      return { Ajv: Ajv as AjvConstructor, formats: formats as FormatsPlugin };
    }
  } catch {
    // No ajv-formats beside an ajv 8: validate without formats.
  }
  const compiler = require.resolve('@fastify/ajv-compiler');
  const Ajv = defaultExport(createRequire(compiler)('ajv/dist/2020'));
  if (typeof Ajv !== 'function') throw new Error('ajv 8 (ajv/dist/2020) is not installed');
  return { Ajv: Ajv as AjvConstructor, formats: null };
}

/** A JSON pointer as a URI fragment ajv resolves (each token percent-encoded). */
function fragmentOf(pointer: string): string {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .map((token) => encodeURIComponent(token))
    .join('/');
}

/** A validator for the schemas of `document` (a parsed OpenAPI 3.1 contract). */
export function createSchemaValidator(document: unknown): SchemaValidator {
  if (typeof document !== 'object' || document === null) {
    throw new Error('The contract is not a JSON object');
  }
  const { Ajv, formats } = loadAjv();
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    validateFormats: formats !== null,
  });
  if (formats !== null) formats(ajv);
  // OpenAPI's format for file contents; nothing to check in JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOCUMENT_KEY);
  const compiled = new Map<string, ValidateFunction>();
  return {
    errorsOf(pointer, value) {
      let validate = compiled.get(pointer);
      if (validate === undefined) {
        validate = ajv.compile({ $ref: `${DOCUMENT_KEY}#${fragmentOf(pointer)}` });
        compiled.set(pointer, validate);
      }
      return validate(value) ? [] : (validate.errors ?? []);
    },
  };
}
