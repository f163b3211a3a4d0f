/** The registration disclaimers (account-and-platform.md section 7 'Disclaimers'). */
import { REGISTRATION_MODULE_TYPE_ID } from '../../db/schema';
import type { OperationHandler } from '../../http/contract';
import { ok } from '../../http/envelope';
import { envelopeUser } from '../../plugins/session';
import { DEFAULT_DISCLAIMER_STORE_ID, listDisclaimers } from './disclaimer-repository';

const registrationDisclaimerList: OperationHandler<'registrationDisclaimerList'> = async (
  request,
) => {
  const {
    store_id: storeId = DEFAULT_DISCLAIMER_STORE_ID,
    registration_module_type_id: moduleTypeId = REGISTRATION_MODULE_TYPE_ID,
  } = request.query;
  const registrationDisclaimers = await listDisclaimers(
    request.server.database.db,
    storeId,
    moduleTypeId,
  );
  return ok({ registrationDisclaimers }, envelopeUser(request));
};

export const disclaimerHandlers = { registrationDisclaimerList };
