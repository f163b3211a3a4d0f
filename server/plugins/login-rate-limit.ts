/**
 * Rate limits on the login call only (DESIGN.md "Session and security"): per client address and
 * login, and a looser one per client address so one address cannot try many accounts. Runs after
 * validation (preHandler), when the login in the body is known. Counters live in this process.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../src/domain/messages';
import type { LoginRateLimit } from '../config';
import type { OperationId } from '../http/contract';
import { ApiError } from '../http/envelope';
import { normaliseEmail } from '../modules/auth/repository';

/** Operations whose attempts are limited. */
const LIMITED_OPERATIONS: ReadonlySet<string> = new Set<OperationId>(['authLogin']);

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
  return '';
}

function isLimited(route: RouteOptions): boolean {
  const schema: unknown = route.schema;
  const operationId =
    typeof schema === 'object' && schema !== null && 'operationId' in schema
      ? schema.operationId
      : undefined;
  return typeof operationId === 'string' && LIMITED_OPERATIONS.has(operationId);
}

export default fp<LoginRateLimitOptions>(
  async (app, { limit }) => {
    if (limit === false) return;
    // Only the counters of the plugin are used; the checks below decide and answer.
    await app.register(rateLimit, { global: false });

    // The plugin's own route hook runs one limit per request; two are needed, so they are
    // checked here in turn.
    const checks = [
      app.createRateLimit({
        max: limit.max * PER_ADDRESS_FACTOR,
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request) => `address:${request.ip}`,
      }),
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request) => `login:${request.ip}:${loginOf(request)}`,
      }),
    ];

    async function enforceLimits(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new ApiError(429, [messages.tooManyRequests.message]);
        }
      }
    }

    app.addHook('onRoute', (route) => {
      if (!isLimited(route)) return;
      const existing = route.preHandler;
      const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route.preHandler = [...before, enforceLimits];
    });
  },
  { name: 'login-rate-limit' },
);
