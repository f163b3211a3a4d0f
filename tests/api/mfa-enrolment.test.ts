/**
 * Two-factor enrolment (account-and-platform.md §7 `registration/mfa_enabled`, `update_mfa`): a
 * secret shown as a QR code takes effect with the app's first code, which gives ten single-use
 * recovery codes, stored hashed; login then asks a code, and a recovery code works once; turning
 * it off needs the password and a code. Each refusal changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { messages } from '../../src/domain/messages';
import { mfaRecoveryCodes, users } from '../../server/db/schema';
import { decodeBase32, totpAt, totpStep } from '../../server/modules/login/totp';
import type { Db } from '../../server/db/client';
import { ACCOUNT_PASSWORD, getAs, loggedInCustomer, postAs } from './helpers/account';
import { backends, bodyOf, expectFailure, postLogin, useTestApp } from './helpers/test-app';

interface MfaReply {
  state: string;
  enrolment?: { secret: string; otpauthUrl: string; qrCode: string };
  recoveryCodes?: string[];
}

const update = (app: FastifyInstance, cookie: string, body: Record<string, unknown>) =>
  postAs(app, cookie, 'registration/update_mfa', body);
const dataOf = (response: LightMyRequestResponse) => bodyOf(response).data as MfaReply;
const codeOf = (secret: string, offset = 0) =>
  totpAt(decodeBase32(secret), totpStep(Date.now()) + offset);

async function status(app: FastifyInstance, cookie: string) {
  return bodyOf(await getAs(app, cookie, 'registration/mfa_enabled')).data;
}

async function mfaColumns(db: Db, userId: number) {
  const [row] = await db
    .select({ secret: users.mfaSecret, pending: users.mfaPendingSecret })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe.each(backends)('two-factor enrolment (%s)', (backend) => {
  const testApp = useTestApp(backend);

  /** A customer who turned two-factor on: its secret and recovery codes. */
  async function enrolled() {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const started = await update(app, customer.cookie, { enabled: true });
    const secret = dataOf(started).enrolment?.secret ?? '';
    const done = await update(app, customer.cookie, { enabled: true, code: codeOf(secret) });
    expect(done.statusCode).toBe(200);
    return { app, db, ...customer, secret, recoveryCodes: dataOf(done).recoveryCodes ?? [] };
  }

  it('shows a QR code of a new secret, and takes effect only with its first code', async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    expect(await status(app, customer.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const started = dataOf(await update(app, customer.cookie, { enabled: true }));
    expect(started.state).toBe('confirm');
    const enrolment = started.enrolment;
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.otpauthUrl).toBe(
      `otpauth://totp/${encodeURIComponent(`Spesa online:${customer.email}`)}?secret=${enrolment?.secret}&issuer=Spesa%20online&algorithm=SHA1&digits=6&period=30`,
    );
    const svg = Buffer.from(
      (enrolment?.qrCode ?? '').replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Not on yet: login asks no code.
    expect(
      (await postLogin(app, { login: customer.email, password: ACCOUNT_PASSWORD })).statusCode,
    ).toBe(200);

    const secret = enrolment?.secret ?? '';
    expectFailure(
      await update(app, customer.cookie, { enabled: true, code: codeOf(secret, 5) }),
      400,
      [accountMessages.mfaCodeWrong.message],
      customer.userId,
    );
    expectFailure(
      await update(app, customer.cookie, { enabled: true, code: '12345' }),
      400,
      [messages.mfaPin.message],
      customer.userId,
    );
    expect(await mfaColumns(db, customer.userId)).toEqual({ secret: null, pending: secret });

    const done = dataOf(
      await update(app, customer.cookie, { enabled: true, code: codeOf(secret) }),
    );
    expect(done.state).toBe('enabled');
    const codes = done.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(await status(app, customer.cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Only their hashes are kept.
    const stored = await db
      .select({ hash: mfaRecoveryCodes.codeHash })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, customer.userId));
    expect(stored.map(({ hash }) => hash).some((hash) => codes.includes(hash))).toBe(false);
    expect(stored.every(({ hash }) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(await mfaColumns(db, customer.userId)).toEqual({ secret, pending: null });

    expectFailure(
      await update(app, customer.cookie, { enabled: true }),
      400,
      [accountMessages.mfaAlreadyOn.message],
      customer.userId,
    );
  });

  it('asks login for a code, and each recovery code works once, in any case', async () => {
    const { app, recoveryCodes, email, cookie } = await enrolled();
    const login = (pin?: string) =>
      postLogin(app, {
        login: email,
        password: ACCOUNT_PASSWORD,
        ...(pin ? { mfa_pin: pin } : {}),
      });
    expect((await login()).statusCode).toBe(401);
    const code = recoveryCodes[0] ?? '';
    expect((await login(code.toLowerCase())).statusCode).toBe(200);
    expectFailure(await login(code), 401, [messages.wrongMfaPin.message]);
    expect(await status(app, cookie)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('turns off only with the password and a code, and refuses a code twice', async () => {
    const { app, db, cookie, userId, secret, recoveryCodes } = await enrolled();
    const off = (body: Record<string, unknown>) => update(app, cookie, { enabled: false, ...body });
    const code = recoveryCodes[1] ?? '';
    expectFailure(
      await off({ password: 'Sbagliata-99', code }),
      400,
      [accountMessages.oldPasswordWrong.message],
      userId,
    );
    expectFailure(
      await off({ password: ACCOUNT_PASSWORD }),
      400,
      [accountMessages.secondFactorCode.message],
      userId,
    );
    expectFailure(await off({ code }), 400, [messages.passwordRequired.message], userId);
    // The code that turned it on was used: a replay is refused.
    expectFailure(
      await off({ password: ACCOUNT_PASSWORD, code: codeOf(secret) }),
      400,
      [accountMessages.mfaCodeWrong.message],
      userId,
    );
    expect(await status(app, cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    expect(dataOf(await off({ password: ACCOUNT_PASSWORD, code })).state).toBe('disabled');
    expect(await status(app, cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await mfaColumns(db, userId)).toEqual({ secret: null, pending: null });
    expectFailure(
      await off({ password: ACCOUNT_PASSWORD, code: recoveryCodes[2] ?? '' }),
      400,
      [accountMessages.mfaNotOn.message],
      userId,
    );
  });

  it('refuses a confirmation with no enrolment started, and needs a session', async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    expectFailure(
      await update(app, customer.cookie, { enabled: true, code: '123456' }),
      400,
      [accountMessages.mfaNotStarted.message],
      customer.userId,
    );
    expect((await getAs(app, null, 'registration/mfa_enabled')).statusCode).toBe(419);
    expect((await postAs(app, null, 'registration/update_mfa', { enabled: true })).statusCode).toBe(
      419,
    );
  });
});
