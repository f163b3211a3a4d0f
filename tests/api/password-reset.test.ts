import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { accountMessages } from '../../src/domain/account-messages';
import { accountMailRequests, mailOutbox, users } from '../../server/db/schema';
import { useMailbox } from './helpers/mailbox';
import {
  confirmLinkOf,
  createAccount,
  mailingApp,
  movableClock,
  newEmail,
  openConfirmLink,
  PUBLIC_URL,
  register,
  registrationBody,
  resetLinkOf,
  userByEmail,
} from './helpers/registration';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  countSessions,
  expectFailure,
  FORM,
  postLogin,
  sessionCookieOf,
  useTestApp,
} from './helpers/test-app';

const OLD_PASSWORD = 'Vecchia-Pass-1';
const NEW_PASSWORD = 'Nuova-Pass-2';
const RESET_REQUESTED =
  "Se l'indirizzo è registrato, riceverai un'e-mail con il link per scegliere una nuova password.";

function requestReset(app: FastifyInstance, email: string): Promise<LightMyRequestResponse> {
  return app.inject({
    headers: APP_CLIENT,
    method: 'GET',
    url: `/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`,
  });
}

function checkToken(
  app: FastifyInstance,
  link: { e_mail: string; token: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    headers: APP_CLIENT,
    method: 'GET',
    url: `/ebsn/api/registration/password_reset_token_check?${new URLSearchParams(link).toString()}`,
  });
}

/** What the app's /recover-password-confirm page posts. */
function resetPassword(
  app: FastifyInstance,
  link: { e_mail: string; token: string },
  password: string,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/password_reset',
    headers: { ...APP_CLIENT, ...FORM, ...(cookie === undefined ? {} : { cookie }) },
    payload: new URLSearchParams({
      e_mail: link.e_mail,
      reset_token: link.token,
      password,
    }).toString(),
  });
}

function updatePassword(
  app: FastifyInstance,
  cookie: string | null,
  fields: { old_password: string; new_password: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/update_password',
    headers: cookie === null ? APP_CLIENT : { ...APP_CLIENT, cookie },
    payload: fields,
  });
}

function sessionTest(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/ebsn/api/auth/test',
    headers: { ...APP_CLIENT, cookie },
  });
}

