/**
 * The shopper's disclaimers (account-and-platform.md sections 4 and 7 'Disclaimers'): the list
 * with the answers, the check after login, saving the answers, and the consent history that proves
 * each answer (who, to which wording, what, when), appended and never changed.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { REGISTRATION_DISCLAIMERS } from '../../server/db/disclaimer-seed';
import {
  registrationDisclaimers,
  userDisclaimerHistory,
  userDisclaimers,
  users,
} from '../../server/db/schema';
import { getAs, loggedInCustomer, postAs } from './helpers/account';
import { register, registrationBody, userByEmail } from './helpers/registration';
import {
  backends,
  bodyOf,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  sessionCookieOf,
  useTestApp,
} from './helpers/test-app';

const TERMS = 1;
const PRIVACY = 2;
const MARKETING = 3;

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function textOf(id: number): string {
  const disclaimer = REGISTRATION_DISCLAIMERS.find((candidate) => candidate.id === id);
  if (disclaimer === undefined) throw new Error(`No disclaimer ${id}`);
  return disclaimer.text;
}

function answer(registrationDisclaimerId: number, value: boolean) {
  return { registrationDisclaimerId, value };
}

describe.each(backends)('disclaimers of a customer (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function history(userId: number) {
    return testApp()
      .db.select()
      .from(userDisclaimerHistory)
      .where(eq(userDisclaimerHistory.userId, userId))
      .orderBy(asc(userDisclaimerHistory.id));
  }

  it('list-by-type answers every disclaimer by priority, unanswered ones as false without a date', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const response = await getAs(app, cookie, 'user-registration-disclaimer/list-by-type');
    expect(response.statusCode).toBe(200);
    const { userDisclaimers: list } = bodyOf(response).data as {
      userDisclaimers: Record<string, unknown>[];
    };
    expect(list.map((row) => row.registrationDisclaimerId)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toEqual({
      registrationDisclaimerId: TERMS,
      title: 'Condizioni generali di vendita',
      text: textOf(TERMS),
      required: true,
      priority: 1,
      value: false,
    });
    expect(list.every((row) => row.value === false && !('updatedAt' in row))).toBe(true);
    expect(bodyOf(response).user.userId).toBe(userId);
  });

  it('check-disclaimer answers the required ones not accepted, and nothing once they are', async () => {
    const { app, db } = testApp();
    const { cookie } = await loggedInCustomer(app, db);
    const before = await getAs(app, cookie, 'user-registration-disclaimer/check-disclaimer');
    expect(before.statusCode).toBe(200);
    const missing = (
      bodyOf(before).data as { registrationDisclaimers: { registrationDisclaimerId: number }[] }
    ).registrationDisclaimers;
    expect(missing.map((row) => row.registrationDisclaimerId)).toEqual([TERMS, PRIVACY]);
    expect(missing[1]).toEqual({
      registrationDisclaimerId: PRIVACY,
      title: 'Informativa sulla privacy',
      text: textOf(PRIVACY),
      required: true,
      priority: 2,
    });

    const saved = await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(PRIVACY, true)],
    });
    expect(saved.statusCode).toBe(200);
    const after = await getAs(app, cookie, 'user-registration-disclaimer/check-disclaimer');
    expect(bodyOf(after).data).toEqual({ registrationDisclaimers: [] });
  });

  it('check-disclaimer asks only customers (user type 2)', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    await db.update(users).set({ userTypeId: 1 }).where(eq(users.id, userId));
    const response = await getAs(app, cookie, 'user-registration-disclaimer/check-disclaimer');
    expect(bodyOf(response).data).toEqual({ registrationDisclaimers: [] });
  });

  it('the demo accounts have accepted the required disclaimers, so their login asks nothing', async () => {
    const { app } = testApp();
    const login = await postLogin(app, { login: 'cliente@example.it', password: DEMO_PASSWORD });
    const cookie = sessionCookieOf(login);
    const response = await getAs(app, cookie, 'user-registration-disclaimer/check-disclaimer');
    expect(bodyOf(response).data).toEqual({ registrationDisclaimers: [] });
  });

  it('update-disclaimer saves the answers, answers the new list and appends one history row per change', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const response = await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(PRIVACY, true), answer(MARKETING, true)],
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).response).toMatchObject({
      status: 0,
      infos: [{ info: 'Le tue scelte sono state salvate.' }],
    });
    const list = (
      bodyOf(response).data as { userDisclaimers: { value: boolean; updatedAt?: string }[] }
    ).userDisclaimers;
    expect(list.map((row) => row.value)).toEqual([true, true, true, false, false]);
    expect(list[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list[3]).not.toHaveProperty('updatedAt');

    const first = await history(userId);
    expect(first).toHaveLength(3);
    expect(first[2]).toMatchObject({
      userId,
      registrationDisclaimerId: MARKETING,
      textSha256: sha256(textOf(MARKETING)),
      value: true,
      source: 'profile',
    });
    expect(first[2]?.recordedAt).toBeInstanceOf(Date);

    // Withdrawing the marketing consent adds its row; giving the same answers again adds none.
    await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(MARKETING, false)],
    });
    await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(MARKETING, false)],
    });
    const all = await history(userId);
    expect(all).toHaveLength(4);
    expect(all[3]).toMatchObject({ registrationDisclaimerId: MARKETING, value: false });
    // The earlier rows are as they were: the history is only ever appended to.
    expect(all.slice(0, 3)).toEqual(first);
    const [marketing] = await db
      .select()
      .from(userDisclaimers)
      .where(eq(userDisclaimers.userId, userId))
      .orderBy(asc(userDisclaimers.registrationDisclaimerId))
      .offset(2);
    expect(marketing).toMatchObject({ registrationDisclaimerId: MARKETING, value: false });
  });

  it('a required disclaimer set to false is refused and nothing is saved', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const response = await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(MARKETING, true), answer(PRIVACY, false)],
    });
    expectFailure(response, 400, [accountMessages.requiredDisclaimers.message], userId);
    expect(accountMessages.requiredDisclaimers.message).toBe(
      "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio",
    );
    expect(await db.$count(userDisclaimers, eq(userDisclaimers.userId, userId))).toBe(0);
    expect(await history(userId)).toEqual([]);
  });

  it('unknown disclaimers are ignored, and the last answer to one counts', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    const response = await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(99, true), answer(MARKETING, true), answer(MARKETING, false)],
    });
    expect(response.statusCode).toBe(200);
    const rows = await history(userId);
    expect(rows.map((row) => [row.registrationDisclaimerId, row.value])).toEqual([
      [MARKETING, false],
    ]);
  });

  it('the answers given at registration are in the history too', async () => {
    const { app, db } = testApp();
    const body = registrationBody();
    expect((await register(app, body)).statusCode).toBe(200);
    const user = await userByEmail(db, body.email);
    const rows = await history(user?.id ?? 0);
    expect(rows.map((row) => [row.registrationDisclaimerId, row.value, row.source])).toEqual([
      [TERMS, true, 'registration'],
      [PRIVACY, true, 'registration'],
      [MARKETING, false, 'registration'],
    ]);
  });

  it('the database refuses to change a history row', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(MARKETING, true)],
    });
    await expect(
      db
        .update(userDisclaimerHistory)
        .set({ value: false })
        .where(eq(userDisclaimerHistory.userId, userId)),
    ).rejects.toThrow();
    expect((await history(userId))[0]?.value).toBe(true);
  });
});

describe.each(backends)('a disclaimer whose wording changed (%s)', (backend) => {
  const testApp = useTestApp(backend);

  async function missingAfterLogin(login: string, password: string) {
    const cookie = sessionCookieOf(await postLogin(testApp().app, { login, password }));
    const response = await getAs(
      testApp().app,
      cookie,
      'user-registration-disclaimer/check-disclaimer',
    );
    const { registrationDisclaimers } = bodyOf(response).data as {
      registrationDisclaimers: { registrationDisclaimerId: number }[];
    };
    return { cookie, missing: registrationDisclaimers.map((row) => row.registrationDisclaimerId) };
  }

  it('the demo customer who accepted the earlier privacy notice is asked again, and accepting the present one is recorded', async () => {
    const { app, db } = testApp();
    const { cookie, missing } = await missingAfterLogin('privacy@example.it', DEMO_PASSWORD);
    expect(missing).toEqual([PRIVACY]);
    const [anna] = await db.select().from(users).where(eq(users.email, 'privacy@example.it'));
    const userId = anna?.id ?? 0;
    const before = await getAs(app, cookie, 'user-registration-disclaimer/list-by-type');
    const listed = (bodyOf(before).data as { userDisclaimers: { value: boolean }[] })
      .userDisclaimers;
    // The earlier acceptance does not answer what the notice says now.
    expect(listed.map((row) => row.value)).toEqual([true, false, false, false, false]);

    const saved = await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(PRIVACY, true)],
    });
    expect(saved.statusCode).toBe(200);
    expect((await missingAfterLogin('privacy@example.it', DEMO_PASSWORD)).missing).toEqual([]);
    const rows = await db
      .select()
      .from(userDisclaimerHistory)
      .where(eq(userDisclaimerHistory.userId, userId))
      .orderBy(asc(userDisclaimerHistory.id));
    // Both wordings she accepted are on record; the terms, unchanged, add nothing.
    expect(
      rows
        .filter((row) => row.registrationDisclaimerId === PRIVACY)
        .map((row) => [row.textSha256 === sha256(textOf(PRIVACY)), row.value, row.source]),
    ).toEqual([
      [false, true, 'seed'],
      [true, true, 'profile'],
    ]);
    expect(rows.filter((row) => row.registrationDisclaimerId === TERMS)).toHaveLength(1);
  });

  it('a new wording of the terms of sale asks every customer again, and the old acceptance stays in the history', async () => {
    const { app, db } = testApp();
    const { cookie, userId } = await loggedInCustomer(app, db);
    await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(PRIVACY, true)],
    });
    const check = () => getAs(app, cookie, 'user-registration-disclaimer/check-disclaimer');
    expect(bodyOf(await check()).data).toEqual({ registrationDisclaimers: [] });

    await db
      .update(registrationDisclaimers)
      .set({ text: `${textOf(TERMS)}<p>Dal 1° gennaio 2027 il recesso vale 30 giorni.</p>` })
      .where(eq(registrationDisclaimers.id, TERMS));
    expect(bodyOf(await check()).data).toMatchObject({
      registrationDisclaimers: [{ registrationDisclaimerId: TERMS }],
    });
    expect((await missingAfterLogin('cliente@example.it', DEMO_PASSWORD)).missing).toEqual([TERMS]);

    await postAs(app, cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [answer(TERMS, true), answer(PRIVACY, true)],
    });
    expect(bodyOf(await check()).data).toEqual({ registrationDisclaimers: [] });
    const rows = await db
      .select()
      .from(userDisclaimerHistory)
      .where(eq(userDisclaimerHistory.userId, userId))
      .orderBy(asc(userDisclaimerHistory.id));
    expect(
      rows
        .filter((row) => row.registrationDisclaimerId === TERMS)
        .map((row) => row.textSha256 === sha256(textOf(TERMS))),
    ).toEqual([true, false]);
  });
});
