/**
 * The rules of the personal area's forms (account-and-platform.md §5), shared by the app and the
 * server: the profile, the phone, the extra person infos, the new e-mail address and the billing
 * data of a person or an Italian company, each failure with its Italian message.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, findAccountMessage } from '../../src/domain/account-messages';
import { checkBilling, MAX_BILLING_PROFILES, PERSON_TYPE } from '../../src/domain/billing';
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import { messages } from '../../src/domain/messages';
import {
  checkContact,
  checkEmailChange,
  checkPersonInfo,
  checkProfile,
  CONTACT_TIMES,
  PERSON_INFO_TYPE,
} from '../../src/domain/profile';
import type { FormCheck } from '../../src/domain/validation';

const TODAY = '2026-11-24';
const FISCAL_CODE = 'RSSMRA85T10A562S';
const WOMAN_FISCAL_CODE = `BNCLRA90A41F205${fiscalCodeCheckLetter('BNCLRA90A41F205')}`;

const PROFILE = {
  firstName: 'Maria Grazia',
  lastName: "D'Alessandro",
  phone: '333 123 4567',
  fiscalCode: 'rssmra85t10a562s',
  birthDate: '1985-12-10',
};

const ADDRESS = {
  address1: 'Corso Buenos Aires',
  addressNumber: '5',
  postalCode: '20124',
  city: 'Milano',
  province: 'mi',
};

const PERSON = {
  personTypeId: 1,
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: FISCAL_CODE,
  ...ADDRESS,
};
const COMPANY = {
  personTypeId: 2,
  companyName: "L'Orto di Rossi & C. s.n.c.",
  vatNumber: '01114601006',
  sdiCode: 'suBM70N',
  pec: '',
  ...ADDRESS,
};

/** The Italian text of each failing field. */
function texts<T>(check: FormCheck<T>): Record<string, string | undefined> {
  if (check.ok) return {};
  return Object.fromEntries(
    Object.entries(check.fieldErrors).map(([field, id]) => [
      field,
      findAccountMessage(id)?.message,
    ]),
  );
}

describe('profile', () => {
  it('accepts the form with the fiscal code upper-case and the names trimmed', () => {
    const check = checkProfile({ ...PROFILE, firstName: '  Maria Grazia ' }, TODAY);
    expect(check).toEqual({
      ok: true,
      value: { ...PROFILE, firstName: 'Maria Grazia', fiscalCode: FISCAL_CODE },
    });
    expect(checkProfile({ ...PROFILE, phone: undefined }, TODAY)).toMatchObject({
      ok: true,
      value: { phone: '' },
    });
  });

  it('answers the message of each failing field, all at once', () => {
    expect(
      texts(
        checkProfile(
          {
            firstName: '<img src=x>',
            lastName: 'L'.repeat(51),
            phone: '+41 44 668 18 00',
            fiscalCode: 'RSSMRA85T10A562T',
            birthDate: '2009-01-01',
          },
          TODAY,
        ),
      ),
    ).toEqual({
      firstName: 'Usare solo lettere, spazi, apostrofi e trattini',
      lastName: 'Lunghezza massima 50 caratteri',
      phone: 'Digitare un numero di telefono valido',
      fiscalCode: 'Formato non corretto',
      birthDate: 'Per usare il servizio devi essere maggiorenne',
    });
  });

  it('a missing field is an empty one, and a birth date must exist', () => {
    expect(texts(checkProfile({ ...PROFILE, fiscalCode: undefined }, TODAY))).toEqual({
      fiscalCode: messages.required.message,
    });
    expect(texts(checkProfile({ ...PROFILE, birthDate: '1985-13-01' }, TODAY))).toEqual({
      birthDate: accountMessages.birthDate.message,
    });
    // Of age on the day of the eighteenth birthday, not the day before.
    expect(checkProfile({ ...PROFILE, birthDate: '2008-11-24' }, TODAY).ok).toBe(true);
    expect(checkProfile({ ...PROFILE, birthDate: '2008-11-25' }, TODAY).ok).toBe(false);
  });

  it('the contact form takes an Italian phone or nothing', () => {
    expect(checkContact({ phone: ' 0039 02 1234567 ' })).toEqual({
      ok: true,
      value: { phone: '0039 02 1234567' },
    });
    expect(checkContact({ phone: '' }).ok).toBe(true);
    expect(texts(checkContact({ phone: '+1 212 555 0100' }))).toEqual({
      phone: accountMessages.phone.message,
    });
  });
});

describe('person infos', () => {
  it('the household size is 1 to 20 people, written as a number', () => {
    const size = (value: string) =>
      checkPersonInfo({ personInfoTypeId: PERSON_INFO_TYPE.householdSize, value });
    expect(size(' 07 ')).toEqual({ ok: true, value: { personInfoTypeId: 1, value: '7' } });
    expect(size('20').ok).toBe(true);
    expect(size('').ok).toBe(true);
    for (const bad of ['0', '21', '2.5', 'tre', '-1']) {
      expect(texts(size(bad))).toEqual({ value: 'Indicare un numero da 1 a 20' });
    }
  });

  it('the contact time is morning, afternoon or evening, in any case', () => {
    const time = (value: string) =>
      checkPersonInfo({ personInfoTypeId: PERSON_INFO_TYPE.preferredContactTime, value });
    for (const ok of CONTACT_TIMES)
      expect(time(ok.toUpperCase())).toMatchObject({ ok: true, value: { value: ok } });
    expect(texts(time('notte'))).toEqual({ value: 'Scegliere mattina, pomeriggio o sera' });
  });

  it('an unknown type is refused', () => {
    expect(texts(checkPersonInfo({ personInfoTypeId: 9, value: '1' }))).toEqual({
      personInfoTypeId: 'Informazione non prevista',
    });
  });
});

