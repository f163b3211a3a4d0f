/**
 * 'Il mio profilo' (account-and-platform.md sections 2, 5 and 7 'Registration and profile'):
 * the personal data, its change with the registration's rules, the phone alone, the extra person
 * infos, and the login every call of the personal area needs.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { messages } from '../../src/domain/messages';
import { userPersonInfos, users } from '../../server/db/schema';
import { ACCOUNT_PASSWORD, getAs, loggedInCustomer, postAs } from './helpers/account';
import { FISCAL_CODE, userByEmail } from './helpers/registration';
import { backends, bodyOf, expectFailure, postLogin, useTestApp } from './helpers/test-app';

const DETAIL_UPDATED = 'I tuoi dati sono stati aggiornati.';
const WRONG_CHECK_LETTER = `${FISCAL_CODE.slice(0, 15)}${FISCAL_CODE.endsWith('A') ? 'B' : 'A'}`;

/** A profile form every rule accepts. */
function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mario',
    lastName: "D'Angelo",
    phone: '+39 333 765 4321',
    fiscalCode: FISCAL_CODE.toLowerCase(),
    birthDate: '1980-01-01',
    ...overrides,
  };
}

describe.each(backends)('the personal area needs a login (%s)', (backend) => {
  const testApp = useTestApp(backend);

  const calls: [string, 'GET' | 'POST', string, Record<string, unknown>][] = [
    ['user_detail', 'GET', 'registration/user_detail', {}],
    ['update_user_detail', 'POST', 'registration/update_user_detail', profileBody()],
    ['update_contact', 'POST', 'registration/update_contact', { phone: '3331234567' }],
    [
      'update_person_info',
      'POST',
      'registration/update_person_info',
      { personInfoTypeId: 1, value: '3' },
    ],
    [
      'update_email_request',
      'GET',
      'registration/update_email_request',
      { new_email: 'nuovo@example.it' },
    ],
    ['list-by-type', 'GET', 'user-registration-disclaimer/list-by-type', {}],
    ['check-disclaimer', 'GET', 'user-registration-disclaimer/check-disclaimer', {}],
    [
      'update-disclaimer',
      'POST',
      'user-registration-disclaimer/update-disclaimer',
      { disclaimers: [{ registrationDisclaimerId: 3, value: true }] },
    ],
    ['user-person-fiscal/list', 'GET', 'user-person-fiscal/list', {}],
    [
      'insert-billing-address',
      'POST',
      'user-person-fiscal/insert-billing-address',
      {
        personTypeId: 1,
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: FISCAL_CODE,
        address1: 'Via Roma',
        addressNumber: '1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      },
    ],
    [
      'update_billing_address',
      'POST',
      'registration/update_billing_address',
      {
        personFiscalId: 1,
        personTypeId: 1,
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: FISCAL_CODE,
        address1: 'Via Roma',
        addressNumber: '1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      },
    ],
    [
      'delete-person-fiscal',
      'GET',
      'user-person-fiscal/delete-person-fiscal',
      { person_fiscal_id: 1 },
    ],
  ];

  it.each(calls)(
    '%s answers 419 without a session and with an expired one',
    async (_name, method, path, input) => {
      const { app } = testApp();
      const query = Object.fromEntries(
        Object.entries(input).map(([key, value]) => [key, String(value)]),
      );
      const anonymous =
        method === 'GET'
          ? await getAs(app, null, path, query)
          : await postAs(app, null, path, input);
      expectFailure(anonymous, 419, [messages.sessionExpired.message]);
      const unknown = `ebsn_session=${'A'.repeat(43)}`;
      const expired =
        method === 'GET'
          ? await getAs(app, unknown, path, query)
          : await postAs(app, unknown, path, input);
      expectFailure(expired, 419, [messages.sessionExpired.message]);
    },
  );
});

describe.each(backends)('profile (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('user_detail answers the personal data, never the password hash, tokens or MFA secret', async () => {
    const { app, db } = testApp();
    const { email, cookie, userId } = await loggedInCustomer(app, db);
    await db
      .update(users)
      .set({
        phone: '02 1234567',
        fiscalCode: FISCAL_CODE,
        birthDate: '1980-01-01',
        storeId: 3,
        mfaSecret: 'GEZDGNBVGY3TQOJQ',
      })
      .where(eq(users.id, userId));

    const response = await getAs(app, cookie, 'registration/user_detail');
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0 },
      user: { userId, email, firstName: 'Anna' },
    });
    expect(bodyOf(response).data).toEqual({
      firstName: 'Anna',
      lastName: 'Neri',
      email,
      phone: '02 1234567',
      fiscalCode: FISCAL_CODE,
      birthDate: '1980-01-01',
      storeId: 3,
      confirmed: true,
      hasFavorites: false,
      userTypeId: 2,
      personInfos: [],
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|mfa|GEZDGNBV|token/i);
  });

  it('an account made before registration asked them shows no phone, fiscal code or birth date', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const data = bodyOf(await getAs(app, cookie, 'registration/user_detail')).data;
    expect(data).toMatchObject({ phone: null, fiscalCode: null, birthDate: null });
    expect(data).not.toHaveProperty('storeId');
  });

  it('update_user_detail changes the data and answers it, with the new name in the envelope user', async () => {
    const { app, db } = testApp();
    const { email, cookie, userId } = await loggedInCustomer(app, db);
    const response = await postAs(app, cookie, 'registration/update_user_detail', profileBody());
    expect(response.statusCode).toBe(200);
    const expected = {
      firstName: 'Mario',
      lastName: "D'Angelo",
      email,
      phone: '+39 333 765 4321',
      fiscalCode: FISCAL_CODE,
      birthDate: '1980-01-01',
    };
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, infos: [{ info: DETAIL_UPDATED }] },
      data: expected,
      user: { userId, firstName: 'Mario', lastName: "D'Angelo", email },
    });
    expect(await userByEmail(db, email)).toMatchObject(expected);
    // The next call of the session sees the new name too (the header refreshes from the cart).
    expect(bodyOf(await getAs(app, cookie, 'registration/user_detail')).user).toMatchObject({
      firstName: 'Mario',
    });
    // The login is untouched.
    expect((await postLogin(app, { login: email, password: ACCOUNT_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('an empty phone removes it', async () => {
    const { app, db } = testApp();
    const { email, cookie } = await loggedInCustomer(app, db);
    await postAs(app, cookie, 'registration/update_user_detail', profileBody());
    const response = await postAs(
      app,
      cookie,
      'registration/update_user_detail',
      profileBody({ phone: '' }),
    );
    expect(bodyOf(response).data).toMatchObject({ phone: null });
    expect((await userByEmail(db, email))?.phone).toBeNull();
  });

  it.each([
    ['HTML in a name', { firstName: '<b>Mario</b>' }, [accountMessages.personName.message]],
    ['a name too long', { lastName: 'A'.repeat(51) }, [accountMessages.maxLength50.message]],
    ['an empty surname', { lastName: '  ' }, [messages.required.message]],
    [
      'a wrong fiscal code check letter',
      { fiscalCode: WRONG_CHECK_LETTER },
      [accountMessages.fiscalCode.message],
    ],
    ['a foreign phone', { phone: '+44 20 7946 0958' }, [accountMessages.phone.message]],
    ['a day that does not exist', { birthDate: '1980-02-30' }, [accountMessages.birthDate.message]],
    ['a minor', { birthDate: '2015-06-01' }, [accountMessages.adultCustomer.message]],
    [
      'three fields at once',
      { firstName: 'M4rio', phone: '12', fiscalCode: 'ABC' },
      [
        accountMessages.personName.message,
        accountMessages.phone.message,
        accountMessages.fiscalCode.message,
      ],
    ],
  ])(
    '%s answers 400 with its Italian message and changes nothing',
    async (_case, change, texts) => {
      const { app, db } = testApp();
      const { email, cookie, userId } = await loggedInCustomer(app, db);
      const before = await userByEmail(db, email);
      const response = await postAs(
        app,
        cookie,
        'registration/update_user_detail',
        profileBody(change),
      );
      expectFailure(response, 400, texts, userId);
      expect(await userByEmail(db, email)).toEqual(before);
    },
  );

  it('the e-mail cannot be changed through the profile form', async () => {
    const { app, db } = testApp();
    const { email, cookie, userId } = await loggedInCustomer(app, db);
    const response = await postAs(
      app,
      cookie,
      'registration/update_user_detail',
      profileBody({ email: 'altro@example.it' }),
    );
    expectFailure(response, 400, ['Il campo «email» non è previsto'], userId);
    expect(await userByEmail(db, email)).toMatchObject({ firstName: 'Anna' });
  });

  it('update_contact changes the phone alone, and an empty one removes it', async () => {
    const { app, db } = testApp();
    const { email, cookie, userId } = await loggedInCustomer(app, db);
    const set = await postAs(app, cookie, 'registration/update_contact', {
      phone: '0039 02 1234567',
    });
    expect(set.statusCode).toBe(200);
    expect(bodyOf(set)).toMatchObject({
      response: { infos: [{ info: 'Il numero di telefono è stato aggiornato.' }] },
      data: { phone: '0039 02 1234567', firstName: 'Anna' },
    });
    expectFailure(
      await postAs(app, cookie, 'registration/update_contact', { phone: '+33 1 23 45 67 89' }),
      400,
      [accountMessages.phone.message],
      userId,
    );
    expect((await userByEmail(db, email))?.phone).toBe('0039 02 1234567');
    const removed = await postAs(app, cookie, 'registration/update_contact', { phone: '' });
    expect(bodyOf(removed).data).toMatchObject({ phone: null });
  });

  it('update_person_info sets, normalises and removes the household size and the contact time', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    await postAs(app, cookie, 'registration/update_person_info', {
      personInfoTypeId: 1,
      value: '04',
    });
    const time = await postAs(app, cookie, 'registration/update_person_info', {
      personInfoTypeId: 2,
      value: ' Sera ',
    });
    expect(time.statusCode).toBe(200);
    expect(bodyOf(time)).toMatchObject({
      response: { infos: [{ info: 'Le tue informazioni sono state aggiornate.' }] },
      data: {
        personInfos: [
          { personInfoTypeId: 1, value: '4' },
          { personInfoTypeId: 2, value: 'sera' },
        ],
      },
    });
    const removed = await postAs(app, cookie, 'registration/update_person_info', {
      personInfoTypeId: 1,
      value: '',
    });
    expect(bodyOf(removed).data).toMatchObject({
      personInfos: [{ personInfoTypeId: 2, value: 'sera' }],
    });
    expect(await db.$count(userPersonInfos, eq(userPersonInfos.userId, userId))).toBe(1);
  });

  it.each([
    [
      'a household of 0',
      { personInfoTypeId: 1, value: '0' },
      [accountMessages.householdSize.message],
    ],
    [
      'a household of 21',
      { personInfoTypeId: 1, value: '21' },
      [accountMessages.householdSize.message],
    ],
    [
      'a household in words',
      { personInfoTypeId: 1, value: 'tre' },
      [accountMessages.householdSize.message],
    ],
    [
      'a contact time at night',
      { personInfoTypeId: 2, value: 'notte' },
      [accountMessages.contactTime.message],
    ],
    [
      'an unknown info type',
      { personInfoTypeId: 3, value: '1' },
      ['Il campo «personInfoTypeId» ha un valore non ammesso'],
    ],
  ])('%s answers 400 and stores nothing', async (_case, body, texts) => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    expectFailure(
      await postAs(app, cookie, 'registration/update_person_info', body),
      400,
      texts,
      userId,
    );
    expect(await db.$count(userPersonInfos, eq(userPersonInfos.userId, userId))).toBe(0);
  });
});
