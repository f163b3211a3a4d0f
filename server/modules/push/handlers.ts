/**
 * externalregistration/register and externalregistration/unregister (account-and-platform.md §7
 * "Push device registration"): the mobile app registers its device when it receives a push token
 * and unregisters it at logout. The contract checks the input (platform, the device's id, the
 * token's shape and lengths); a device is the caller's, the logged-in account's or a guest one.
 */
import type { FastifyRequest } from 'fastify';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { authOf, envelopeUser, refuseExpiredCredential } from '../../plugins/session';
import { pushMessages } from './messages';
import { registerDevice, unregisterDevice } from './repository';

/** The logged-in account's id, or null for a guest; a dead session answers 419. */
function callerOf(request: FastifyRequest): number | null {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  return auth.state === 'live' ? auth.user.id : null;
}

/** An optional detail of the device: trimmed, null when empty. */
const detail = (value: string | undefined) => value?.trim() || null;

const externalRegistrationRegister: OperationHandler<'externalRegistrationRegister'> = async (
  request,
) => {
  const userId = callerOf(request);
  const { query } = request;
  const uuid = query.uuid.toLowerCase();
  await registerDevice(request.server.database.db, {
    platform: query.platform,
    uuid,
    token: query.external_id,
    model: detail(query.model),
    platformVersion: detail(query.platform_version),
    manufacturer: detail(query.manufacturer),
    userId,
    now: request.server.clock(),
  });
  return ok(
    { platform: query.platform, uuid, boundToAccount: userId !== null },
    envelopeUser(request),
  );
};

const externalRegistrationUnregister: OperationHandler<'externalRegistrationUnregister'> = async (
  request,
) => {
  const userId = callerOf(request);
  const { platform } = request.query;
  const removal = await unregisterDevice(
    request.server.database.db,
    platform,
    request.query.uuid.toLowerCase(),
    userId,
  );
  if (removal === 'foreign') throw new ApiError(404, [pushMessages.deviceNotYours]);
  return ok({ removed: removal === 'removed' }, envelopeUser(request));
};

export const pushHandlers = { externalRegistrationRegister, externalRegistrationUnregister };
