/**
 * The session's calls (spec sections 4 and 7 of account-and-platform): the probe of the session
 * the app holds, and the logout, of this device or of every one.
 */
import type { OperationHandler, Schemas } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { endSession, requireLiveSession } from '../../plugins/session';
import { toApiUser } from './repository';
import { deleteUserSessions } from './session-repository';

const authLogout: OperationHandler<'authLogout'> = async (request, reply) => {
  const auth = request.auth;
  if (request.query.everywhere === true && auth?.state === 'live') {
    await deleteUserSessions(request.server.database.db, auth.user.id);
  }
  await endSession(request, reply);
  return ok(null, anonymousUser());
};

const authTest: OperationHandler<'authTest'> = async (request) => {
  const user = requireLiveSession(request);
  const check: Schemas['SessionCheck'] = { authenticated: true, userId: user.id };
  const { operation } = request.query;
  if (operation !== undefined && operation !== '') check.operation = operation;
  return ok(check, toApiUser(user));
};

export const sessionHandlers = { authLogout, authTest };
