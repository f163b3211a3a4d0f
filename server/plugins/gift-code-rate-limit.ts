/**
 * Gift-code attempts per shopper (issue 13, finding 4): checking or applying codes is limited like
 * logins (login-rate-limit.ts, counters in the database), so nobody can try codes by the hundred
 * to find real ones; past the limit 429 'Troppi tentativi, riprova tra qualche minuto.'. A shopper
 * is keyed by account, and by address as well, so neither new accounts nor new addresses give
 * fresh tries alone.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config';
import type { OperationId } from '../http/contract';
import {
  enforceLimits,
  ensureRateLimitCounters,
  limitOperations,
  perAddressAndKey,
} from './login-rate-limit';

const LIMITED_OPERATIONS: ReadonlySet<string> = new Set<OperationId>([
  'cartGiftCertificateCheck',
  'cartGiftCertificateAddCode',
]);

/** How many more attempts one address gets than one account (a family or an office shares it). */
const PER_ADDRESS_FACTOR = 3;

export interface GiftCodeRateLimitOptions {
  /** false disables the limit (tests that try many codes). */
  readonly limit: RateLimit | false;
}

function accountOf(request: FastifyRequest): string {
  const auth = request.auth;
  return auth?.state === 'live' ? String(auth.user.id) : 'anonymous';
}

export default fp<GiftCodeRateLimitOptions>(
  async (app, { limit }) => {
    if (limit === false) return;
    await ensureRateLimitCounters(app);
    const checks = perAddressAndKey(app, limit, {
      factor: PER_ADDRESS_FACTOR,
      scope: 'gift-code',
      keyOf: accountOf,
    });
    limitOperations(app, LIMITED_OPERATIONS, enforceLimits(checks));
  },
  { name: 'gift-code-rate-limit' },
);
