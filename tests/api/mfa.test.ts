import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { DEMO_MFA_SECRET } from '../../server/db/seed';
import { decodeBase32, totpAt, totpStep } from '../../server/modules/login/totp';
import {
  backends,
  bodyOf,
  clearSessions,
  countSessions,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  useTestApp,
} from './helpers/test-app';

const MFA_USER = 'mfa@example.it';

function currentPin(offsetSteps = 0): string {
  return totpAt(decodeBase32(DEMO_MFA_SECRET), totpStep(Date.now()) + offsetSteps);
}

/** A six-digit code that is none of the codes accepted now. */
function wrongPin(): string {
  const accepted = new Set([-1, 0, 1].map((offset) => currentPin(offset)));
  let pin = 0;
  while (accepted.has(String(pin).padStart(6, '0'))) pin += 1;
  return String(pin).padStart(6, '0');
}

describe.each(backends)('two-factor login (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('without a pin answers 401 asking for the code, and creates no session', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, { login: MFA_USER, password: DEMO_PASSWORD });
    expectFailure(response, 401, [messages.mfaRequired.message]);
    expect(bodyOf(response).data).toEqual({ mfaRequired: true });
    expect(await countSessions(db)).toBe(0);
  });

  it('a wrong password with any pin is just wrong credentials', async () => {
    const { app } = testApp();
    const response = await postLogin(app, {
      login: MFA_USER,
      password: 'Sbagliata1!',
      mfa_pin: currentPin(),
    });
    expectFailure(response, 401, [messages.wrongCredentials.message]);
    expect(bodyOf(response).data).toBeNull();
  });

  it('a wrong pin answers 401 and creates no session', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await postLogin(app, {
      login: MFA_USER,
      password: DEMO_PASSWORD,
      mfa_pin: wrongPin(),
    });
    expectFailure(response, 401, [messages.wrongMfaPin.message]);
    expect(await countSessions(db)).toBe(0);
  });

  it('the current TOTP code logs in, and the same code cannot be used twice', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const pin = currentPin();
    const response = await postLogin(app, {
      login: MFA_USER,
      password: DEMO_PASSWORD,
      mfa_pin: pin,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).user).toMatchObject({ email: MFA_USER, firstName: 'Luca' });
    expect(await countSessions(db, MFA_USER)).toBe(1);

    const replay = await postLogin(app, { login: MFA_USER, password: DEMO_PASSWORD, mfa_pin: pin });
    expectFailure(replay, 401, [messages.wrongMfaPin.message]);
    expect(await countSessions(db, MFA_USER)).toBe(1);
  });
});

describe.each(backends)('two-factor login on the server clock (%s)', (backend) => {
  // The server's clock an hour ahead of this machine's: the codes it takes are those of its time.
  const HOUR_MS = 60 * 60_000;
  const serverNow = () => new Date(Date.now() + HOUR_MS);
  const testApp = useTestApp(backend, { now: serverNow });

  it("refuses the code of this machine's time and takes the code of the server's", async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const secret = decodeBase32(DEMO_MFA_SECRET);
    const credentials = { login: MFA_USER, password: DEMO_PASSWORD };

    const early = await postLogin(app, { ...credentials, mfa_pin: currentPin() });
    expectFailure(early, 401, [messages.wrongMfaPin.message]);
    expect(await countSessions(db)).toBe(0);

    const pin = totpAt(secret, totpStep(serverNow().getTime()));
    const response = await postLogin(app, { ...credentials, mfa_pin: pin });
    expect(response.statusCode).toBe(200);
    expect(await countSessions(db, MFA_USER)).toBe(1);
  });
});
