/** The staff replies' shapes, from the sessions and rows. */
import type { Schemas } from '../../http/contract';
import type { PublicUser } from '../session/repository';
import type { LiveStaffSession, StaffUser } from './session-repository';

export function staffUserView(staff: StaffUser): Schemas['StaffUser'] {
  return { username: staff.username, displayName: staff.displayName, roles: [...staff.roles] };
}

export function actingView(
  customer: PublicUser | null,
  since: Date | null,
): Schemas['ActingCustomer'] | null {
  if (customer === null || since === null) return null;
  return {
    userId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    since: since.toISOString(),
  };
}

export function signOnView(
  session: Pick<LiveStaffSession, 'staff'> | null,
  acting: Schemas['ActingCustomer'] | null,
): Schemas['StaffSignOn'] {
  return {
    redirectUrl: null,
    staff: session === null ? null : staffUserView(session.staff),
    acting,
  };
}

export function pageInfo(page: number, pageSize: number, total: number): Schemas['PageInfo'] {
  return {
    selPage: page,
    totPages: Math.max(1, Math.ceil(total / pageSize)),
    totItems: total,
    itemsPerPage: pageSize,
  };
}
