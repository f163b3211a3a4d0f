/**
 * A request as the fuzzer sends it, and how a draft (parameter values, a body, what is off)
 * becomes one: the path filled in, the query percent-encoded, the app's headers added.
 */
import type { Method, Operation, Parameter } from './contract';
import { percentEncode, toQueryText } from './fuzz-value';

/** The headers the shop's web app sends with every call (the cross-site guard lets them through). */
export const APP_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'x-ebsn-client': 'web',
  'sec-fetch-site': 'same-origin',
};

export interface FuzzRequest {
  readonly operationId: string;
  readonly method: Method;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
  /** What is off in this request ('valid' when nothing should be). */
  readonly mutation: string;
}

/** Parameter values; a parameter not in the map is left out, several values repeat it. */
export type ParameterValues = ReadonlyMap<Parameter, readonly string[]>;

export interface Body {
  /** null: no Content-Type header. */
  readonly contentType: string | null;
  readonly payload: string;
}

export interface Draft {
  readonly parameters: ParameterValues;
  /** Query text appended as is (`a=%FF`, `%zz=1`). */
  readonly extraQuery: string;
  readonly body: Body | null;
  readonly mutation: string;
}

/** A header value as an HTTP client can send it: printable ASCII, cut to 8 KB. */
function headerText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 8192);
}

/** The request `draft` describes for `operation`. */
export function requestOf(operation: Operation, draft: Draft): FuzzRequest {
  const query: [string, string][] = [];
  const headers: Record<string, string> = { ...APP_HEADERS };
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const values = draft.parameters.get(parameter);
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, percentEncode(values?.[0] ?? ''));
    } else if (values === undefined) {
      continue;
    } else if (parameter.in === 'query') {
      for (const value of values) query.push([parameter.name, value]);
    } else if (parameter.in === 'header' && values[0] !== undefined) {
      headers[parameter.name.toLowerCase()] = headerText(values[0]);
    }
  }
  const search = [toQueryText(query), draft.extraQuery].filter((part) => part !== '').join('&');
  if (draft.body?.contentType) headers['content-type'] = draft.body.contentType;
  return {
    operationId: operation.id,
    method: operation.method,
    url: search === '' ? path : `${path}?${search}`,
    headers,
    ...(draft.body === null ? {} : { payload: draft.body.payload }),
    mutation: draft.mutation,
  };
}
