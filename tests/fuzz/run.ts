/**
 * Runs the contract fuzzer against a built app: N requests spread over the operations, each sent
 * as a guest and as the logged-in demo customer, every reply checked against the contract and the
 * server asked for /version.json after each one. Reproducible from its seed.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadContract, operationsUnder, type Contract, type Operation } from './contract';
import { CustomerSession } from './customer-session';
import { APP_HEADERS, type FuzzRequest } from './fuzz-request';
import { planRequests } from './plan';
import { checkReply, type ProblemKind, type ReplySummary } from './reply-check';
import { createSchemaValidator, type SchemaValidator } from './schema-validator';

export type Auth = 'guest' | 'customer';

export type FailureKind = ProblemKind | 'server-down' | 'no-reply' | 'login';

export interface FuzzFailure {
  readonly kind: FailureKind;
  readonly operationId: string;
  readonly auth: Auth;
  readonly request: FuzzRequest;
  readonly reply: ReplySummary | null;
  readonly detail: string;
}

export interface FuzzOptions {
  /** Requests to send in all (each generated request goes once as guest, once as customer). */
  readonly runs: number;
  readonly seed: number;
  /** Only operations whose path starts with this (default `/ebsn/api/`). */
  readonly prefix?: string;
  /** The contract (default openapi/ebsn.yaml). */
  readonly contract?: Contract;
  /** Starts the customer's session; its cookie (default: the demo customer's login form). */
  readonly logIn?: (app: FastifyInstance) => Promise<string>;
  /** A request without a reply after this long stops the run (default 20 s). */
  readonly replyTimeoutMs?: number;
  /** Called after each request with the count sent so far. */
  readonly onProgress?: (sent: number) => void;
}

export interface FuzzReport {
  readonly seed: number;
  readonly requests: number;
  readonly operations: number;
  /** Replies per HTTP status. */
  readonly byStatus: ReadonlyMap<number, number>;
  /** Replies per operation, per HTTP status. */
  readonly byOperation: ReadonlyMap<string, ReadonlyMap<number, number>>;
  readonly failures: readonly FuzzFailure[];
  readonly durationMs: number;
}

const DEFAULT_PREFIX = '/ebsn/api/';
const DEFAULT_REPLY_TIMEOUT_MS = 20_000;

function summaryOf(reply: LightMyRequestResponse): ReplySummary {
  const contentType = reply.headers['content-type'];
  return {
    statusCode: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    body: reply.body,
  };
}

class NoReply extends Error {}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoReply(`no reply within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function count<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

interface RunState {
  readonly app: FastifyInstance;
  readonly options: FuzzOptions;
  readonly validator: SchemaValidator;
  readonly byStatus: Map<number, number>;
  readonly byOperation: Map<string, Map<number, number>>;
  readonly failures: FuzzFailure[];
  readonly session: CustomerSession;
  sent: number;
}

/** Sends one request; false when the run must stop (no reply, or the server stopped answering). */
async function send(
  state: RunState,
  operation: Operation,
  request: FuzzRequest,
  auth: Auth,
): Promise<boolean> {
  const { app, options } = state;
  const timeoutMs = options.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS;
  const fail = (kind: FailureKind, reply: ReplySummary | null, detail: string) =>
    state.failures.push({ kind, operationId: operation.id, auth, request, reply, detail });
  const headers = { ...request.headers };
  const cookie = state.session.cookie;
  if (auth === 'customer' && cookie !== null) headers.cookie = cookie;
  let reply: LightMyRequestResponse;
  try {
    reply = await withTimeout(
      app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      timeoutMs,
    );
  } catch (error) {
    fail('no-reply', null, error instanceof Error ? error.message : String(error));
    return !(error instanceof NoReply);
  } finally {
    state.sent += 1;
    options.onProgress?.(state.sent);
  }
  const summary = summaryOf(reply);
  count(state.byStatus, reply.statusCode);
  const perOperation = state.byOperation.get(operation.id) ?? new Map<number, number>();
  count(perOperation, reply.statusCode);
  state.byOperation.set(operation.id, perOperation);
  for (const problem of checkReply(operation, summary, state.validator)) {
    fail(problem.kind, summary, problem.detail);
  }
  const lost = auth === 'customer' ? await state.session.follow(reply) : null;
  if (lost !== null) fail('login', summary, lost);
  const health = await withTimeout(
    app.inject({ method: 'GET', url: '/version.json', headers: APP_HEADERS }),
    timeoutMs,
  ).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  if (typeof health === 'string' || health.statusCode !== 200) {
    const detail =
      typeof health === 'string' ? health : `GET /version.json answered ${health.statusCode}`;
    fail('server-down', summary, `after this request ${detail}`);
    return false;
  }
  return true;
}

/** Fuzzes `app` with `options.runs` requests from `options.seed`; what was answered and what failed. */
export async function runFuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const contract = options.contract ?? loadContract();
  const operations = operationsUnder(contract, options.prefix ?? DEFAULT_PREFIX);
  const state: RunState = {
    app,
    options,
    validator: createSchemaValidator(contract.document),
    byStatus: new Map(),
    byOperation: new Map(),
    failures: [],
    session: new CustomerSession(app, options.logIn),
    sent: 0,
  };
  await state.session.start();
  const plan = planRequests(
    contract.document,
    operations,
    Math.ceil(options.runs / 2),
    options.seed,
  );
  run: for (const { operation, request } of plan) {
    for (const auth of ['guest', 'customer'] as const) {
      if (state.sent >= options.runs) break run;
      if (!(await send(state, operation, request, auth))) break run;
    }
  }
  return {
    seed: options.seed,
    requests: state.sent,
    operations: operations.length,
    byStatus: state.byStatus,
    byOperation: state.byOperation,
    failures: state.failures,
    durationMs: performance.now() - started,
  };
}
