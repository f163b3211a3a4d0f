/**
 * The contract fuzzer's own checks (tests/fuzz): what it generates stays inside or outside the
 * schema as it says, its plan depends on the seed only, and a reply outside the contract is
 * reported with the right kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract, operationsUnder, type Operation } from '../fuzz/contract';
import { toJsonText } from '../fuzz/fuzz-value';
import { invalidValue } from '../fuzz/invalid-value';
import { planRequests } from '../fuzz/plan';
import { checkReply } from '../fuzz/reply-check';
import { createSchemaValidator } from '../fuzz/schema-validator';
import { validValue } from '../fuzz/valid-value';

const contract = loadContract();
const validator = createSchemaValidator(contract.document);
const operations = operationsUnder(contract, '/ebsn/api/');

function operation(id: string): Operation {
  const found = operations.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`No operation ${id}`);
  return found;
}

const ENVELOPE = { status: 0, errors: [], warnings: [], infos: [] };
const CART_ADD_SCHEMA = '#/components/schemas/CartAddRequest';

describe('the contract fuzzer', () => {
  it('reads every /ebsn/api operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operation('cartAdd').body?.content['application/json']).toBeDefined();
  });

  it('generates cart/add bodies the schema accepts, and bodies it refuses', () => {
    const schema = { $ref: CART_ADD_SCHEMA };
    for (const value of fc.sample(validValue(contract.document, schema), {
      seed: 1,
      numRuns: 50,
    })) {
      // JSON round trip: what the server's validator would see.
      expect(validator.errorsOf(CART_ADD_SCHEMA, JSON.parse(toJsonText(value)))).toEqual([]);
    }
    const refused = fc
      .sample(invalidValue(contract.document, schema, 'body'), { seed: 1, numRuns: 50 })
      .filter(({ value }) => {
        const text = toJsonText(value);
        return validator.errorsOf(CART_ADD_SCHEMA, JSON.parse(text)).length > 0;
      });
    expect(refused.length).toBeGreaterThan(40);
  });

  it('plans the same requests from the same seed, and others from another', () => {
    const urls = (seed: number) =>
      planRequests(contract.document, operations, 200, seed).map(
        ({ request }) => `${request.url} ${request.payload ?? ''}`,
      );
    expect(urls(7)).toEqual(urls(7));
    expect(urls(7)).not.toEqual(urls(8));
    expect(urls(7)).toHaveLength(200);
  });

  it('reports a 5xx, an undeclared status and a body off its schema', () => {
    const cartView = operation('cartView');
    const body = JSON.stringify({ response: ENVELOPE, data: null, user: { userId: -1 } });
    const json = 'application/json; charset=utf-8';
    expect(checkReply(cartView, { statusCode: 500, contentType: json, body }, validator)).toEqual([
      { kind: 'server-error', detail: 'HTTP 500' },
    ]);
    expect(
      checkReply(cartView, { statusCode: 402, contentType: json, body }, validator).map(
        (problem) => problem.kind,
      ),
    ).toEqual(['undeclared-status']);
    expect(
      checkReply(cartView, { statusCode: 200, contentType: json, body }, validator).map(
        (problem) => problem.kind,
      ),
    ).toEqual(['schema-violation']);
    expect(
      checkReply(cartView, { statusCode: 200, contentType: 'text/html', body }, validator).map(
        (problem) => problem.kind,
      ),
    ).toEqual(['media-type']);
  });
});
