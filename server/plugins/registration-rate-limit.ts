/**
 * Registrations per client address (DESIGN.md "Session and security"), the way logins are
 * limited (login-rate-limit.ts): 429 'Troppi tentativi, riprova tra qualche minuto.' past the
 * limit. Every attempt that matches the contract counts, the ones the form rules refuse too, so
 * one address can neither create accounts in bulk nor flood mailboxes with 'you already have an
 * account' mails. Counters live in the database (login-rate-limit.ts), shared by every process.
 */
import fp from 'fastify-plugin';
import type { RateLimit } from '../config';
import type { OperationId } from '../http/contract';
import { enforceLimits, ensureRateLimitCounters, limitOperations } from './login-rate-limit';

const LIMITED_OPERATIONS: ReadonlySet<string> = new Set<OperationId>(['registrationRegisterUser']);

export interface RegistrationRateLimitOptions {
  /** false disables the limit (tests that register many times). */
  readonly limit: RateLimit | false;
}

export default fp<RegistrationRateLimitOptions>(
  async (app, { limit }) => {
    if (limit === false) return;
    await ensureRateLimitCounters(app);
    const perAddress = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `registration:${request.ip}`,
    });
    limitOperations(app, LIMITED_OPERATIONS, enforceLimits([perAddress]));
  },
  { name: 'registration-rate-limit' },
);
