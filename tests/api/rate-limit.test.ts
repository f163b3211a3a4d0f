import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import {
  backends,
  countSessions,
  DEMO_PASSWORD,
  expectFailure,
  FORM,
  postLogin,
  useTestApp,
} from './helpers/test-app';

const CUSTOMER = 'cliente@example.it';

describe.each(backends)('login rate limit (%s)', (backend) => {
  const testApp = useTestApp(backend, { loginRateLimit: { max: 3, timeWindowMs: 60_000 } });

  it('the fourth attempt for one login within a minute answers 429, even with the right password', async () => {
    const { app, db } = testApp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postLogin(app, { login: CUSTOMER, password: 'Sbagliata1!' });
      expect(response.statusCode).toBe(401);
    }
    const limited = await postLogin(app, { login: CUSTOMER, password: DEMO_PASSWORD });
    expectFailure(limited, 429, [messages.tooManyRequests.message]);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countSessions(db)).toBe(0);

    // The same login in other case counts as the same login.
    const sameLogin = await postLogin(app, {
      login: 'CLIENTE@example.it',
      password: DEMO_PASSWORD,
    });
    expect(sameLogin.statusCode).toBe(429);
  });

  it('another login from the same address is not blocked by the first one', async () => {
    const { app } = testApp();
    const response = await postLogin(app, {
      login: 'betatester@example.it',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('one address trying many logins is limited too', async () => {
    const { app } = testApp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 16; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: FORM,
        // An address of its own, so the other tests' attempts do not count here.
        remoteAddress: '203.0.113.9',
        payload: `login=utente${attempt}%40example.it&password=Sbagliata1!`,
      });
      statuses.push(response.statusCode);
    }
    // Five times the per-login limit per address.
    expect(statuses.slice(0, 15)).toEqual(Array.from({ length: 15 }, () => 401));
    expect(statuses[15]).toBe(429);
  });
});
