/**
 * The operations of openapi/ebsn.yaml as the fuzzer needs them: method, path, parameters with
 * their schemas, request body media types and the declared responses, every `$ref` followed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isRecord, resolvePointer, schemaOf, type Schema } from './schema';

/** The shop contract's file. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/ebsn.yaml', import.meta.url));

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface Parameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly schema: Schema;
}

export interface RequestBody {
  readonly required: boolean;
  /** Media type to schema (`application/json`, `application/x-www-form-urlencoded`). */
  readonly content: Readonly<Record<string, Schema>>;
}

export interface DeclaredResponse {
  /** Media type to the JSON pointer of its schema in the contract (null: no schema). */
  readonly content: Readonly<Record<string, string | null>>;
}

/** The HTTP methods an OpenAPI path item may hold, by their key there. */
const METHODS = {
  get: 'GET',
  put: 'PUT',
  post: 'POST',
  delete: 'DELETE',
  patch: 'PATCH',
  head: 'HEAD',
  options: 'OPTIONS',
} as const;

export type Method = (typeof METHODS)[keyof typeof METHODS];

export interface Operation {
  readonly id: string;
  readonly method: Method;
  /** The path template (`/ebsn/api/cart/add`, `/photo/{file}`). */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body: RequestBody | null;
  /** Status code (`'200'`, `'default'`) to the declared response. */
  readonly responses: Readonly<Record<string, DeclaredResponse>>;
}

export interface Contract {
  /** The parsed document, for `$ref` resolution and schema validation. */
  readonly document: unknown;
  readonly operations: readonly Operation[];
}

const LOCATIONS: readonly ParameterLocation[] = ['query', 'path', 'header', 'cookie'];

/** Escapes one JSON pointer token. */
function pointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Follows `$ref` until an object that is not a reference, with the pointer it was found at. */
function follow(document: unknown, value: unknown, pointer: string): [unknown, string] {
  let current = value;
  let at = pointer;
  while (isRecord(current) && typeof current.$ref === 'string') {
    at = current.$ref;
    current = resolvePointer(document, current.$ref);
  }
  return [current, at];
}

function parameterOf(document: unknown, value: unknown): Parameter {
  const [parameter] = follow(document, value, '');
  if (!isRecord(parameter) || typeof parameter.name !== 'string') {
    throw new Error(`Not a parameter: ${JSON.stringify(value)}`);
  }
  const location = LOCATIONS.find((candidate) => candidate === parameter.in);
  if (location === undefined) throw new Error(`Parameter ${parameter.name} has no location`);
  return {
    name: parameter.name,
    in: location,
    required: parameter.required === true,
    schema: schemaOf(parameter.schema ?? true),
  };
}

function bodyOf(document: unknown, value: unknown): RequestBody | null {
  if (value === undefined) return null;
  const [body] = follow(document, value, '');
  if (!isRecord(body) || !isRecord(body.content)) return null;
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, media]) => [
      mediaType,
      schemaOf(isRecord(media) ? (media.schema ?? true) : true),
    ]),
  );
  return { required: body.required === true, content };
}

function responsesOf(
  document: unknown,
  value: unknown,
  pointer: string,
): Record<string, DeclaredResponse> {
  if (!isRecord(value)) return {};
  const responses: Record<string, DeclaredResponse> = {};
  for (const [status, declared] of Object.entries(value)) {
    const [response, at] = follow(document, declared, `${pointer}/${pointerToken(status)}`);
    const content: Record<string, string | null> = {};
    if (isRecord(response) && isRecord(response.content)) {
      for (const [mediaType, media] of Object.entries(response.content)) {
        content[mediaType] =
          isRecord(media) && media.schema !== undefined
            ? `${at}/content/${pointerToken(mediaType)}/schema`
            : null;
      }
    }
    responses[status] = { content };
  }
  return responses;
}

/** Every operation of `document` (a parsed OpenAPI 3.1 contract). */
export function operationsOf(document: unknown): Operation[] {
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('No paths in the contract');
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [key, method] of Object.entries(METHODS)) {
      const operation = item[key];
      if (!isRecord(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = new Map<string, Parameter>();
      for (const raw of [...shared, ...own]) {
        const parameter = parameterOf(document, raw);
        parameters.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const pointer = `#/paths/${pointerToken(path)}/${key}/responses`;
      operations.push({
        id: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`,
        method,
        path,
        parameters: [...parameters.values()],
        body: bodyOf(document, operation.requestBody),
        responses: responsesOf(document, operation.responses, pointer),
      });
    }
  }
  return operations;
}

/** Reads and parses the contract at `path` (default openapi/ebsn.yaml). */
export function loadContract(path: string = CONTRACT_PATH): Contract {
  const document: unknown = parse(readFileSync(path, 'utf8'));
  return { document, operations: operationsOf(document) };
}

/** The operations whose path starts with `prefix` (`/ebsn/api/`). */
export function operationsUnder(contract: Contract, prefix: string): Operation[] {
  return contract.operations.filter((operation) => operation.path.startsWith(prefix));
}
