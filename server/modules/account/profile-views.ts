/** The user detail as the contract shows it (Schemas['UserDetail']). */
import type { Schemas } from '../../http/contract';
import type { PersonInfoRow, UserDetailRow } from './profile-repository';

type ApiPersonInfo = Schemas['PersonInfo'];

/** The contract's info types; a stored type the contract does not know yet is left out. */
function toApiPersonInfo(info: PersonInfoRow): ApiPersonInfo[] {
  const typeId = info.personInfoTypeId;
  return typeId === 1 || typeId === 2 ? [{ personInfoTypeId: typeId, value: info.value }] : [];
}

export function toUserDetail(
  row: UserDetailRow,
  infos: readonly PersonInfoRow[],
): Schemas['UserDetail'] {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    fiscalCode: row.fiscalCode,
    birthDate: row.birthDate,
    ...(row.storeId === null ? {} : { storeId: row.storeId }),
    confirmed: row.confirmed,
    hasFavorites: row.hasFavorites,
    userTypeId: row.userTypeId,
    personInfos: infos.flatMap(toApiPersonInfo),
  };
}
