/** Billing data between the shared form rules, the table and the contract. */
import { PERSON_TYPE, type Billing } from '../../../src/domain/billing';
import type { Schemas } from '../../http/contract';
import type { PersonFiscalRow, PersonFiscalValues } from './billing-repository';

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

/** The columns of checked billing data: the other kind's fields null, empty optional ones too. */
export function personFiscalValues(billing: Billing): PersonFiscalValues {
  const address = {
    address1: billing.address1,
    addressNumber: billing.addressNumber,
    postalCode: billing.postalCode,
    city: billing.city,
    province: billing.province,
  };
  if (billing.personTypeId === PERSON_TYPE.person) {
    return {
      personTypeId: billing.personTypeId,
      firstName: billing.firstName,
      lastName: billing.lastName,
      fiscalCode: billing.fiscalCode,
      companyName: null,
      vatNumber: null,
      sdiCode: null,
      pec: null,
      ...address,
    };
  }
  return {
    personTypeId: billing.personTypeId,
    firstName: null,
    lastName: null,
    fiscalCode: null,
    companyName: billing.companyName,
    vatNumber: billing.vatNumber,
    sdiCode: orNull(billing.sdiCode),
    pec: orNull(billing.pec),
    ...address,
  };
}

export function toApiPersonFiscal(row: PersonFiscalRow): Schemas['PersonFiscal'] {
  return {
    personFiscalId: row.id,
    personTypeId: row.personTypeId === PERSON_TYPE.company ? 2 : 1,
    firstName: row.firstName,
    lastName: row.lastName,
    fiscalCode: row.fiscalCode,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    sdiCode: row.sdiCode,
    pec: row.pec,
    address1: row.address1,
    addressNumber: row.addressNumber,
    postalCode: row.postalCode,
    city: row.city,
    province: row.province,
  };
}
