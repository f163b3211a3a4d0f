/**
 * The rules of the account forms (account-and-platform.md §5), shared by the app and the server:
 * the Italian fiscal code with omocodia, the VAT number's check digit, the Italian phone, the
 * names, the password and the registration as a whole, each with its Italian message.
 */
import { describe, expect, it } from 'vitest';
import {
  fiscalCodeCheckLetter,
  isValidFiscalCode,
  isValidVatNumber,
} from '../../src/domain/fiscal-code';
import { findAccountMessage } from '../../src/domain/account-messages';
import { checkPasswordChange, checkPasswordReset } from '../../src/domain/password-reset';
import { checkRegistration, isOfAge } from '../../src/domain/registration';
import { checkForm, fiscalCodeOrVatRule, phoneRule } from '../../src/domain/validation';
import * as v from 'valibot';

const TODAY = '2026-11-24';
const MARIO = {
  firstName: 'Mario',
  lastName: "D'Alessandro",
  email: ' mario.rossi@example.it ',
  password: 'Pomodoro-2026',
  phone: '+39 333 123 4567',
  fiscalCode: 'rssmra85t10a562s',
  birthDate: '1985-12-10',
  disclaimers: [{ registrationDisclaimerId: 1, value: true }],
};

/** The Italian text of the first failing field of a registration. */
function registrationMessage(change: Partial<typeof MARIO>) {
  const check = checkRegistration({ ...MARIO, ...change }, TODAY);
  if (check.ok) return null;
  const [field, id] = Object.entries(check.fieldErrors)[0] ?? [];
  return { field, text: id && findAccountMessage(id)?.message };
}

/** Every way of writing `code` with omocodia letters in any of its seven digit places. */
function omocodiaVariants(code: string): string[] {
  const places = [6, 7, 9, 10, 12, 13, 14];
  const variants: string[] = [];
  for (let mask = 0; mask < 2 ** places.length; mask++) {
    const characters = [...code.slice(0, 15)];
    places.forEach((place, bit) => {
      if (mask & (1 << bit)) characters[place] = 'LMNPQRSTUV'.charAt(Number(characters[place]));
    });
    const firstFifteen = characters.join('');
    variants.push(firstFifteen + fiscalCodeCheckLetter(firstFifteen));
  }
  return variants;
}

describe('fiscal code', () => {
  it('accepts a valid code in any case', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode(' rssmra85t10a562s ')).toBe(true);
    // A woman's day of birth is counted from 41.
    expect(isValidFiscalCode('BNCLRA90A41F205' + fiscalCodeCheckLetter('BNCLRA90A41F205'))).toBe(
      true,
    );
  });

  it('accepts all 128 omocodia variants of a valid code', () => {
    const variants = omocodiaVariants('RSSMRA85T10A562S');
    expect(new Set(variants).size).toBe(128);
    expect(variants.filter((code) => !isValidFiscalCode(code))).toEqual([]);
  });

  it('refuses a wrong check letter, a bad shape, a month that does not exist and day 32', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85Z10A562S')).toBe(false);
    const day32 = 'RSSMRA85T32A562';
    expect(isValidFiscalCode(day32 + fiscalCodeCheckLetter(day32))).toBe(false);
  });
});

describe('VAT number', () => {
  it('accepts eleven digits whose last is the check digit', () => {
    expect(isValidVatNumber('01114601006')).toBe(true);
    expect(isValidVatNumber('00743110157')).toBe(true);
  });

  it('refuses a wrong check digit or a wrong length', () => {
    expect(isValidVatNumber('01114601007')).toBe(false);
    expect(isValidVatNumber('0111460100')).toBe(false);
  });

  it("says which rule a company's fiscal code or VAT number breaks", () => {
    const message = (code: string) => {
      const check = checkForm(v.object({ code: fiscalCodeOrVatRule }), { code });
      return check.ok ? null : findAccountMessage(check.fieldErrors.code ?? '')?.message;
    };
    expect(message('01114601006')).toBeNull();
    expect(message('rssmra85t10a562s')).toBeNull();
    expect(message('1234')).toBe('P.Iva e C.F. devono avere 11 cifre');
    expect(message('01114601007')).toBe('Partita IVA non valida: controlla le cifre');
    expect(message('RSSMRA85T10A562T')).toBe('Formato non corretto');
  });
});

