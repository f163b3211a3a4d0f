/**
 * The billing data of the invoices (account-and-platform.md section 7 'Personal data'): list,
 * add, change and delete the people and companies the shopper's invoices are made out to,
 * checked with the shared rules of src/domain/billing.ts. Another shopper's id answers 404 like
 * an unknown one.
 */
import { accountMessages } from '../../../src/domain/account-messages';
import { checkBilling } from '../../../src/domain/billing';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { formRefusal } from '../registration/form-refusal';
import {
  deletePersonFiscal,
  insertPersonFiscal,
  listPersonFiscals,
  updatePersonFiscal,
  type PersonFiscalValues,
} from './billing-repository';
import { personFiscalValues, toApiPersonFiscal } from './billing-views';
import { accountInfos } from './messages';

function billingNotFound(): ApiError {
  return new ApiError(404, [accountMessages.billingNotFound.message]);
}

/** The body's billing data as columns, or the 400 of its failing fields. */
function checkedValues(body: unknown): PersonFiscalValues {
  const form = checkBilling(body);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  return personFiscalValues(form.value);
}

const userPersonFiscalList: OperationHandler<'userPersonFiscalList'> = async (request) => {
  const user = requireLiveSession(request);
  const rows = await listPersonFiscals(request.server.database.db, user.id);
  return ok({ personFiscals: rows.map(toApiPersonFiscal) }, toApiUser(user));
};

const userPersonFiscalInsert: OperationHandler<'userPersonFiscalInsert'> = async (request) => {
  const user = requireLiveSession(request);
  const values = checkedValues(request.body);
  const row = await insertPersonFiscal(request.server.database.db, user.id, values);
  if (row === null) throw new ApiError(400, [accountMessages.billingLimit.message]);
  return withInfo(
    ok({ personFiscal: toApiPersonFiscal(row) }, toApiUser(user)),
    accountInfos.billingSaved,
  );
};

const registrationUpdateBillingAddress: OperationHandler<
  'registrationUpdateBillingAddress'
> = async (request) => {
  const user = requireLiveSession(request);
  const { personFiscalId, ...billing } = request.body;
  const values = checkedValues(billing);
  const { server } = request;
  const row = await updatePersonFiscal(
    server.database.db,
    user.id,
    personFiscalId,
    values,
    server.clock(),
  );
  if (row === null) throw billingNotFound();
  return withInfo(
    ok({ personFiscal: toApiPersonFiscal(row) }, toApiUser(user)),
    accountInfos.billingSaved,
  );
};

const userPersonFiscalDelete: OperationHandler<'userPersonFiscalDelete'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  if (!(await deletePersonFiscal(db, user.id, request.query.person_fiscal_id))) {
    throw billingNotFound();
  }
  const rows = await listPersonFiscals(db, user.id);
  return withInfo(
    ok({ personFiscals: rows.map(toApiPersonFiscal) }, toApiUser(user)),
    accountInfos.billingDeleted,
  );
};

export const billingHandlers = {
  userPersonFiscalList,
  userPersonFiscalInsert,
  registrationUpdateBillingAddress,
  userPersonFiscalDelete,
};
