/**
 * The shop API as the bench calls it over HTTP: every call carries `X-Ebsn-Client: web` (the
 * state-changing ones are refused without it) and, for a shopper, the session cookie.
 */

/** The header the shop's own app sends; a page of another site cannot. */
export const APP_CLIENT = { 'x-ebsn-client': 'web' } as const;

/** The envelope of every API reply, with the parts the bench reads. */
export interface Envelope<Data> {
  readonly response: {
    readonly status: number;
    readonly errors: readonly { readonly error: string }[];
  };
  readonly data: Data;
}

export interface Reply<Data> {
  readonly statusCode: number;
  readonly body: Envelope<Data> | null;
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST';
  /** `ebsn_session=<token>` */
  readonly cookie?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly json?: object;
  /** Sent as a form. */
  readonly form?: Readonly<Record<string, string>>;
}

function parseEnvelope<Data>(text: string): Envelope<Data> | null {
  try {
    return JSON.parse(text) as Envelope<Data>;
  } catch {
    return null;
  }
}

/** One call to `base` + `pathAndQuery`; a body that is not JSON reads as null. */
export async function call<Data = unknown>(
  base: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<Reply<Data>> {
  const headers: Record<string, string> = {
    ...APP_CLIENT,
    accept: 'application/json',
    ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(base + pathAndQuery, {
    method: options.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { statusCode: response.status, body: parseEnvelope<Data>(text) };
}

/** Whether a reply is a success: HTTP 200 with status 0. */
export function succeeded(reply: Reply<unknown>): boolean {
  return reply.statusCode === 200 && reply.body?.response.status === 0;
}

/** The data of a successful reply, or an error naming the call and what came back. */
export function dataOf<Data>(reply: Reply<Data>, what: string): Data {
  if (!succeeded(reply) || reply.body === null) {
    throw new Error(`${what} answered ${reply.statusCode}: ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data;
}

/** The base of the `index`-th call when calls go round-robin over `bases`. */
export function roundRobin(bases: readonly string[], index: number): string {
  const base = bases[index % bases.length];
  if (base === undefined) throw new Error('No server to call');
  return base;
}

/** Counts replies by HTTP status, as '200: 20, 400: 280'. */
export function statusCounts(replies: readonly Reply<unknown>[]): string {
  const counts = new Map<number, number>();
  for (const reply of replies)
    counts.set(reply.statusCode, (counts.get(reply.statusCode) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/**
 * How many of `replies` match `predicate` through each process, as '5 + 6 + 4 + 5', when the
 * `index`-th call went to process `index % processes` (roundRobin).
 */
export function countPerProcess(
  replies: readonly Reply<unknown>[],
  processes: number,
  predicate: (reply: Reply<unknown>) => boolean,
): string {
  const counts = Array<number>(processes).fill(0);
  replies.forEach((reply, index) => {
    const process = index % processes;
    if (predicate(reply)) counts[process] = (counts[process] ?? 0) + 1;
  });
  return counts.join(' + ');
}
