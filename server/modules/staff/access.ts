/**
 * Who may call a staff operation: a live staff session (else 403 'Operazione riservata al
 * personale del negozio.', or 419 when the staff cookie is there but its session expired) with
 * one of the requested roles (else 403 'Il tuo profilo non ha il ruolo necessario...').
 */
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../src/domain/messages';
import { hasAnyRole, staffMessages } from '../../../src/domain/staff';
import { ApiError } from '../../http/envelope';
import type { LiveStaffSession } from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live staff session; null without one (and outside /ebsn/api). */
    staff: LiveStaffSession | null;
    /** A staff cookie came with the request but its session is unknown or expired. */
    staffExpired: boolean;
  }
}

export function requireStaff(
  request: FastifyRequest,
  roles: readonly string[] = [],
): LiveStaffSession {
  const { staff } = request;
  if (staff === null) {
    if (request.staffExpired) throw new ApiError(419, [messages.sessionExpired.message]);
    throw new ApiError(403, [staffMessages.staffOnly.message]);
  }
  if (roles.length > 0 && !hasAnyRole(staff.staff.roles, roles)) {
    throw new ApiError(403, [staffMessages.roleMissing.message]);
  }
  return staff;
}
