/**
 * The e-mail change (account-and-platform.md sections 2 and 7): a link to the new address and a
 * notice to the old one, mailed through a real SMTP server; the link, on any device, changes the
 * login and ends the other sessions; a taken address is refused at the link, never told at the
 * request.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { messages } from '../../src/domain/messages';
import { accountTokens, mailOutbox, users } from '../../server/db/schema';
import { ACCOUNT_PASSWORD, getAs, loggedInCustomer, postAs } from './helpers/account';
import { linkOf, useMailbox } from './helpers/mailbox';
import {
  createAccount,
  mailingApp,
  movableClock,
  newEmail,
  PUBLIC_URL,
  userByEmail,
} from './helpers/registration';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  countSessions,
  expectFailure,
  postLogin,
  sessionCookieOf,
  useTestApp,
} from './helpers/test-app';

const REQUESTED =
  "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermare la modifica.";
const CHANGED = "L'indirizzo e-mail è stato aggiornato: ora puoi accedere con quello nuovo.";

function requestChange(
  app: FastifyInstance,
  cookie: string | null,
  newAddress: string,
): Promise<LightMyRequestResponse> {
  return getAs(app, cookie, 'registration/update_email_request', { new_email: newAddress });
}

/** What the app's /email-confirmed page sends: the link's own parameters. */
function openLink(
  app: FastifyInstance,
  link: URL,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/ebsn/api/registration/update_email${link.search}`,
    headers: cookie === undefined ? APP_CLIENT : { ...APP_CLIENT, cookie },
  });
}

function sessionTest(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/ebsn/api/auth/test',
    headers: { ...APP_CLIENT, cookie },
  });
}

describe.each(backends)('e-mail change (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = movableClock();
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  afterEach(() => clock.reset());

  /** A logged-in customer who asked to move to a new address, and the two mails. */
  async function requested(newAddress = newEmail('nuovo')) {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const response = await requestChange(app, customer.cookie, newAddress);
    expect(response.statusCode).toBe(200);
    const linkMail = await mailbox().next(newAddress);
    const notice = await mailbox().next(customer.email);
    return {
      ...customer,
      newAddress,
      response,
      linkMail,
      notice,
      link: linkOf(linkMail, `${PUBLIC_URL}/email-confirmed?`),
    };
  }

  it('mails a link to the new address and a notice to the old one; nothing changes until the link', async () => {
    const { app, db } = testApp();
    const { email, userId, newAddress, response, linkMail, notice, link } = await requested();
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, infos: [{ info: REQUESTED }] },
      data: null,
      user: { userId, email },
    });

    expect(linkMail.subject).toBe('Conferma il nuovo indirizzo e-mail per Spesa online');
    expect(linkMail.text).toContain('Ciao Anna,');
    expect(linkMail.text).toContain('48 ore');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/email-confirmed`);
    expect(link.searchParams.get('e_mail')).toBe(newAddress);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(notice.subject).toBe("Richiesta di modifica dell'e-mail del tuo account");
    expect(notice.text).toContain("È stata chiesta la modifica dell'e-mail del tuo account");
    expect(notice.links).toContain(`${PUBLIC_URL}/reset-password-request`);
    // The old address is not told the new one, and gets no link that changes anything.
    expect(notice.text).not.toContain(newAddress);
    expect(notice.links.some((candidate) => candidate.includes('email-confirmed'))).toBe(false);

    expect((await userByEmail(db, email))?.id).toBe(userId);
    expect(await userByEmail(db, newAddress)).toBeUndefined();
    expect((await postLogin(app, { login: email, password: ACCOUNT_PASSWORD })).statusCode).toBe(
      200,
    );
    const [token] = await db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(token).toMatchObject({ purpose: 'email-change', email: newAddress, usedAt: null });
    expect(token?.tokenHash).not.toBe(link.searchParams.get('token'));
  });

  it('the link changes the login: the old password works with the new address, the old one no longer logs in, other sessions end', async () => {
    const { app, db } = testApp();
    const { email, userId, cookie: here, newAddress, link } = await requested();
    const elsewhere = sessionCookieOf(
      await postLogin(app, { login: email, password: ACCOUNT_PASSWORD }),
    );
    expect(await countSessions(db, email)).toBe(2);

    const changed = await openLink(app, link, here);
    expect(changed.statusCode).toBe(200);
    expect(bodyOf(changed)).toMatchObject({
      response: { status: 0, infos: [{ info: CHANGED }] },
      data: { email: newAddress },
      user: { userId, email: newAddress, login: newAddress },
    });
    expect(await userByEmail(db, email)).toBeUndefined();
    expect((await userByEmail(db, newAddress))?.id).toBe(userId);

    // The browser that opened the link stays logged in; the other one is logged out.
    expect((await sessionTest(app, here)).statusCode).toBe(200);
    expect((await sessionTest(app, elsewhere)).statusCode).toBe(419);
    expect(await countSessions(db, newAddress)).toBe(1);

    expectFailure(await postLogin(app, { login: email, password: ACCOUNT_PASSWORD }), 401, [
      messages.wrongCredentials.message,
    ]);
    const login = await postLogin(app, { login: newAddress, password: ACCOUNT_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(bodyOf(login).user).toMatchObject({ userId, email: newAddress });
  });

  it('opened on another device without a login, the link ends every session of the account', async () => {
    const { app, db } = testApp();
    const { cookie, newAddress, link } = await requested();
    const changed = await openLink(app, link);
    expect(changed.statusCode).toBe(200);
    expect(bodyOf(changed).user).toEqual({ userId: -1 });
    expect(await countSessions(db, newAddress)).toBe(0);
    expect((await sessionTest(app, cookie)).statusCode).toBe(419);
  });

  it('the link works once', async () => {
    const { app } = testApp();
    const { link } = await requested();
    expect((await openLink(app, link)).statusCode).toBe(200);
    expectFailure(await openLink(app, link), 400, [accountMessages.emailChangeInvalid.message]);
  });

  it('an address another account has gets the same reply at the request, and is refused at the link', async () => {
    const { app, db } = testApp();
    const taken = newEmail('occupato');
    const ownerId = await createAccount(db, taken, 'Altra-Pass-3');
    const customer = await loggedInCustomer(app, db);

    const free = newEmail('libero');
    const freeReply = await requestChange(app, customer.cookie, free);
    const takenReply = await requestChange(app, customer.cookie, taken);
    expect(takenReply.statusCode).toBe(200);
    expect(takenReply.body).toBe(freeReply.body);

    // The taken address is mailed a link like any other; opening it changes nothing.
    const link = linkOf(await mailbox().next(taken), `${PUBLIC_URL}/email-confirmed?`);
    expectFailure(
      await openLink(app, link, customer.cookie),
      400,
      [accountMessages.emailChangeInvalid.message],
      customer.userId,
    );
    expect((await userByEmail(db, customer.email))?.id).toBe(customer.userId);
    expect((await userByEmail(db, taken))?.id).toBe(ownerId);
    expect((await sessionTest(app, customer.cookie)).statusCode).toBe(200);
    // The newer request replaced the link to the free address.
    const freeLink = linkOf(await mailbox().next(free), `${PUBLIC_URL}/email-confirmed?`);
    expectFailure(await openLink(app, freeLink), 400, [accountMessages.emailChangeInvalid.message]);
  });

  it('an address taken after the request is refused at the link, and the link is used up', async () => {
    const { app, db } = testApp();
    const { email, userId, newAddress, link } = await requested();
    await createAccount(db, newAddress, 'Altra-Pass-3');
    expectFailure(await openLink(app, link), 400, [accountMessages.emailChangeInvalid.message]);
    expect((await userByEmail(db, email))?.id).toBe(userId);
    await db.delete(users).where(eq(users.email, newAddress));
    expectFailure(await openLink(app, link), 400, [accountMessages.emailChangeInvalid.message]);
    expect((await userByEmail(db, email))?.id).toBe(userId);
  });

  it('two accounts racing for one address: exactly one gets it', async () => {
    const { app, db } = testApp();
    const contested = newEmail('conteso');
    const first = await requested(contested);
    const second = await requested(contested);
    const replies = await Promise.all([openLink(app, first.link), openLink(app, second.link)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    const winner = await userByEmail(db, contested);
    expect([first.userId, second.userId]).toContain(winner?.id);
    const loser = winner?.id === first.userId ? second : first;
    expect((await userByEmail(db, loser.email))?.id).toBe(loser.userId);
  });

  it('a wrong token, another address or an expired link is refused and changes nothing', async () => {
    const { app, db } = testApp();
    const { email, userId, newAddress, link } = await requested();
    const withParams = (params: Record<string, string>) => {
      const url = new URL(link);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url;
    };
    for (const bad of [
      withParams({ token: 'B'.repeat(43) }),
      withParams({ token: 'corto' }),
      withParams({ e_mail: newEmail('altro') }),
      withParams({ e_mail: 'non-una-email' }),
    ]) {
      expectFailure(await openLink(app, bad), 400, [accountMessages.emailChangeInvalid.message]);
    }
    clock.advance(49 * 60 * 60 * 1000);
    expectFailure(await openLink(app, link), 400, [accountMessages.emailChangeInvalid.message]);
    expect((await userByEmail(db, email))?.id).toBe(userId);
    expect(await userByEmail(db, newAddress)).toBeUndefined();
  });

  it('the link keeps working with the address in another case', async () => {
    const { app } = testApp();
    const { newAddress, link } = await requested();
    const shouted = new URL(link);
    shouted.searchParams.set('e_mail', newAddress.toUpperCase());
    expect((await openLink(app, shouted)).statusCode).toBe(200);
  });

  it("a malformed address, or the account's own, is refused and nothing is mailed", async () => {
    const { app, db } = testApp();
    const { email, userId, cookie } = await loggedInCustomer(app, db);
    expectFailure(
      await requestChange(app, cookie, 'mario@'),
      400,
      [messages.email.message],
      userId,
    );
    expectFailure(
      await requestChange(app, cookie, ` ${email.toUpperCase()} `),
      400,
      [accountMessages.sameEmail.message],
      userId,
    );
    expect(await db.$count(accountTokens, eq(accountTokens.userId, userId))).toBe(0);
    expect(await db.$count(mailOutbox, eq(mailOutbox.recipient, email))).toBe(0);
  });

  it('a password change cancels a pending e-mail change', async () => {
    const { app } = testApp();
    const { cookie, link } = await requested();
    const update = await postAs(app, cookie, 'registration/update_password', {
      old_password: ACCOUNT_PASSWORD,
      new_password: 'Nuova-Pass-8',
    });
    expect(update.statusCode).toBe(200);
    expectFailure(await openLink(app, link), 400, [accountMessages.emailChangeInvalid.message]);
  });

  it('more than five requests in an hour are refused', async () => {
    const { app, db } = testApp();
    const { cookie, userId, email } = await loggedInCustomer(app, db);
    const addresses = Array.from({ length: 5 }, () => newEmail('tentativo'));
    for (const address of addresses) {
      expect((await requestChange(app, cookie, address)).statusCode).toBe(200);
    }
    expectFailure(
      await requestChange(app, cookie, newEmail('sesto')),
      429,
      [messages.tooManyRequests.message],
      userId,
    );
    for (const address of addresses) await mailbox().next(address);
    for (let notice = 0; notice < 5; notice += 1) await mailbox().next(email);
    clock.advance(61 * 60 * 1000);
    expect((await requestChange(app, cookie, newEmail('dopo'))).statusCode).toBe(200);
  });
});
