/**
 * The customer search and acting for a customer (account-and-platform.md sections 1, 6 and 7:
 * user-search/list_user, user-search/select_user; issue 16: release and the audit list).
 */
import * as v from 'valibot';
import { CUSTOMER_USER_TYPE_ID } from '../../db/schema/users';
import {
  findStaffMessage,
  STAFF_ROLES,
  customerSearchSchema,
  staffMessages,
} from '../../../src/domain/staff';
import { messages } from '../../../src/domain/messages';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser } from '../../plugins/session';
import { requireStaff } from './access';
import { findCustomer, listAudit, searchCustomers, type CustomerSort } from './repository';
import { startActing, stopActing } from './session-repository';
import { actingView, pageInfo, signOnView } from './views';

const userSearchListUser: OperationHandler<'userSearchListUser'> = async (request) => {
  requireStaff(request, [STAFF_ROLES.customerCare]);
  const { query } = request;
  const search = v.safeParse(customerSearchSchema, {
    q: query.q ?? '',
    cod_int: query.cod_int ?? '',
  });
  if (!search.success) {
    const id = search.issues[0].message;
    throw new ApiError(400, [findStaffMessage(id)?.message ?? messages.badRequest.message]);
  }
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const { rows, total } = await searchCustomers(request.server.database.db, {
    q: search.output.q,
    internalCode: search.output.cod_int === '' ? null : Number(search.output.cod_int),
    page,
    pageSize,
    sort: (query.sort ?? 'lastName') as CustomerSort,
    userTypeId: query.user_type_id ?? CUSTOMER_USER_TYPE_ID,
  });
  const users = rows.map((row) => ({
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    fiscalCode: row.fiscalCode,
    phone: row.phone,
    userTypeId: row.userTypeId,
  }));
  return ok({ users, page: pageInfo(page, pageSize, total) }, envelopeUser(request));
};

const userSearchSelectUser: OperationHandler<'userSearchSelectUser'> = async (request) => {
  const staff = requireStaff(request, [STAFF_ROLES.customerCare]);
  const { db } = request.server.database;
  const customer = await findCustomer(db, request.query.user_id);
  if (customer === null) throw new ApiError(404, [staffMessages.customerNotFound.message]);
  await startActing(db, staff.sessionId, customer.id);
  request.staff = {
    ...staff,
    actingUserId: customer.id,
    actingSince: new Date(),
    actingExpired: false,
  };
  request.auth = { state: 'live', sessionId: staff.sessionId, user: customer };
  return ok(signOnView(staff, actingView(customer, new Date())), envelopeUser(request));
};

const userSearchReleaseUser: OperationHandler<'userSearchReleaseUser'> = async (request) => {
  const staff = requireStaff(request);
  await stopActing(request.server.database.db, staff.sessionId);
  // This reply is still audited as the customer's (the hook reads the session as it came).
  request.auth = { state: 'anonymous' };
  return ok(signOnView(staff, null), envelopeUser(request));
};

const staffAuditList: OperationHandler<'staffAuditList'> = async (request) => {
  requireStaff(request, [STAFF_ROLES.auditor]);
  const page = request.query.page ?? 1;
  const pageSize = request.query.page_size ?? 50;
  const { rows, total } = await listAudit(request.server.database.db, {
    customerUserId: request.query.customer_user_id ?? null,
    page,
    pageSize,
  });
  const view = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffUsername: row.staffUsername,
    customerUserId: row.customerUserId,
    customerName: row.customerName,
    operation: row.operation,
    method: row.method,
    path: row.path,
    statusCode: row.statusCode,
    outcome: row.outcome,
  }));
  return ok({ rows: view, page: pageInfo(page, pageSize, total) }, envelopeUser(request));
};

export const userSearchHandlers = {
  userSearchListUser,
  userSearchSelectUser,
  userSearchReleaseUser,
  staffAuditList,
};
