/**
 * Staff sign-on (account-and-platform.md section 7, 'Single sign-on, social and backoffice'):
 * SAML single sign-on (do-login, the assertion consumer service, do-logout, the metadata) and
 * the backoffice sign-on without the identity provider (backoffice-access/sso-login,
 * sso-auth/logout).
 */
import type { FastifyReply } from 'fastify';
import { messages } from '../../../src/domain/messages';
import {
  STAFF_LANDING_PATH,
  backofficeLoginSchema,
  isOwnPath,
  staffMessages,
} from '../../../src/domain/staff';
import * as v from 'valibot';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser } from '../../plugins/session';
import { verifyPassword } from '../login/passwords';
import { decodeBase32, verifyTotp } from '../login/totp';
import { endStaffSession, startStaffSession } from './cookie';
import {
  claimStaffMfaStep,
  findBackofficeCandidate,
  findCustomer,
  markBackofficeLogin,
  upsertSignedOnStaff,
} from './repository';
import {
  inResponseToOf,
  rememberRequest,
  requestIdOfRedirect,
  takeRememberedRequest,
} from './request-binding';
import { SignOnFailure, validateSignOn } from './saml';
import { forgetExpiredSamlIds } from './saml-repository';
import { actingView, signOnView } from './views';

function relayOf(value: string | undefined): string {
  if (value === undefined || value === '') return STAFF_LANDING_PATH;
  if (!isOwnPath(value)) throw new ApiError(400, [staffMessages.relayStateInvalid.message]);
  return value;
}

const samlDoLogin: OperationHandler<'samlDoLogin'> = async (request, reply) => {
  const relay = relayOf(request.query.relay_state_url);
  const { staff } = request;
  if (request.query.checkUser === true) {
    const customer =
      staff?.actingUserId == null
        ? null
        : await findCustomer(request.server.database.db, staff.actingUserId);
    return ok(
      signOnView(staff, actingView(customer, staff?.actingSince ?? null)),
      envelopeUser(request),
    );
  }
  const { saml } = request.server.samlSetup;
  await forgetExpiredSamlIds(request.server.database.db);
  const redirectUrl = await saml.getAuthorizeUrlAsync(relay, undefined, {});
  const requestId = requestIdOfRedirect(redirectUrl);
  if (requestId !== null) rememberRequest(request, reply, requestId);
  return ok({ redirectUrl, staff: null, acting: null }, envelopeUser(request));
};

/** The identity provider's logout address for a session it signed on, when it has one. */
async function providerLogoutUrl(request: Parameters<OperationHandler<'samlDoLogout'>>[0]) {
  const { saml, idp } = request.server.samlSetup;
  const session = request.staff;
  if (idp.sloUrl === null || session?.samlNameId == null) return null;
  return saml.getLogoutUrlAsync(
    {
      issuer: idp.entityId,
      nameID: session.samlNameId,
      nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      ...(session.samlSessionIndex === null ? {} : { sessionIndex: session.samlSessionIndex }),
    },
    STAFF_LANDING_PATH,
    {},
  );
}

const samlDoLogout: OperationHandler<'samlDoLogout'> = async (request, reply) => {
  const redirectUrl = await providerLogoutUrl(request);
  await endStaffSession(request, reply);
  return ok({ redirectUrl }, envelopeUser(request));
};

function redirect(reply: FastifyReply, location: string): string {
  reply.code(303).header('location', location).header('cache-control', 'no-store');
  return '';
}

const samlAcs: OperationHandler<'samlAcs'> = async (request, reply) => {
  const { SAMLResponse: samlResponse, RelayState: relayState } = request.body;
  const { db } = request.server.database;
  const { saml, sp, idp } = request.server.samlSetup;
  const expected = takeRememberedRequest(request, reply);
  try {
    // Only the answer to the request this browser made (no login CSRF); checked first, so a
    // foreign post consumes nothing.
    if (expected === null || inResponseToOf(samlResponse) !== expected) {
      throw new SignOnFailure(staffMessages.ssoFailed.id, 'not the request of this browser');
    }
    const person = await validateSignOn(db, saml, { sp, idpEntityId: idp.entityId }, samlResponse);
    const staff = await upsertSignedOnStaff(db, person);
    await startStaffSession(request, reply, staff.id, {
      nameId: person.nameId,
      sessionIndex: person.sessionIndex,
    });
    const relay =
      relayState !== undefined && isOwnPath(relayState) ? relayState : STAFF_LANDING_PATH;
    return redirect(reply, relay);
  } catch (error) {
    if (!(error instanceof SignOnFailure)) throw error;
    request.log.warn({ reason: error.message }, 'SAML response refused');
    return redirect(
      reply,
      `${STAFF_LANDING_PATH}?sso_error=${encodeURIComponent(error.messageId)}`,
    );
  }
};

const samlMetadata: OperationHandler<'samlMetadata'> = async (request, reply) => {
  reply.type('application/samlmetadata+xml; charset=utf-8');
  return request.server.samlSetup.saml.generateServiceProviderMetadata(null, null);
};

function wrongCredentials(): ApiError {
  return new ApiError(401, [messages.wrongCredentials.message]);
}

const backofficeSsoLogin: OperationHandler<'backofficeSsoLogin'> = async (request, reply) => {
  const form = v.safeParse(backofficeLoginSchema, request.body);
  if (!form.success) throw new ApiError(400, [messages.badRequest.message]);
  const { backoffice_user: username, password, otp } = form.output;
  const { db } = request.server.database;

  // Without a password, only the user already signed on is confirmed.
  if (password === undefined) {
    if (request.staff?.staff.username !== username) throw wrongCredentials();
    return ok(signOnView(request.staff, null), envelopeUser(request));
  }
  const candidate = await findBackofficeCandidate(db, username);
  // Unknown users still pay for a hash verification, so timing does not reveal accounts.
  const matches = await verifyPassword(candidate?.passwordHash ?? null, password);
  if (candidate === null || !matches) throw wrongCredentials();
  if (candidate.mfaSecret !== null) {
    if (otp === undefined) throw new ApiError(401, [messages.mfaRequired.message]);
    const step = verifyTotp(
      decodeBase32(candidate.mfaSecret),
      otp,
      request.server.clock().getTime(),
    );
    if (step === null || !(await claimStaffMfaStep(db, candidate.staff.id, step))) {
      throw new ApiError(401, [messages.wrongMfaPin.message]);
    }
  } else {
    await markBackofficeLogin(db, candidate.staff.id);
  }
  await startStaffSession(request, reply, candidate.staff.id, null);
  return ok(signOnView(candidate, null), envelopeUser(request));
};

const ssoAuthLogout: OperationHandler<'ssoAuthLogout'> = async (request, reply) => {
  await endStaffSession(request, reply);
  return ok(null, envelopeUser(request));
};

export const signOnHandlers = {
  samlDoLogin,
  samlDoLogout,
  samlAcs,
  samlMetadata,
  backofficeSsoLogin,
  ssoAuthLogout,
};
