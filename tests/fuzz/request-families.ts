/**
 * The kinds of request the fuzzer sends to an operation, each an arbitrary with a weight: valid
 * ones, and ones with one thing wrong (a parameter, an unknown or broken query, a missing required
 * parameter, a body member at any depth, a body that is not JSON or too large, another content
 * type, no body, or a body sent to a call that takes none).
 */
import fc from 'fast-check';
import type { Operation } from './contract';
import {
  requestOf,
  type Body,
  type Draft,
  type FuzzRequest,
  type ParameterValues,
} from './fuzz-request';
import { percentEncode, preview, toQueryText } from './fuzz-value';
import {
  BROKEN_QUERIES,
  hostileQueryText,
  pick,
  RAW_JSON_BODIES,
  RAW_QUERY_VALUES,
  UNEXPECTED_BODIES,
  WRONG_CONTENT_TYPES,
} from './hostile-values';
import {
  invalidBody,
  invalidParameter,
  JSON_TYPE,
  validBody,
  validParameters,
} from './request-parts';

export interface RequestFamily {
  /** `valid`, `bad-parameter`, `bad-body`... */
  readonly name: string;
  /** How many of every few requests to the operation are of this kind. */
  readonly weight: number;
  readonly arbitrary: fc.Arbitrary<FuzzRequest>;
}

type DraftFamily = Omit<RequestFamily, 'arbitrary'> & { readonly arbitrary: fc.Arbitrary<Draft> };

/** Methods whose body the server reads (Fastify ignores the body of a GET). */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function draft(
  parameters: ParameterValues,
  body: Body | null,
  mutation: string,
  extraQuery = '',
): Draft {
  return { parameters, body, mutation, extraQuery };
}

function parameterFamilies(document: unknown, operation: Operation): DraftFamily[] {
  const base = fc.tuple(validParameters(document, operation), validBody(document, operation));
  const families: DraftFamily[] = [
    {
      name: 'valid',
      weight: 3,
      arbitrary: base.map(([parameters, body]) => draft(parameters, body, 'valid')),
    },
    {
      name: 'unknown-query',
      weight: 1,
      arbitrary: fc
        .tuple(base, pick('zzz', 'user_id', '__proto__'), hostileQueryText())
        .map(([[parameters, body], name, text]) =>
          draft(
            parameters,
            body,
            `unknown query ${name} = ${preview(text, 60)}`,
            toQueryText([[name, text]]),
          ),
        ),
    },
    {
      name: 'broken-query',
      weight: 1,
      arbitrary: fc
        .tuple(base, pick(...BROKEN_QUERIES))
        .map(([[parameters, body], text]) => draft(parameters, body, `raw query ${text}`, text)),
    },
  ];
  if (operation.parameters.length > 0) {
    families.push({
      name: 'bad-parameter',
      weight: 4,
      arbitrary: pick(...operation.parameters)
        .chain((parameter) =>
          fc.tuple(base, fc.constant(parameter), invalidParameter(document, parameter)),
        )
        .map(([[parameters, body], parameter, bad]) =>
          draft(new Map([...parameters, [parameter, bad.values]]), body, bad.note),
        ),
    });
  }
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  if (inQuery.length > 0) {
    families.push({
      name: 'raw-parameter',
      weight: 1,
      arbitrary: fc
        .tuple(base, pick(...inQuery), pick(...RAW_QUERY_VALUES))
        .map(([[parameters, body], parameter, raw]) => {
          const rest = new Map(parameters);
          rest.delete(parameter);
          const pair = `${percentEncode(parameter.name)}=${raw}`;
          return draft(rest, body, `query ${parameter.name} = raw ${raw}`, pair);
        }),
    });
  }
  const required = operation.parameters.filter((parameter) => parameter.required);
  if (required.length > 0) {
    families.push({
      name: 'missing-parameter',
      weight: 1,
      arbitrary: fc.tuple(base, pick(...required)).map(([[parameters, body], parameter]) => {
        const rest = new Map(parameters);
        rest.delete(parameter);
        return draft(rest, body, `${parameter.in} ${parameter.name} (required) left out`);
      }),
    });
  }
  return families;
}

function bodyFamilies(document: unknown, operation: Operation): DraftFamily[] {
  const parameters = validParameters(document, operation);
  const rawJson = (payloads: readonly string[], label: string) =>
    fc
      .tuple(parameters, pick(...payloads))
      .map(([values, payload]) =>
        draft(values, { contentType: JSON_TYPE, payload }, `${label} ${preview(payload, 60)}`),
      );
  if (operation.body === null) {
    return METHODS_WITH_BODY.has(operation.method)
      ? [
          {
            name: 'unexpected-body',
            weight: 2,
            arbitrary: rawJson(UNEXPECTED_BODIES, 'unexpected body'),
          },
        ]
      : [];
  }
  const contentTypes = pick<string | null>(...WRONG_CONTENT_TYPES, null);
  return [
    {
      name: 'bad-body',
      weight: 6,
      arbitrary: fc
        .tuple(parameters, invalidBody(document, operation))
        .map(([values, bad]) => draft(values, bad.body, bad.note)),
    },
    { name: 'raw-body', weight: 1, arbitrary: rawJson(RAW_JSON_BODIES, 'raw body') },
    {
      name: 'content-type',
      weight: 1,
      arbitrary: fc
        .tuple(parameters, validBody(document, operation), contentTypes)
        .map(([values, body, contentType]) =>
          draft(
            values,
            { contentType, payload: body?.payload ?? '{}' },
            `content type ${contentType ?? '(none)'}`,
          ),
        ),
    },
    {
      name: 'no-body',
      weight: 1,
      arbitrary: parameters.map((values) => draft(values, null, 'body left out')),
    },
  ];
}

/** The kinds of request for `operation`, valid and invalid; `document` resolves references. */
export function requestFamilies(document: unknown, operation: Operation): RequestFamily[] {
  return [...parameterFamilies(document, operation), ...bodyFamilies(document, operation)].map(
    (family) => ({ ...family, arbitrary: family.arbitrary.map((d) => requestOf(operation, d)) }),
  );
}

/** Any request to `operation`, each kind as likely as its weight says. */
export function fuzzRequest(document: unknown, operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...requestFamilies(document, operation));
}
