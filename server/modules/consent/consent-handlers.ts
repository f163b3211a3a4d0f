/**
 * The shopper's disclaimers (account-and-platform.md sections 4 and 7 'Disclaimers'): the list
 * with the answers, the check after login of the required ones not accepted (the app then opens
 * the full dialog), and saving the answers. A required disclaimer cannot be declined; every
 * change is kept in the consent history (saveDisclaimerAnswers).
 */
import { accountMessages } from '../../../src/domain/account-messages';
import type { Db } from '../../db/client';
import { CUSTOMER_USER_TYPE_ID, REGISTRATION_MODULE_TYPE_ID } from '../../db/schema';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { disclaimerStoreOf, withAnswers, type UserDisclaimerRow } from './consent-repository';
import { answersTo, declinesRequired } from './disclaimer-answers';
import { listDisclaimers, saveDisclaimerAnswers } from './disclaimer-repository';
import { consentInfos } from './messages';

function toApiUserDisclaimer(row: UserDisclaimerRow): Schemas['UserDisclaimer'] {
  const { updatedAt, ...disclaimer } = row;
  return updatedAt === null ? disclaimer : { ...disclaimer, updatedAt: updatedAt.toISOString() };
}

/** The disclaimers of `moduleTypeId` for the shopper's store, with the shopper's answers. */
async function userDisclaimers(db: Db, userId: number, moduleTypeId: number) {
  const disclaimers = await listDisclaimers(db, await disclaimerStoreOf(db, userId), moduleTypeId);
  return withAnswers(db, userId, disclaimers);
}

const userRegistrationDisclaimerListByType: OperationHandler<
  'userRegistrationDisclaimerListByType'
> = async (request) => {
  const user = requireLiveSession(request);
  const moduleTypeId = request.query.registration_module_type_id ?? REGISTRATION_MODULE_TYPE_ID;
  const rows = await userDisclaimers(request.server.database.db, user.id, moduleTypeId);
  return ok({ userDisclaimers: rows.map(toApiUserDisclaimer) }, toApiUser(user));
};

const userRegistrationDisclaimerCheck: OperationHandler<'userRegistrationDisclaimerCheck'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  // Spec section 4: only customers are asked after login.
  if (user.userTypeId !== CUSTOMER_USER_TYPE_ID) {
    return ok({ registrationDisclaimers: [] }, toApiUser(user));
  }
  const rows = await userDisclaimers(
    request.server.database.db,
    user.id,
    REGISTRATION_MODULE_TYPE_ID,
  );
  const missing = rows
    .filter((row) => row.required && !row.value)
    .map(({ registrationDisclaimerId, title, text, required, priority }) => ({
      registrationDisclaimerId,
      title,
      text,
      required,
      priority,
    }));
  return ok({ registrationDisclaimers: missing }, toApiUser(user));
};

const userRegistrationDisclaimerUpdate: OperationHandler<
  'userRegistrationDisclaimerUpdate'
> = async (request) => {
  const user = requireLiveSession(request);
  const { server } = request;
  const { db } = server.database;
  const store = await disclaimerStoreOf(db, user.id);
  const disclaimers = await listDisclaimers(db, store, REGISTRATION_MODULE_TYPE_ID);
  const answers = answersTo(disclaimers, request.body.disclaimers);
  if (declinesRequired(disclaimers, answers)) {
    throw new ApiError(400, [accountMessages.requiredDisclaimers.message]);
  }
  const now = server.clock();
  await db.transaction((tx) =>
    saveDisclaimerAnswers(tx, user.id, answers, { now, source: 'profile' }),
  );
  const rows = await withAnswers(db, user.id, disclaimers);
  return withInfo(
    ok({ userDisclaimers: rows.map(toApiUserDisclaimer) }, toApiUser(user)),
    consentInfos.disclaimersUpdated,
  );
};

export const userDisclaimerHandlers = {
  userRegistrationDisclaimerListByType,
  userRegistrationDisclaimerCheck,
  userRegistrationDisclaimerUpdate,
};
