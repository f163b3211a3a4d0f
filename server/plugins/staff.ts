/**
 * The staff's side of every request (issue 16): resolves the `ebsn_staff` cookie into
 * `request.staff`; while the session acts for a customer, the request is served as that
 * customer's (`request.auth`), calls on the customer's secrets are refused, and every call that
 * changes something writes an audit row before the reply leaves. Replies to a staff browser carry
 * `X-Ebsn-Staff` (signed-in, acting, acting-expired) so the app knows to show the staff card.
 *
 * Registered after the session plugin: its onRequest hook runs after the shopper's session was
 * resolved, and replaces it while acting.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffMessages } from '../../src/domain/staff';
import { API_PREFIX, STAFF_COOKIE, STAFF_HEADER } from '../config';
import type { OperationId } from '../http/contract';
import { ApiError, anonymousUser, ok } from '../http/envelope';
import { isWellFormedToken, sessionIdOf } from '../modules/session/sessions';
import { appendAudit, findCustomer } from '../modules/staff/repository';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  stopActing,
  touchStaffSession,
} from '../modules/staff/session-repository';
import { operationIdOf } from './login-rate-limit';
import { isStateChanging } from './request-origin';

/** The customer's own secrets and identity: never changed, nor seen, by staff acting for them. */
const NOT_WHILE_ACTING: ReadonlySet<string> = new Set<OperationId>([
  'passwordResetTokenRequest',
  'passwordResetTokenCheck',
  'passwordReset',
  'registrationUpdatePassword',
  'registrationMfaEnabled',
  'registrationUpdateMfa',
  'registrationUpdateEmailRequest',
  'registrationUpdateEmail',
  'registrationUpdateUsername',
  'registrationAnonymizeTokenRequest',
  'registrationAnonymizeTokenCheck',
  'registrationUserAnonymize',
  'userRegistrationDisclaimerListByType',
  'userRegistrationDisclaimerCheck',
  'userRegistrationDisclaimerUpdate',
  'cookieConsentView',
  'cookieConsentSave',
  'marketingCloudContactKey',
  'marketingCloudRemove',
  // A device registered receives the customer's notifications: only their own app registers it.
  'externalRegistrationRegister',
  'externalRegistrationUnregister',
]);

export interface StaffPluginOptions {
  /** How often expired staff sessions are deleted; 0 (default): only those requests meet. */
  readonly cleanupIntervalMs?: number;
}

async function resolveStaff(request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[STAFF_COOKIE];
  if (token === undefined || token === '') return false;
  if (!isWellFormedToken(token)) return true;
  const { db } = request.server.database;
  const sessionId = sessionIdOf(token);
  const live = await touchStaffSession(db, sessionId);
  if (live === null) {
    await deleteStaffSession(db, sessionId);
    return true;
  }
  request.staff = live;
  if (live.actingUserId !== null) {
    const customer = await findCustomer(db, live.actingUserId);
    if (customer !== null) request.auth = { state: 'live', sessionId, user: customer };
  }
  return false;
}

function isActing(request: FastifyRequest): boolean {
  return request.staff?.actingUserId != null;
}

function staffMarker(request: FastifyRequest): string | null {
  const { staff } = request;
  if (staff === null) return null;
  if (staff.actingUserId !== null) return 'acting';
  return staff.actingExpired ? 'acting-expired' : 'signed-in';
}

export default fp<StaffPluginOptions>(
  async (app, options) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffExpired', false);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(API_PREFIX)) return;
      request.staffExpired = await resolveStaff(request);
      if (request.staffExpired) reply.clearCookie(STAFF_COOKIE, { path: '/' });
    });

    app.addHook('preHandler', async (request, reply) => {
      if (!isActing(request)) return;
      const operation = operationIdOf(request.routeOptions);
      if (operation !== undefined && NOT_WHILE_ACTING.has(operation)) {
        throw new ApiError(403, [staffMessages.notWhileActing.message]);
      }
      // The shop's 'Esci' while acting gives the customer back, it does not end a session.
      if (operation === 'authLogout' && request.staff !== null) {
        await stopActing(request.server.database.db, request.staff.sessionId);
        request.auth = { state: 'anonymous' };
        return reply.send(ok(null, anonymousUser()));
      }
    });

    app.addHook('onSend', async (request, reply) => {
      const marker = staffMarker(request);
      if (marker !== null) reply.header(STAFF_HEADER, marker);
      const { staff } = request;
      if (staff === null || staff.actingUserId === null || !isStateChanging(request)) return;
      const statusCode = reply.statusCode;
      await appendAudit(request.server.database.db, {
        staffUserId: staff.staff.id,
        staffUsername: staff.staff.username,
        customerUserId: staff.actingUserId,
        operation: operationIdOf(request.routeOptions) ?? 'unknown',
        method: request.method,
        // The path only: query strings may carry tokens.
        path: (request.routeOptions.url ?? request.url.split('?')[0] ?? '').slice(0, 300),
        statusCode,
        outcome: statusCode < 400 ? 'ok' : 'error',
      });
    });

    const interval = options.cleanupIntervalMs ?? 0;
    if (interval > 0) {
      const timer = setInterval(() => {
        deleteExpiredStaffSessions(app.database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'expired staff session cleanup failed'),
        );
      }, interval);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'staff', dependencies: ['database', '@fastify/cookie', 'session'] },
);
