/**
 * 'Il mio profilo' (account-and-platform.md sections 2 and 7 'Registration and profile'): the
 * shopper's personal data, the change of name, phone, fiscal code and birth date, of the phone
 * alone, and the extra person infos. Checked with the rules of registration (src/domain/profile.ts).
 */
import { messages } from '../../../src/domain/messages';
import { checkContact, checkPersonInfo, checkProfile } from '../../../src/domain/profile';
import { shopDate } from '../../../src/domain/shop-time';
import type { Db } from '../../db/client';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok, withInfo, type Envelope } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { formRefusal } from '../registration/form-refusal';
import { accountInfos } from './messages';
import {
  findUserDetail,
  listPersonInfos,
  setPersonInfo,
  updatePhone,
  updateUserDetail,
  type UserDetailRow,
} from './profile-repository';
import { toUserDetail } from './profile-views';

/** The session's account was deleted meanwhile (its sessions go with it): the session ended. */
function accountGone(): never {
  throw new ApiError(419, [messages.sessionExpired.message]);
}

/** The reply with the detail, and the envelope's `user` as it is now (the header shows the name). */
async function detailReply(
  db: Db,
  row: UserDetailRow | null,
): Promise<Envelope<Schemas['UserDetail']>> {
  if (row === null) accountGone();
  return ok(toUserDetail(row, await listPersonInfos(db, row.id)), toApiUser(row));
}

const registrationUserDetail: OperationHandler<'registrationUserDetail'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  return detailReply(db, await findUserDetail(db, user.id));
};

const registrationUpdateUserDetail: OperationHandler<'registrationUpdateUserDetail'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const { server } = request;
  // The schema checked the shape; the shared domain rules check what the form checks.
  const form = checkProfile(request.body, shopDate(server.clock()));
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { db } = server.database;
  const row = await updateUserDetail(db, user.id, {
    ...form.value,
    phone: form.value.phone === '' ? null : form.value.phone,
  });
  return withInfo(await detailReply(db, row), accountInfos.detailUpdated);
};

const registrationUpdateContact: OperationHandler<'registrationUpdateContact'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const form = checkContact(request.body);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { db } = request.server.database;
  const { phone } = form.value;
  const row = await updatePhone(db, user.id, phone === '' ? null : phone);
  return withInfo(await detailReply(db, row), accountInfos.contactUpdated);
};

const registrationUpdatePersonInfo: OperationHandler<'registrationUpdatePersonInfo'> = async (
  request,
) => {
  const user = requireLiveSession(request);
  const form = checkPersonInfo(request.body);
  if (!form.ok) throw formRefusal(form.fieldErrors);
  const { server } = request;
  const { db } = server.database;
  await setPersonInfo(db, user.id, form.value, server.clock());
  return withInfo(
    await detailReply(db, await findUserDetail(db, user.id)),
    accountInfos.personInfoUpdated,
  );
};

export const profileHandlers = {
  registrationUserDetail,
  registrationUpdateUserDetail,
  registrationUpdateContact,
  registrationUpdatePersonInfo,
};