describe.each(backends)('password reset (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = movableClock();
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  afterEach(() => clock.reset());

  async function account(): Promise<string> {
    const email = newEmail();
    await createAccount(testApp().db, email, OLD_PASSWORD);
    return email;
  }

  async function resetLink(email: string) {
    expect((await requestReset(testApp().app, email)).statusCode).toBe(200);
    const mail = await mailbox().next(email);
    return { mail, link: resetLinkOf(mail) };
  }

  it('a known and an unknown address get the same reply, and only the known one a mail', async () => {
    const { app, db } = testApp();
    const known = await account();
    const unknown = newEmail('nessuno');
    const unknownReply = await requestReset(app, unknown);
    const knownReply = await requestReset(app, known);

    expect(knownReply.statusCode).toBe(200);
    expect(unknownReply.statusCode).toBe(knownReply.statusCode);
    expect(unknownReply.body).toBe(knownReply.body);
    expect(bodyOf(knownReply)).toMatchObject({
      response: { status: 0, infos: [{ info: RESET_REQUESTED }] },
      data: null,
      user: { userId: -1 },
    });

    const mail = await mailbox().next(known);
    expect(mail.subject).toBe('Scegli una nuova password per Spesa online');
    expect(mail.text).toContain('30 minuti');
    const link = resetLinkOf(mail);
    expect(link.e_mail).toBe(known);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The requests are handled oldest first: the unknown one is done, and mailed nothing.
    expect(mailbox().waiting(unknown)).toHaveLength(0);
    expect(await db.$count(mailOutbox, eq(mailOutbox.recipient, unknown))).toBe(0);
    expect(await db.$count(accountMailRequests)).toBe(0);
  });

  it('a malformed address is refused with the form message', async () => {
    const { app } = testApp();
    expectFailure(await requestReset(app, 'mario@'), 400, [messages.email.message]);
  });

  it('the link is checked without being used up, then sets the new password once', async () => {
    const { app } = testApp();
    const email = await account();
    const { link } = await resetLink(email);
    for (let check = 0; check < 2; check += 1) {
      const checked = await checkToken(app, link);
      expect(checked.statusCode).toBe(200);
      expect(bodyOf(checked).data).toEqual({ valid: true });
    }

    const reset = await resetPassword(app, link, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(bodyOf(reset)).toMatchObject({ response: { status: 0 }, data: null });

    expectFailure(await postLogin(app, { login: email, password: OLD_PASSWORD }), 401, [
      messages.wrongCredentials.message,
    ]);
    expect((await postLogin(app, { login: email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // Used up: neither the check nor a second reset accept it.
    expectFailure(await checkToken(app, link), 400, [accountMessages.tokenInvalid.message]);
    expectFailure(await resetPassword(app, link, 'Terza-Pass-3'), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expect((await postLogin(app, { login: email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const notice = await mailbox().next(email);
    expect(notice.subject).toBe('La tua password è stata cambiata');
    expect(notice.links).toContain(`${PUBLIC_URL}/reset-password-request`);
  });

  it('a reset ends every session of the account, the browser that reset it too', async () => {
    const { app, db } = testApp();
    const email = await account();
    const phone = sessionCookieOf(await postLogin(app, { login: email, password: OLD_PASSWORD }));
    const laptop = sessionCookieOf(await postLogin(app, { login: email, password: OLD_PASSWORD }));
    expect(await countSessions(db, email)).toBe(2);

    const { link } = await resetLink(email);
    const reset = await resetPassword(app, link, NEW_PASSWORD, laptop);
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['set-cookie']).toMatch(/ebsn_session=;/);
    expect(await countSessions(db, email)).toBe(0);
    expect((await sessionTest(app, phone)).statusCode).toBe(419);
    expect((await sessionTest(app, laptop)).statusCode).toBe(419);
  });

  it('a wrong token, or a weak password, is refused and changes nothing', async () => {
    const { app, db } = testApp();
    const email = await account();
    const { link } = await resetLink(email);
    const hashBefore = (await userByEmail(db, email))?.passwordHash;

    expectFailure(await resetPassword(app, { ...link, token: 'B'.repeat(43) }, NEW_PASSWORD), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expectFailure(await resetPassword(app, { ...link, token: 'corto' }, NEW_PASSWORD), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expectFailure(await resetPassword(app, link, 'abc'), 400, [messages.password.message]);
    expectFailure(await resetPassword(app, link, 'qwerty123'), 400, [
      accountMessages.passwordCommon.message,
    ]);
    expect((await userByEmail(db, email))?.passwordHash).toBe(hashBefore);
    // The link still works after the refusals.
    expect((await resetPassword(app, link, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link expires after 30 minutes', async () => {
    const { app, db } = testApp();
    const email = await account();
    const { link } = await resetLink(email);
    const hashBefore = (await userByEmail(db, email))?.passwordHash;
    clock.advance(31 * 60 * 1000);
    expectFailure(await checkToken(app, link), 400, [accountMessages.tokenInvalid.message]);
    expectFailure(await resetPassword(app, link, NEW_PASSWORD), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expect((await userByEmail(db, email))?.passwordHash).toBe(hashBefore);
  });

  it("a link does not work with another account's address", async () => {
    const { app, db } = testApp();
    const first = await account();
    const second = await account();
    const { link } = await resetLink(first);
    const crossed = { ...link, e_mail: second };
    expectFailure(await checkToken(app, crossed), 400, [accountMessages.tokenInvalid.message]);
    const hashBefore = (await userByEmail(db, second))?.passwordHash;
    expectFailure(await resetPassword(app, crossed, NEW_PASSWORD), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expect((await userByEmail(db, second))?.passwordHash).toBe(hashBefore);
  });

  it('a link stops working when the account changes address', async () => {
    const { app, db } = testApp();
    const email = await account();
    const { link } = await resetLink(email);
    const moved = newEmail('trasferito');
    await db.update(users).set({ email: moved }).where(eq(users.email, email));
    expectFailure(await checkToken(app, link), 400, [accountMessages.tokenInvalid.message]);
    expectFailure(await checkToken(app, { ...link, e_mail: moved }), 400, [
      accountMessages.tokenInvalid.message,
    ]);
  });

  it('a newer link replaces the older one', async () => {
    const { app } = testApp();
    const email = await account();
    const { link: older } = await resetLink(email);
    const { link: newer } = await resetLink(email);
    expect(newer.token).not.toBe(older.token);
    expectFailure(await checkToken(app, older), 400, [accountMessages.tokenInvalid.message]);
    expect((await checkToken(app, newer)).statusCode).toBe(200);
  });

  it('a reset confirms an account whose registration link was never opened', async () => {
    const { app } = testApp();
    const body = registrationBody();
    expect((await register(app, body)).statusCode).toBe(200);
    const confirmation = confirmLinkOf(await mailbox().next(body.email));
    const { link } = await resetLink(body.email);
    expect((await resetPassword(app, link, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await postLogin(app, { login: body.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    // The confirmation link still works, and changes nothing more.
    expect((await openConfirmLink(app, confirmation)).statusCode).toBe(200);
  });
});

describe.each(backends)('password change (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = movableClock();
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  async function twoSessions() {
    const { app, db } = testApp();
    const email = newEmail();
    const userId = await createAccount(db, email, OLD_PASSWORD);
    const here = sessionCookieOf(await postLogin(app, { login: email, password: OLD_PASSWORD }));
    const elsewhere = sessionCookieOf(
      await postLogin(app, { login: email, password: OLD_PASSWORD }),
    );
    return { email, userId, here, elsewhere };
  }

  it('a wrong current password is refused with its message and nothing changes', async () => {
    const { app, db } = testApp();
    const { email, userId, here, elsewhere } = await twoSessions();
    const hashBefore = (await userByEmail(db, email))?.passwordHash;
    const response = await updatePassword(app, here, {
      old_password: 'Sbagliata-9',
      new_password: NEW_PASSWORD,
    });
    expectFailure(response, 400, [accountMessages.oldPasswordWrong.message], userId);
    expect((await userByEmail(db, email))?.passwordHash).toBe(hashBefore);
    expect((await sessionTest(app, here)).statusCode).toBe(200);
    expect((await sessionTest(app, elsewhere)).statusCode).toBe(200);
    expect(await db.$count(mailOutbox, eq(mailOutbox.recipient, email))).toBe(0);
  });

  it('a new password the rules refuse is refused', async () => {
    const { app } = testApp();
    const { here } = await twoSessions();
    const response = await updatePassword(app, here, {
      old_password: OLD_PASSWORD,
      new_password: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors).toMatchObject([
      { error: accountMessages.passwordCommon.message },
    ]);
  });

  it('the change ends the other sessions, keeps this one, and mails a notice', async () => {
    const { app, db } = testApp();
    const { email, here, elsewhere } = await twoSessions();
    const response = await updatePassword(app, here, {
      old_password: OLD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, infos: [{ info: 'La password è stata aggiornata.' }] },
      data: null,
      user: { email },
    });
    expect((await sessionTest(app, here)).statusCode).toBe(200);
    expect((await sessionTest(app, elsewhere)).statusCode).toBe(419);
    expect(await countSessions(db, email)).toBe(1);

    expectFailure(await postLogin(app, { login: email, password: OLD_PASSWORD }), 401, [
      messages.wrongCredentials.message,
    ]);
    expect((await postLogin(app, { login: email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await mailbox().next(email)).subject).toBe('La tua password è stata cambiata');
  });

  it('a reset link asked before the change stops working', async () => {
    const { app } = testApp();
    const { email, here } = await twoSessions();
    await requestReset(app, email);
    const link = resetLinkOf(await mailbox().next(email));
    await updatePassword(app, here, { old_password: OLD_PASSWORD, new_password: NEW_PASSWORD });
    expectFailure(await checkToken(app, link), 400, [accountMessages.tokenInvalid.message]);
  });

  it('without a session the change answers 419', async () => {
    const { app } = testApp();
    const response = await updatePassword(app, null, {
      old_password: OLD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expectFailure(response, 419, [messages.sessionExpired.message]);
  });

  it('the change takes a form body too', async () => {
    const { app } = testApp();
    const { here } = await twoSessions();
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/update_password',
      headers: { ...APP_CLIENT, ...FORM, cookie: here },
      payload: new URLSearchParams({
        old_password: OLD_PASSWORD,
        new_password: NEW_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });
});
