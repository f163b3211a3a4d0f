/**
 * The billing data of the invoices (account-and-platform.md section 7 'Personal data'): people
 * and Italian companies, checked with the shared rules of src/domain/billing.ts, and only ever
 * the shopper's own.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import { messages } from '../../src/domain/messages';
import { userPersonFiscals } from '../../server/db/schema';
import { getAs, loggedInCustomer, postAs } from './helpers/account';
import { FISCAL_CODE } from './helpers/registration';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

/** A VAT number whose last digit is its check digit (and one whose is not). */
const VAT_NUMBER = '01114601006';
const WRONG_VAT_NUMBER = '01114601007';
const WOMAN_FISCAL_CODE = `BNCLRA90A41F205${fiscalCodeCheckLetter('BNCLRA90A41F205')}`;

const ADDRESS = {
  address1: 'Via Dante',
  addressNumber: '12/b',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
};

function person(overrides: Record<string, unknown> = {}) {
  return {
    personTypeId: 1,
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: FISCAL_CODE.toLowerCase(),
    ...ADDRESS,
    ...overrides,
  };
}

function company(overrides: Record<string, unknown> = {}) {
  return {
    personTypeId: 2,
    companyName: 'Rossi & Figli S.r.l.',
    vatNumber: VAT_NUMBER,
    sdiCode: 'm5uxcr1',
    pec: '',
    ...ADDRESS,
    ...overrides,
  };
}

function insert(app: FastifyInstance, cookie: string, body: unknown) {
  return postAs(app, cookie, 'user-person-fiscal/insert-billing-address', body);
}

interface ApiPersonFiscal {
  personFiscalId: number;
  [field: string]: unknown;
}

function savedOf(response: LightMyRequestResponse): ApiPersonFiscal {
  return (bodyOf(response).data as { personFiscal: ApiPersonFiscal }).personFiscal;
}

