/** The shopper of the personal area's stories and tests: Mario Rossi, born in Milan in 1985. */
import type { components } from '../../src/api/ebsn';
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import type { ProfileInput } from '../../src/domain/profile';

export const MARIO_FISCAL_CODE = 'RSSMRA85M01F205' + fiscalCodeCheckLetter('RSSMRA85M01F205');

export const MARIO: ProfileInput = {
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '333 1234567',
  fiscalCode: MARIO_FISCAL_CODE,
  birthDate: '1985-08-01',
};

/** The day the stories are seen on, for the birth date's rules. */
export const STORY_TODAY = '2026-11-24';

type PersonFiscal = components['schemas']['PersonFiscal'];

const BILLING_ADDRESS = {
  address1: 'Via Paleocapa',
  addressNumber: '5',
  postalCode: '24122',
  city: 'Bergamo',
  province: 'BG',
};

export const PERSON_BILLING: PersonFiscal = {
  personFiscalId: 7,
  personTypeId: 1,
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: MARIO_FISCAL_CODE,
  companyName: null,
  vatNumber: null,
  sdiCode: null,
  pec: null,
  ...BILLING_ADDRESS,
};

export const COMPANY_BILLING: PersonFiscal = {
  personFiscalId: 8,
  personTypeId: 2,
  firstName: null,
  lastName: null,
  fiscalCode: null,
  companyName: 'Rossi Consulenze S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'M5UXCR1',
  pec: null,
  ...BILLING_ADDRESS,
};
