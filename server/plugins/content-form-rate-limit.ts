/**
 * Form submissions and uploads per client address (DESIGN.md "Session and security"), the way
 * registrations are limited (registration-rate-limit.ts): past the limit, 429 with the shop's
 * message in Ninja Forms' shape. Checked when the request arrives, before a file is read, and
 * every request counts, refused ones too. Counters live in the database, shared by every process.
 */
import fp from 'fastify-plugin';
import type { RateLimit } from '../config';
import type { operations } from '../../src/api/content';
import { enforceLimits, ensureRateLimitCounters, operationIdOf } from './login-rate-limit';

const LIMITED_OPERATIONS: ReadonlySet<string> = new Set<keyof operations>(['contentFormAjax']);

export interface ContentFormRateLimitOptions {
  /** false disables the limit (tests that send many forms). */
  readonly limit: RateLimit | false;
}

export default fp<ContentFormRateLimitOptions>(
  async (app, { limit }) => {
    if (limit === false) return;
    await ensureRateLimitCounters(app);
    const perAddress = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `content-form:${request.ip}`,
    });
    const check = enforceLimits([perAddress]);
    app.addHook('onRoute', (route) => {
      const operationId = operationIdOf(route);
      if (operationId === undefined || !LIMITED_OPERATIONS.has(operationId)) return;
      const existing = route.onRequest;
      const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route.onRequest = [...before, check];
    });
  },
  { name: 'content-form-rate-limit' },
);
