/**
 * What the contract's schemas cannot say (issue 13, finding 2): a number must be finite and a text
 * must hold no NUL character. JSON turns `1e309` into Infinity and the validator coerces the query
 * `Infinity` into a number, both of which JSON Schema's `number` accepts; PostgreSQL refuses NUL in
 * text. Either would reach the database and answer 500. Checked after validation, on the values
 * the handlers will read, before any handler or limit runs.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../config';
import { ApiError } from '../http/envelope';
import { unusableValueMessage, type UnusableValue } from '../http/validation-messages';

/** The first value that breaks a rule, with its path (`lines.0.quantity`). */
function firstUnusable(
  value: unknown,
  path: readonly string[],
): { readonly field: string; readonly problem: UnusableValue } | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { field: path.join('.'), problem: 'non-finite' };
  }
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { field: path.join('.'), problem: 'nul' } : null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = firstUnusable(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function checkValues(request: FastifyRequest): void {
  const parts = { query: request.query, params: request.params, body: request.body } as const;
  for (const part of ['query', 'params', 'body'] as const) {
    const found = firstUnusable(parts[part], []);
    if (found !== null) {
      throw new ApiError(400, [unusableValueMessage(part, found.field, found.problem)]);
    }
  }
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith(API_PREFIX)) checkValues(request);
    });
  },
  { name: 'request-values' },
);
