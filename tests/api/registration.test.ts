import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { accountMessages } from '../../src/domain/account-messages';
import { shopDate } from '../../src/domain/shop-time';
import {
  accountMailRequests,
  inviteCodes,
  mailOutbox,
  userDisclaimers,
  users,
} from '../../server/db/schema';
import { useMailbox } from './helpers/mailbox';
import {
  confirmLinkOf,
  FISCAL_CODE,
  mailingApp,
  movableClock,
  NEW_PASSWORD,
  newEmail,
  openConfirmLink,
  PUBLIC_URL,
  register,
  registrationBody,
  registrationRows,
  userByEmail,
} from './helpers/registration';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  countSessions,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  useTestApp,
} from './helpers/test-app';

const CONFIRMATION_SENT =
  "Ti abbiamo inviato un'e-mail all'indirizzo indicato: apri il link per confermare la registrazione.";
const HOUR_MS = 60 * 60 * 1000;

describe.each(backends)('registration (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = movableClock();
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  afterEach(() => clock.reset());

  async function registered(overrides: Record<string, unknown> = {}) {
    const body = registrationBody(overrides);
    const response = await register(testApp().app, body);
    expect(response.statusCode).toBe(200);
    const mail = await mailbox().next(body.email.trim().toLowerCase());
    return { body, response, mail, link: confirmLinkOf(mail) };
  }

  it('answers with the address and mails one confirmation link to it', async () => {
    const { db } = testApp();
    const { body, response, mail, link } = await registered({
      email: '  Nuovo.Cliente@Example.IT ',
    });
    const email = 'nuovo.cliente@example.it';
    expect(body.email).not.toBe(email);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 0, infos: [{ info: CONFIRMATION_SENT }] },
      data: { email },
      user: { userId: -1 },
    });
    expect(response.headers['set-cookie']).toBeUndefined();

    expect(mail.subject).toBe('Conferma la tua registrazione a Spesa online');
    expect(mail.from).toContain('noreply@spesa-online.local');
    expect(mail.text).toContain('Ciao Mario,');
    expect(mail.text).toContain('48 ore');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/registration-confirm`);
    expect(link.searchParams.get('e_mail')).toBe(email);
    expect(link.searchParams.get('reg_control_code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('Conferma la registrazione');

    // One mail, not two: once the outbox has sent all it holds for the address, nothing more
    // arrived. The account waits for its confirmation.
    await vi.waitFor(async () => {
      const outbox = await db
        .select({ sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));
      expect(outbox).toEqual([{ sentAt: expect.any(Date) }]);
    });
    expect(mailbox().waiting(email)).toHaveLength(0);
    const user = await userByEmail(db, email);
    expect(user).toMatchObject({
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '333 1234567',
      fiscalCode: FISCAL_CODE,
      birthDate: '1980-01-01',
      storeId: null,
      inviteCode: null,
      confirmedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const answers = await db
      .select({ id: userDisclaimers.registrationDisclaimerId, value: userDisclaimers.value })
      .from(userDisclaimers)
      .where(eq(userDisclaimers.userId, user?.id ?? 0));
    expect(answers.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, value: true },
      { id: 2, value: true },
      { id: 3, value: false },
    ]);
  });

  it('keeps the store and the invite code the shopper came with', async () => {
    const { db } = testApp();
    // A friend's personal code (src/domain/invite.ts), typed in lowercase; stored uppercase.
    const [inviter] = await db.select({ id: users.id }).from(users).limit(1);
    if (inviter === undefined) throw new Error('The seed has no customer');
    await db
      .insert(inviteCodes)
      .values({ userId: inviter.id, code: 'AMXCA234' })
      .onConflictDoNothing();
    const { body } = await registered({ storeId: 3, inviteCode: 'amxca234' });
    expect(await userByEmail(db, body.email)).toMatchObject({ storeId: 3, inviteCode: 'AMXCA234' });
  });

  it('an account not confirmed yet cannot log in and is told why, only with the right password', async () => {
    const { app, db } = testApp();
    const { body } = await registered();
    const refused = await postLogin(app, { login: body.email, password: NEW_PASSWORD });
    expectFailure(refused, 401, [accountMessages.accountNotConfirmed.message]);
    const wrong = await postLogin(app, { login: body.email, password: 'Sbagliata-1' });
    expectFailure(wrong, 401, [messages.wrongCredentials.message]);
    expect(await countSessions(db, body.email)).toBe(0);
  });

  it('the link confirms the account, which can then log in', async () => {
    const { app, db } = testApp();
    const { body, link } = await registered();
    const confirmed = await openConfirmLink(app, link);
    expect(confirmed.statusCode).toBe(200);
    expect(bodyOf(confirmed)).toMatchObject({
      response: { status: 0, infos: [{ info: 'Registrazione confermata: ora puoi accedere.' }] },
      data: { confirmed: true },
    });
    expect((await userByEmail(db, body.email))?.confirmedAt).toBeInstanceOf(Date);

    const login = await postLogin(app, { login: body.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(bodyOf(login).user.email).toBe(body.email);
  });

  it('a link works once: confirming again is refused', async () => {
    const { app } = testApp();
    const { link } = await registered();
    expect((await openConfirmLink(app, link)).statusCode).toBe(200);
    expectFailure(await openConfirmLink(app, link), 400, [accountMessages.tokenInvalid.message]);
  });

  it('a link expires after 48 hours', async () => {
    const { app, db } = testApp();
    const { body, link } = await registered();
    clock.advance(48 * HOUR_MS + 60_000);
    expectFailure(await openConfirmLink(app, link), 400, [accountMessages.tokenInvalid.message]);
    expect((await userByEmail(db, body.email))?.confirmedAt).toBeNull();
  });

  it("a link does not work with another account's address, nor a made-up code", async () => {
    const { app, db } = testApp();
    const first = await registered();
    const second = await registered();
    const crossed = new URL(first.link);
    crossed.searchParams.set('e_mail', second.body.email);
    expectFailure(await openConfirmLink(app, crossed), 400, [accountMessages.tokenInvalid.message]);
    const madeUp = new URL(first.link);
    madeUp.searchParams.set('reg_control_code', 'A'.repeat(43));
    expectFailure(await openConfirmLink(app, madeUp), 400, [accountMessages.tokenInvalid.message]);
    const malformed = new URL(first.link);
    malformed.searchParams.set('reg_control_code', 'non-un-codice');
    expectFailure(await openConfirmLink(app, malformed), 400, [
      accountMessages.tokenInvalid.message,
    ]);
    expect((await userByEmail(db, second.body.email))?.confirmedAt).toBeNull();

    // The refused tries did not use the first link up.
    expect((await openConfirmLink(app, first.link)).statusCode).toBe(200);
    expect((await userByEmail(db, second.body.email))?.confirmedAt).toBeNull();
  });

  it('a new link replaces the old one, which stops working', async () => {
    const { app } = testApp();
    const { body, link: oldLink } = await registered();
    const resent = await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: `/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(body.email)}`,
    });
    expect(resent.statusCode).toBe(200);
    const newLink = confirmLinkOf(await mailbox().next(body.email));
    expect(newLink.searchParams.get('reg_control_code')).not.toBe(
      oldLink.searchParams.get('reg_control_code'),
    );
    expectFailure(await openConfirmLink(app, oldLink), 400, [accountMessages.tokenInvalid.message]);
    expect((await openConfirmLink(app, newLink)).statusCode).toBe(200);
  });

  it('after the 48 hours a new link confirms the account', async () => {
    const { app } = testApp();
    const { body, link } = await registered();
    clock.advance(72 * HOUR_MS);
    expectFailure(await openConfirmLink(app, link), 400, [accountMessages.tokenInvalid.message]);
    await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: `/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(body.email)}`,
    });
    const fresh = confirmLinkOf(await mailbox().next(body.email));
    expect((await openConfirmLink(app, fresh)).statusCode).toBe(200);
  });

  it('asking for a new link answers the same whether or not an account waits for it', async () => {
    const { app, db } = testApp();
    const unknown = newEmail('nessuno');
    const confirmedAccount = 'cliente@example.it';
    const { body: waiting } = await registered();
    const replies = [];
    for (const email of [unknown, confirmedAccount, waiting.email]) {
      replies.push(
        await app.inject({
          headers: APP_CLIENT,
          method: 'GET',
          url: `/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(email)}`,
        }),
      );
    }
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(replies[0]?.body);
      expect(bodyOf(reply)).toMatchObject({ response: { status: 0 }, data: null });
    }
    // Requests are handled oldest first: once the last one's mail is here, the others are done.
    await mailbox().next(waiting.email);
    expect(mailbox().waiting(unknown)).toHaveLength(0);
    expect(mailbox().waiting(confirmedAccount)).toHaveLength(0);
    expect(await db.$count(accountMailRequests)).toBe(0);
  });

  it('an address that has an account gets the same reply, nothing changes, and its owner is told', async () => {
    const { app, db } = testApp();
    const owner = 'cliente@example.it';
    const before = await userByEmail(db, owner);
    const rowsBefore = await registrationRows(db);
    const fresh = await register(app, registrationBody({ email: 'nuovissimo@example.it' }));
    await mailbox().next('nuovissimo@example.it');
    const duplicate = await register(
      app,
      registrationBody({
        email: ' Cliente@Example.it',
        firstName: 'Intruso',
        password: 'Altra-Pass-9',
      }),
    );

    expect(duplicate.statusCode).toBe(fresh.statusCode);
    const freshBody = bodyOf(fresh);
    expect(bodyOf(duplicate)).toEqual({ ...freshBody, data: { email: owner } });
    expect(Object.keys(duplicate.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const mail = await mailbox().next(owner);
    expect(mail.subject).toBe('Hai già un account su Spesa online');
    expect(mail.links).toContain(`${PUBLIC_URL}/login`);
    expect(mail.links).toContain(`${PUBLIC_URL}/reset-password-request`);
    expect(mail.text).not.toContain('Intruso');

    const rowsAfter = await registrationRows(db);
    // The fresh registration made one account, one token, three answers and one mail; the
    // duplicate only the mail to the owner.
    expect(rowsAfter).toEqual({
      users: rowsBefore.users + 1,
      tokens: rowsBefore.tokens + 1,
      answers: rowsBefore.answers + 3,
      mails: rowsBefore.mails + 2,
    });
    expect(await userByEmail(db, owner)).toEqual(before);
    expect((await postLogin(app, { login: owner, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('an unconfirmed address registered again keeps its first account and its link', async () => {
    const { app, db } = testApp();
    const { body, link } = await registered();
    const again = await register(app, registrationBody({ email: body.email, lastName: 'Bianchi' }));
    expect(again.statusCode).toBe(200);
    expect((await mailbox().next(body.email)).subject).toBe('Hai già un account su Spesa online');
    expect((await userByEmail(db, body.email))?.lastName).toBe('Rossi');
    expect((await openConfirmLink(app, link)).statusCode).toBe(200);
  });

  const today = shopDate(new Date());
  const seventeen = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;

  it.each([
    ['a malformed e-mail', { email: 'mario.rossi@' }, messages.email.message],
    ['a short password', { password: 'abc' }, messages.password.message],
    ['a common password', { password: 'password1' }, accountMessages.passwordCommon.message],
    [
      'the mailbox name as password',
      { email: 'girasole@example.it', password: 'Girasole' },
      accountMessages.passwordCommon.message,
    ],
    [
      'a fiscal code with a wrong check letter',
      { fiscalCode: `${FISCAL_CODE.slice(0, 15)}${FISCAL_CODE.endsWith('A') ? 'B' : 'A'}` },
      accountMessages.fiscalCode.message,
    ],
    ['a foreign phone number', { phone: '+44 20 7946 0958' }, accountMessages.phone.message],
    [
      'a name over 50 characters',
      { firstName: 'A'.repeat(51) },
      accountMessages.maxLength50.message,
    ],
    ['HTML in a name', { lastName: '<b>Rossi</b>' }, accountMessages.personName.message],
    ['an empty name', { firstName: '  ' }, messages.required.message],
    [
      'a birth date that does not exist',
      { birthDate: '1980-02-30' },
      accountMessages.birthDate.message,
    ],
    ['someone under 18', { birthDate: seventeen }, accountMessages.adult.message],
    [
      'the terms not accepted',
      {
        disclaimers: [
          { registrationDisclaimerId: 1, value: true },
          { registrationDisclaimerId: 2, value: false },
        ],
      },
      accountMessages.disclaimersRequired.message,
    ],
    ['no disclaimers at all', { disclaimers: [] }, accountMessages.disclaimersRequired.message],
    ['an unknown store', { storeId: 999 }, messages.badRequest.message],
  ])('%s answers 400 with its message and creates nothing', async (_case, overrides, text) => {
    const { app, db } = testApp();
    const before = await registrationRows(db);
    const response = await register(app, registrationBody(overrides));
    expectFailure(response, 400, [text]);
    expect(await registrationRows(db)).toEqual(before);
  });

  it('every failing field is named at once', async () => {
    const { app } = testApp();
    const response = await register(
      app,
      registrationBody({ email: 'x@', phone: '12', disclaimers: [] }),
    );
    expectFailure(response, 400, [
      messages.email.message,
      accountMessages.phone.message,
      accountMessages.disclaimersRequired.message,
    ]);
  });

  it('a field the contract does not know answers 400', async () => {
    const { app, db } = testApp();
    const before = await registrationRows(db);
    const response = await register(app, registrationBody({ userTypeId: 1 }));
    expectFailure(response, 400, ['Il campo «userTypeId» non è previsto']);
    expect(await registrationRows(db)).toEqual(before);
  });

  it('the registration disclaimers: terms and privacy required, three optional consents', async () => {
    const { app } = testApp();
    const response = await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/registration-disclaimer/list',
    });
    expect(response.statusCode).toBe(200);
    const { registrationDisclaimers } = bodyOf(response).data as {
      registrationDisclaimers: {
        registrationDisclaimerId: number;
        title: string;
        text: string;
        required: boolean;
        priority: number;
      }[];
    };
    expect(
      registrationDisclaimers.map((d) => [d.registrationDisclaimerId, d.title, d.required]),
    ).toEqual([
      [1, 'Condizioni generali di vendita', true],
      [2, 'Informativa sulla privacy', true],
      [3, 'Comunicazioni commerciali (marketing)', false],
      [4, 'Profilazione', false],
      [5, 'Comunicazioni di terze parti', false],
    ]);
    for (const disclaimer of registrationDisclaimers)
      expect(disclaimer.text).toMatch(/^<p>.+<\/p>$/);
    const otherModule = await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/registration-disclaimer/list?store_id=1&registration_module_type_id=9',
    });
    expect(bodyOf(otherModule).data).toEqual({ registrationDisclaimers: [] });
  });

  it('there is no social account to register from', async () => {
    const { app } = testApp();
    const response = await app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({ linked: false });
  });

  it('the mails wait in the outbox and are marked sent, without their links, once they went', async () => {
    const { db } = testApp();
    const { body } = await registered();
    const sentRow = async () => {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.email));
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    // The SMTP server has the message a moment before the worker records it.
    await expect
      .poll(async () => (await sentRow())?.sentAt, { timeout: 5000 })
      .toBeInstanceOf(Date);
    // Sent, the message keeps its envelope only: its link lives in the mailbox, not here.
    expect(await sentRow()).toMatchObject({ attempts: 1, lastError: null, text: '', html: null });
  });
});

describe.each(backends)('registration rate limit (%s)', (backend) => {
  const testApp = useTestApp(backend, {
    registrationRateLimit: { max: 3, timeWindowMs: 60_000 },
  });

  it('one address registering a fourth time within the window answers 429', async () => {
    const { app, db } = testApp();
    const address = '203.0.113.20';
    // Refused attempts count too.
    const statuses = [];
    statuses.push((await register(app, registrationBody({ password: 'abc' }), address)).statusCode);
    statuses.push((await register(app, registrationBody(), address)).statusCode);
    statuses.push((await register(app, registrationBody(), address)).statusCode);
    expect(statuses).toEqual([400, 200, 200]);
    const before = await registrationRows(db);
    const limited = await register(app, registrationBody(), address);
    expectFailure(limited, 429, [messages.tooManyRequests.message]);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await registrationRows(db)).toEqual(before);
    // Another address is not held back.
    expect((await register(app, registrationBody(), '203.0.113.21')).statusCode).toBe(200);
  });
});
