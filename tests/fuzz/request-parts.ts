/**
 * The parts of a request as arbitraries: parameter values (valid, or wrong with a note) and
 * bodies encoded as JSON or as a url-encoded form.
 */
import fc from 'fast-check';
import type { Operation, Parameter } from './contract';
import type { Body, ParameterValues } from './fuzz-request';
import { preview, toFieldText, toFieldTexts, toJsonText, toQueryText } from './fuzz-value';
import type { FuzzValue } from './fuzz-value';
import { hostileQueryText, NON_FINITE_QUERY, pick } from './hostile-values';
import { invalidValue } from './invalid-value';
import { flatten, typesOf } from './schema';
import { validValue } from './valid-value';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Values `parameter` accepts, as the texts of the query, path or header. */
export function validParameter(
  document: unknown,
  parameter: Parameter,
): fc.Arbitrary<readonly string[]> {
  return validValue(document, parameter.schema, 0, parameter.name).map(toFieldTexts);
}

/** Wrong or hostile texts for `parameter`, repeated ones too, with a note of what was sent. */
export function invalidParameter(
  document: unknown,
  parameter: Parameter,
): fc.Arbitrary<{ values: readonly string[]; note: string }> {
  const label = `${parameter.in} ${parameter.name}`;
  const flat = flatten(document, parameter.schema);
  const numeric =
    typeof flat !== 'boolean' &&
    typesOf(flat).some((type) => type === 'number' || type === 'integer');
  const options = [
    hostileQueryText().map((text) => [text]),
    invalidValue(document, parameter.schema, label).map(({ value }) => toFieldTexts(value)),
    fc
      .tuple(validParameter(document, parameter), hostileQueryText())
      .map(([valid, text]) => [...valid, text]),
  ];
  if (numeric) options.push(pick(...NON_FINITE_QUERY).map((text) => [text]));
  return fc
    .oneof(...options)
    .map((values) => ({ values, note: `${label} = ${preview(JSON.stringify(values), 100)}` }));
}

/** Every required parameter with a valid value, and some of the optional ones. */
export function validParameters(
  document: unknown,
  operation: Operation,
): fc.Arbitrary<ParameterValues> {
  const entries = operation.parameters.map((parameter) => {
    const value = validParameter(document, parameter);
    return (parameter.required ? value : fc.option(value, { nil: undefined })).map(
      (values) => [parameter, values] as const,
    );
  });
  return fc.tuple(...entries).map((pairs) => {
    const values = new Map<Parameter, readonly string[]>();
    for (const [parameter, texts] of pairs) if (texts !== undefined) values.set(parameter, texts);
    return values;
  });
}

/** `value` as a body of `contentType`: JSON text, or a form (members as fields). */
export function encodeBody(contentType: string, value: FuzzValue): Body {
  if (contentType !== FORM_TYPE) return { contentType, payload: toJsonText(value) };
  const pairs: [string, string][] =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([name, member]) =>
          toFieldTexts(member).map((text): [string, string] => [name, text]),
        )
      : [[toFieldText(value), '']];
  return { contentType, payload: toQueryText(pairs) };
}

/** A valid body in one of the media types the operation takes (null when it takes none). */
export function validBody(document: unknown, operation: Operation): fc.Arbitrary<Body | null> {
  const content = Object.entries(operation.body?.content ?? {});
  if (content.length === 0) return fc.constant(null);
  return pick(...content).chain(([contentType, schema]) =>
    validValue(document, schema).map((value) => encodeBody(contentType, value)),
  );
}

/** An invalid body in one of the media types the operation takes, with what is wrong. */
export function invalidBody(
  document: unknown,
  operation: Operation,
): fc.Arbitrary<{ body: Body; note: string }> {
  const content = Object.entries(operation.body?.content ?? {});
  return pick(...content).chain(([contentType, schema]) =>
    invalidValue(document, schema, 'body').map((bad) => ({
      body: encodeBody(contentType, bad.value),
      note: `${contentType === FORM_TYPE ? 'form ' : ''}${bad.note}`,
    })),
  );
}
