/**
 * Rate limits on the login call (DESIGN.md "Session and security"): per client address and
 * login, and a looser one per client address so one address cannot try many accounts. Runs after
 * validation (preHandler), when the login in the body is known. Counters live in the database
 * (server/db/rate-limit-store.ts), so they hold across processes.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../src/domain/messages';
import type { LoginRateLimit, RateLimit } from '../config';
import { databaseRateLimitStore } from '../db/rate-limit-store';
import type { OperationId } from '../http/contract';
import { ApiError } from '../http/envelope';
import { normaliseEmail } from '../modules/login/repository';

/**
 * Operations whose attempts are limited: the login, and the password change, where a stolen
 * session could otherwise guess the current password (it has no login: one key per address).
 */
const LIMITED_OPERATIONS: ReadonlySet<string> = new Set<OperationId>([
  'authLogin',
  'registrationUpdatePassword',
  // The staff's sign-on without the identity provider, keyed by its user like a login.
  'backofficeSsoLogin',
]);

/** How many more attempts one address gets across all logins than for one login. */
const PER_ADDRESS_FACTOR = 5;

export interface LoginRateLimitOptions {
  /** false disables the limit (tests that log in many times). */
  readonly limit: LoginRateLimit | false;
}

function loginOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (
    typeof body === 'object' &&
    body !== null &&
    'login' in body &&
    typeof body.login === 'string'
  ) {
    return normaliseEmail(body.login);
  }
  if (
    typeof body === 'object' &&
    body !== null &&
    'backoffice_user' in body &&
    typeof body.backoffice_user === 'string'
  ) {
    return `staff:${body.backoffice_user.trim().toLowerCase()}`;
  }
  return '';
}

/** The contract's operationId of a route, if it has one. */
export function operationIdOf(route: Pick<RouteOptions, 'schema'>): string | undefined {
  const schema: unknown = route.schema;
  const operationId =
    typeof schema === 'object' && schema !== null && 'operationId' in schema
      ? schema.operationId
      : undefined;
  return typeof operationId === 'string' ? operationId : undefined;
}

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/** A preHandler that runs `checks` in turn and answers 429 at the first exceeded one. */
export function enforceLimits(checks: readonly RateCheck[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError(429, [messages.tooManyRequests.message]);
      }
    }
  };
}

/** Adds `handler` after the route's own preHandlers, for the operations in `operations`. */
export function limitOperations(
  app: FastifyInstance,
  operations: ReadonlySet<string>,
  handler: ReturnType<typeof enforceLimits>,
): void {
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOf(route);
    if (operationId === undefined || !operations.has(operationId)) return;
    const existing = route.preHandler;
    const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preHandler = [...before, handler];
  });
}

/**
 * The counters of @fastify/rate-limit, registered once whichever limit needs them first, kept in
 * the database so that every process counts the same attempts.
 */
export async function ensureRateLimitCounters(app: FastifyInstance): Promise<void> {
  // Only the plugin's counters are used; the checks above decide and answer.
  if (!app.hasDecorator('createRateLimit')) {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.database.db),
    });
  }
}

/**
 * Two limits checked in turn (the plugin's own route hook runs one a request): `limit` per key
 * (`keyOf`), and `factor` times as many per client address, so that neither new keys alone nor
 * new addresses alone give fresh tries.
 */
export function perAddressAndKey(
  app: FastifyInstance,
  limit: RateLimit,
  options: {
    readonly factor: number;
    readonly scope: string;
    readonly keyOf: (request: FastifyRequest) => string;
  },
): RateCheck[] {
  return [
    app.createRateLimit({
      max: limit.max * options.factor,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `${options.scope}-address:${request.ip}`,
    }),
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `${options.scope}:${options.keyOf(request)}`,
    }),
  ];
}

export default fp<LoginRateLimitOptions>(
  async (app, { limit }) => {
    if (limit === false) return;
    await ensureRateLimitCounters(app);

    const checks = perAddressAndKey(app, limit, {
      factor: PER_ADDRESS_FACTOR,
      scope: 'login',
      keyOf: (request) => `${request.ip}:${loginOf(request)}`,
    });
    limitOperations(app, LIMITED_OPERATIONS, enforceLimits(checks));
  },
  { name: 'login-rate-limit' },
);