describe('e-mail change', () => {
  it("needs a well-formed address other than the account's", () => {
    expect(checkEmailChange({ new_email: ' Nuovo@Example.it ' }, 'vecchio@example.it')).toEqual({
      ok: true,
      value: { new_email: 'Nuovo@Example.it' },
    });
    expect(texts(checkEmailChange({ new_email: 'nuovo@' }, 'vecchio@example.it'))).toEqual({
      new_email: messages.email.message,
    });
    expect(
      texts(checkEmailChange({ new_email: 'VECCHIO@example.it' }, 'vecchio@example.it')),
    ).toEqual({
      new_email: "Il nuovo indirizzo e-mail è uguale a quello dell'account",
    });
  });
});

describe('billing data', () => {
  it('a person: names, fiscal code upper-case, province upper-case', () => {
    expect(checkBilling({ ...PERSON, fiscalCode: FISCAL_CODE.toLowerCase() })).toEqual({
      ok: true,
      value: { ...PERSON, province: 'MI' },
    });
  });

  it('a company: VAT number or fiscal code, SDI code upper-case or a PEC lowercased', () => {
    expect(checkBilling(COMPANY)).toEqual({
      ok: true,
      value: { ...COMPANY, sdiCode: 'SUBM70N', province: 'MI' },
    });
    expect(
      checkBilling({ ...COMPANY, vatNumber: WOMAN_FISCAL_CODE, sdiCode: '', pec: 'Conti@PEC.it' }),
    ).toMatchObject({
      ok: true,
      value: { vatNumber: WOMAN_FISCAL_CODE, sdiCode: '', pec: 'conti@pec.it' },
    });
    // No SDI and no PEC: the invoice goes nowhere.
    expect(texts(checkBilling({ ...COMPANY, sdiCode: ' ', pec: '' }))).toEqual({
      sdiCode: 'Indicare il codice SDI o la PEC per la fattura elettronica',
    });
    expect(texts(checkBilling({ ...COMPANY, sdiCode: undefined, pec: undefined }))).toEqual({
      sdiCode: 'Indicare il codice SDI o la PEC per la fattura elettronica',
    });
  });

  it('the SDI code is exactly 7 letters or digits', () => {
    expect(texts(checkBilling({ ...COMPANY, sdiCode: 'ABC123' }))).toEqual({
      sdiCode: 'Il campo deve essere lungo 7 caratteri',
    });
    expect(texts(checkBilling({ ...COMPANY, sdiCode: 'ABCD1234' }))).toEqual({
      sdiCode: 'Il campo deve essere lungo 7 caratteri',
    });
    expect(texts(checkBilling({ ...COMPANY, sdiCode: 'ABC 123' }))).toEqual({
      sdiCode: 'Usare solo lettere e numeri',
    });
  });

  it('the VAT number keeps the rules of section 5 and its check digit', () => {
    expect(texts(checkBilling({ ...COMPANY, vatNumber: '01114601007' }))).toEqual({
      vatNumber: accountMessages.vatCheckDigit.message,
    });
    expect(texts(checkBilling({ ...COMPANY, vatNumber: '1234' }))).toEqual({
      vatNumber: 'P.Iva e C.F. devono avere 11 cifre',
    });
  });

  it('shows every failing field at once, the SDI-or-PEC one included', () => {
    expect(
      texts(
        checkBilling({
          ...COMPANY,
          companyName: '<b>Rossi</b>',
          sdiCode: '',
          postalCode: '201',
          province: 'Milano',
          city: '',
          address1: 'Via \u0000Roma',
        }),
      ),
    ).toEqual({
      companyName: accountMessages.companyName.message,
      sdiCode: accountMessages.sdiOrPec.message,
      postalCode: 'Il CAP deve essere di 4 o 5 cifre',
      province: messages.province.message,
      city: messages.required.message,
      address1: accountMessages.plainText.message,
    });
  });

  it('the fields of the kind asked for are the ones checked', () => {
    expect(texts(checkBilling({ ...PERSON, firstName: undefined }))).toEqual({
      firstName: messages.required.message,
    });
    // A company's fields on a person are dropped, not checked.
    expect(checkBilling({ ...PERSON, sdiCode: 'x' })).toMatchObject({ ok: true });
    expect(texts(checkBilling({ ...COMPANY, personTypeId: 3 }))).toEqual({
      personTypeId: "Indicare se i dati sono di una persona o di un'azienda",
    });
    expect(PERSON_TYPE).toEqual({ person: 1, company: 2 });
    expect(MAX_BILLING_PROFILES).toBe(10);
  });
});

describe('messages', () => {
  it('every account message is found by its id, in Italian', () => {
    for (const descriptor of Object.values(accountMessages)) {
      expect(findAccountMessage(descriptor.id)).toEqual(descriptor);
    }
    expect(accountMessages.requiredDisclaimers.message).toBe(
      "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio",
    );
  });
});
