/**
 * What the contract's schemas cannot say (issue 13, finding 2): a number must be finite and a text
 * must hold no NUL character nor a lone UTF-16 surrogate. JSON turns `1e309` into Infinity and the validator coerces the query
 * `Infinity` into a number, both of which JSON Schema's `number` accepts; PostgreSQL refuses NUL in
 * text. Either would reach the database and answer 500. Checked after validation, on the values
 * the handlers will read, before any handler or limit runs.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, CONTENT_PREFIX } from '../config';
import { ApiError } from '../http/envelope';
import { unusableValueMessage, type UnusableValue } from '../http/validation-messages';

/** Half of a UTF-16 surrogate pair without its other half: not text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one value, if anything (objects and arrays are looked into by the caller). */
function problemOf(value: unknown): UnusableValue | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'non-finite';
  if (typeof value === 'string') {
    // NUL, and a lone UTF-16 surrogate (not text at all), which PostgreSQL refuses in json.
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? 'not-text' : null;
  }
  return null;
}

/**
 * The first value that breaks a rule, with its path (`lines.0.quantity`). Walked with a stack of
 * its own: a body of thousands of nested arrays must not exhaust the call stack.
 */
function firstUnusable(
  root: unknown,
): { readonly field: string; readonly problem: UnusableValue } | null {
  const pending: { readonly value: unknown; readonly path: readonly string[] }[] = [
    { value: root, path: [] },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    const problem = problemOf(value);
    if (problem !== null) return { field: path.join('.'), problem };
    if (typeof value === 'object' && value !== null) {
      // Reversed, so the first field is looked at first.
      for (const [key, item] of Object.entries(value).reverse()) {
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Whether the operation takes a body (handlers of the others never read one). */
function takesBody(request: FastifyRequest): boolean {
  const schema: unknown = request.routeOptions.schema;
  return typeof schema === 'object' && schema !== null && 'body' in schema;
}

/** A value the schemas let through that the shop cannot take, with the field it was in. */
export class UnusableValueError extends ApiError {
  constructor(
    readonly field: string,
    text: string,
  ) {
    super(400, [text]);
    this.name = 'UnusableValueError';
  }
}

function checkValues(request: FastifyRequest): void {
  const parts = {
    query: request.query,
    params: request.params,
    body: takesBody(request) ? request.body : undefined,
  } as const;
  for (const part of ['query', 'params', 'body'] as const) {
    const found = firstUnusable(parts[part]);
    if (found !== null) {
      const text = unusableValueMessage(part, found.field, found.problem);
      throw new UnusableValueError(found.field, text);
    }
  }
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith(API_PREFIX) || request.url.startsWith(`${CONTENT_PREFIX}/`)) {
        checkValues(request);
      }
    });
  },
  { name: 'request-values' },
);