describe('phone', () => {
  const ok = (phone: string) => v.safeParse(phoneRule, phone).success;

  it('accepts Italian mobiles and landlines, with or without +39 or 0039, and an empty field', () => {
    expect(
      ['333 1234567', '+39 333 123 4567', '0039 02 1234567', '02-12345678', ''].every(ok),
    ).toBe(true);
  });

  it('refuses a foreign number and words', () => {
    expect(ok('+44 20 7946 0958')).toBe(false);
    expect(ok('chiamami')).toBe(false);
    expect(findAccountMessage('validation.phone')?.message).toBe(
      'Digitare un numero di telefono valido',
    );
  });
});

describe('registration', () => {
  it('accepts a complete form, with the e-mail trimmed and the fiscal code upper-case', () => {
    const check = checkRegistration(MARIO, TODAY);
    expect(check.ok && check.value.email).toBe('mario.rossi@example.it');
    expect(check.ok && check.value.fiscalCode).toBe('RSSMRA85T10A562S');
  });

  it.each([
    [{ email: 'mario@example' }, 'email', 'Digitare una e-mail valida'],
    [{ password: 'abc' }, 'password', 'La password deve essere lunga 6 caratteri'],
    [
      { password: 'qwerty123' },
      'password',
      'Password troppo facile da indovinare: scegline una meno comune',
    ],
    [
      { password: 'mario.rossi' },
      'password',
      'Password troppo facile da indovinare: scegline una meno comune',
    ],
    [{ fiscalCode: 'RSSMRA85T10A562T' }, 'fiscalCode', 'Formato non corretto'],
    [{ phone: '+44 20 7946 0958' }, 'phone', 'Digitare un numero di telefono valido'],
    [{ firstName: 'M'.repeat(51) }, 'firstName', 'Lunghezza massima 50 caratteri'],
    [{ lastName: '<b>Rossi</b>' }, 'lastName', 'Usare solo lettere, spazi, apostrofi e trattini'],
    [{ firstName: '   ' }, 'firstName', 'Campo obbligatorio'],
    [{ birthDate: '1985-02-30' }, 'birthDate', 'Digitare una data valida'],
    [{ birthDate: '2010-01-01' }, 'birthDate', 'Per registrarti devi essere maggiorenne'],
  ])('%o is refused on %s with its message', (change, field, text) => {
    expect(registrationMessage(change)).toEqual({ field, text });
  });

  it('counts the age to the day', () => {
    expect(isOfAge('2008-11-24', TODAY)).toBe(true);
    expect(isOfAge('2008-11-25', TODAY)).toBe(false);
  });
});

describe('passwords', () => {
  it('a reset needs a well-formed token and a new password that is not common', () => {
    const reset = { e_mail: 'mario.rossi@example.it', reset_token: 'x'.repeat(43) };
    expect(checkPasswordReset({ ...reset, password: 'Basilico-2026' }).ok).toBe(true);
    expect(checkPasswordReset({ ...reset, password: '123456' })).toEqual({
      ok: false,
      fieldErrors: { password: 'validation.passwordCommon' },
    });
    expect(
      checkPasswordReset({ ...reset, reset_token: '<script>', password: 'Basilico-2026' }),
    ).toEqual({ ok: false, fieldErrors: { reset_token: 'errors.tokenInvalid' } });
  });

  it('a change needs the current password and a good new one', () => {
    expect(checkPasswordChange({ old_password: '', new_password: 'Basilico-2026' })).toEqual({
      ok: false,
      fieldErrors: { old_password: 'validation.passwordRequired' },
    });
  });
});