describe.each(backends)('billing data (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function listOf(cookie: string): Promise<ApiPersonFiscal[]> {
    const response = await getAs(testApp().app, cookie, 'user-person-fiscal/list');
    expect(response.statusCode).toBe(200);
    return (bodyOf(response).data as { personFiscals: ApiPersonFiscal[] }).personFiscals;
  }

  it("a person's billing data is saved normalised and listed", async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    expect(await listOf(cookie)).toEqual([]);

    const response = await insert(app, cookie, person());
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, infos: [{ info: 'I dati di fatturazione sono stati salvati.' }] },
      user: { userId },
    });
    const saved = savedOf(response);
    expect(saved).toEqual({
      personFiscalId: expect.any(Number),
      personTypeId: 1,
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: FISCAL_CODE,
      companyName: null,
      vatNumber: null,
      sdiCode: null,
      pec: null,
      address1: 'Via Dante',
      addressNumber: '12/b',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
    });
    expect(await listOf(cookie)).toEqual([saved]);
  });

  it('a company with an SDI code, and one with only a PEC, are saved', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const withSdi = savedOf(await insert(app, cookie, company()));
    expect(withSdi).toMatchObject({
      personTypeId: 2,
      companyName: 'Rossi & Figli S.r.l.',
      vatNumber: VAT_NUMBER,
      sdiCode: 'M5UXCR1',
      pec: null,
      firstName: null,
      fiscalCode: null,
    });
    const withPec = savedOf(
      await insert(
        app,
        cookie,
        company({ sdiCode: '', pec: ' Fatture@PEC.Rossi.it ', vatNumber: WOMAN_FISCAL_CODE }),
      ),
    );
    expect(withPec).toMatchObject({
      sdiCode: null,
      pec: 'fatture@pec.rossi.it',
      vatNumber: WOMAN_FISCAL_CODE,
    });
    expect((await listOf(cookie)).map((row) => row.personFiscalId)).toEqual([
      withSdi.personFiscalId,
      withPec.personFiscalId,
    ]);
  });

  it.each([
    [
      'HTML in a name',
      person({ firstName: '<script>x</script>' }),
      [accountMessages.personName.message],
    ],
    [
      'a wrong fiscal code check letter',
      person({ fiscalCode: `${FISCAL_CODE.slice(0, 15)}${FISCAL_CODE.endsWith('A') ? 'B' : 'A'}` }),
      [accountMessages.fiscalCode.message],
    ],
    [
      'a VAT number with a wrong check digit',
      company({ vatNumber: WRONG_VAT_NUMBER }),
      [accountMessages.vatCheckDigit.message],
    ],
    [
      'a VAT number of 10 digits',
      company({ vatNumber: '0111460100' }),
      [accountMessages.fiscalCodeOrVat.message],
    ],
    [
      'an SDI code of 6 characters',
      company({ sdiCode: 'M5UXCR' }),
      ['Il campo deve essere lungo 7 caratteri'],
    ],
    [
      'an SDI code with a dash',
      company({ sdiCode: 'M5U-CR1' }),
      [accountMessages.sdiCodeCharacters.message],
    ],
    [
      'a company with neither SDI code nor PEC',
      company({ sdiCode: '', pec: '' }),
      ['Indicare il codice SDI o la PEC per la fattura elettronica'],
    ],
    ['a malformed PEC', company({ sdiCode: '', pec: 'fatture@pec' }), [messages.email.message]],
    [
      'HTML in a company name',
      company({ companyName: '<b>Rossi</b>' }),
      [accountMessages.companyName.message],
    ],
    ['a postal code of 3 digits', person({ postalCode: '201' }), [messages.postalCode.message]],
    ['a province in words', person({ province: 'Milano' }), [messages.province.message]],
    [
      'markup in the street',
      person({ address1: 'Via <i>Roma</i>' }),
      [accountMessages.plainText.message],
    ],
    ['a missing city', person({ city: ' ' }), [messages.required.message]],
    [
      'a person without a fiscal code',
      person({ fiscalCode: undefined }),
      [messages.required.message],
    ],
  ])('%s answers 400 with its Italian message and saves nothing', async (_case, body, texts) => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    expectFailure(await insert(app, cookie, body), 400, texts, userId);
    expect(await db.$count(userPersonFiscals, eq(userPersonFiscals.userId, userId))).toBe(0);
  });

  it('a field of the other kind of billing data is not stored', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const saved = savedOf(
      await insert(app, cookie, person({ companyName: 'Altro', sdiCode: 'ABCDEFG' })),
    );
    expect(saved).toMatchObject({ companyName: null, sdiCode: null, firstName: 'Mario' });
  });

  it("update_billing_address changes the shopper's own data, a person into a company too", async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const { personFiscalId } = savedOf(await insert(app, cookie, person()));
    const response = await postAs(app, cookie, 'registration/update_billing_address', {
      personFiscalId,
      ...company({ sdiCode: '', pec: 'amministrazione@pec.it' }),
    });
    expect(response.statusCode).toBe(200);
    expect(savedOf(response)).toMatchObject({
      personFiscalId,
      personTypeId: 2,
      firstName: null,
      fiscalCode: null,
      companyName: 'Rossi & Figli S.r.l.',
      pec: 'amministrazione@pec.it',
    });
    expect(await listOf(cookie)).toHaveLength(1);

    // The same rules as insert.
    expectFailure(
      await postAs(app, cookie, 'registration/update_billing_address', {
        personFiscalId,
        ...company({ sdiCode: '', pec: '' }),
      }),
      400,
      [accountMessages.sdiOrPec.message],
      bodyOf(response).user.userId,
    );
    expect((await listOf(cookie))[0]).toMatchObject({ pec: 'amministrazione@pec.it' });
  });

  it("another shopper's billing id is refused like an unknown one, and left as it was", async () => {
    const { app, db } = testApp();
    const owner = await loggedInCustomer(app, db, 'titolare');
    const intruder = await loggedInCustomer(app, db, 'intruso');
    const { personFiscalId } = savedOf(await insert(app, owner.cookie, person()));
    const notFound = [accountMessages.billingNotFound.message];

    const update = await postAs(app, intruder.cookie, 'registration/update_billing_address', {
      personFiscalId,
      ...person({ firstName: 'Intruso' }),
    });
    expectFailure(update, 404, notFound, intruder.userId);
    const unknown = await postAs(app, intruder.cookie, 'registration/update_billing_address', {
      personFiscalId: 2_000_000_000,
      ...person(),
    });
    expectFailure(unknown, 404, notFound, intruder.userId);
    expect(update.body).toBe(unknown.body);

    const remove = await getAs(app, intruder.cookie, 'user-person-fiscal/delete-person-fiscal', {
      person_fiscal_id: personFiscalId,
    });
    expectFailure(remove, 404, notFound, intruder.userId);

    expect(await listOf(intruder.cookie)).toEqual([]);
    expect(await listOf(owner.cookie)).toEqual([
      expect.objectContaining({ personFiscalId, firstName: 'Mario' }),
    ]);
  });

  it("delete-person-fiscal removes the shopper's own and answers the ones left", async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const first = savedOf(await insert(app, cookie, person()));
    const second = savedOf(await insert(app, cookie, company()));
    const response = await getAs(app, cookie, 'user-person-fiscal/delete-person-fiscal', {
      person_fiscal_id: first.personFiscalId,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: { infos: [{ info: 'I dati di fatturazione sono stati eliminati.' }] },
      data: { personFiscals: [second] },
    });
    expectFailure(
      await getAs(app, cookie, 'user-person-fiscal/delete-person-fiscal', {
        person_fiscal_id: first.personFiscalId,
      }),
      404,
      [accountMessages.billingNotFound.message],
      bodyOf(response).user.userId,
    );
  });

  it('a shopper keeps at most 10', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    for (let index = 0; index < 10; index += 1) {
      expect((await insert(app, cookie, person())).statusCode).toBe(200);
    }
    expectFailure(
      await insert(app, cookie, company()),
      400,
      [accountMessages.billingLimit.message],
      userId,
    );
    expect(await db.$count(userPersonFiscals, eq(userPersonFiscals.userId, userId))).toBe(10);
  });

  it('the database keeps each kind complete whatever a caller sends', async () => {
    const { app, db } = testApp();
    const { userId } = await loggedInCustomer(app, db);
    await expect(
      db.insert(userPersonFiscals).values({
        userId,
        personTypeId: 2,
        companyName: 'Senza recapito',
        vatNumber: VAT_NUMBER,
        address1: 'Via Roma',
        addressNumber: '1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      }),
    ).rejects.toThrow();
  });
});
