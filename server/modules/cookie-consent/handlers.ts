/**
 * cookie-consent/view and cookie-consent/save (issue 17 "Consent"; not in the spec): a logged-in
 * shopper's cookie choice, kept with the account so that it holds on every device. The server
 * dates a choice itself and saves it for the purposes the shop asks about now.
 */
import * as v from 'valibot';
import { COOKIE_PURPOSES_VERSION } from '../../../src/domain/cookie-consent';
import { platformMessages } from '../../../src/domain/platform-messages';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { findCookiePreferences, saveCookiePreferences } from './repository';

/** A version 4 UUID, as `crypto.randomUUID()` makes them. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const saveRequestSchema = v.object({
  technical: v.literal(true),
  analytics: v.boolean(),
  profilation: v.boolean(),
  uuid: v.pipe(v.string(), v.toLowerCase(), v.regex(UUID_V4)),
});

const cookieConsentView: OperationHandler<'cookieConsentView'> = async (request) => {
  const user = requireLiveSession(request);
  const preferences = await findCookiePreferences(request.server.database.db, user.id);
  return ok({ preferences }, envelopeUser(request));
};

const cookieConsentSave: OperationHandler<'cookieConsentSave'> = async (request) => {
  const user = requireLiveSession(request);
  const parsed = v.safeParse(saveRequestSchema, request.body);
  if (!parsed.success) throw new ApiError(400, [platformMessages.cookiePreferencesInvalid.message]);
  const { analytics, profilation, uuid } = parsed.output;
  const preferences = await saveCookiePreferences(request.server.database.db, user.id, {
    analytics,
    profilation,
    uuid,
    purposesVersion: COOKIE_PURPOSES_VERSION,
    saveDate: request.server.clock(),
  });
  return ok({ preferences }, envelopeUser(request));
};

export const cookieConsentHandlers = { cookieConsentView, cookieConsentSave };
