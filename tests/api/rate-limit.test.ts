import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { buildApp } from '../../server/app';
import { trustProxyOf } from '../../server/config';
import { injectBotToken, loginPathWith, TEST_BOT_CHECK } from './helpers/bot-check';
import { readyShopper } from './helpers/cart';
import { openTestDatabase, type TestDatabase } from './helpers/databases';
import { giftCall } from './helpers/gifts';
import {
  APP_CLIENT,
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
        url: loginPathWith(await injectBotToken(app)),
        headers: { ...FORM, ...APP_CLIENT },
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

describe.each(backends)('limits across processes on one database (%s)', (backend) => {
  let testDatabase: TestDatabase | undefined;
  const processes: FastifyInstance[] = [];
  const limits = {
    loginRateLimit: { max: 3, timeWindowMs: 60_000 },
    giftCodeRateLimit: { max: 4, timeWindowMs: 60_000 },
    // One key for both, as every process of the shop shares it.
    botCheck: TEST_BOT_CHECK,
  } as const;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(backend);
    // Two servers on one database, as behind a load balancer.
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({ database: testDatabase.database, ...limits });
      await app.ready();
      processes.push(app);
    }
  });

  afterAll(async () => {
    for (const app of processes) await app.close();
    await testDatabase?.dispose();
  });

  function server(index: number): FastifyInstance {
    const app = processes[index];
    if (app === undefined) throw new Error(`no server ${index}`);
    return app;
  }

  it('the login attempts made through one process count in the other', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postLogin(server(attempt % 2), {
        login: CUSTOMER,
        password: 'Sbagliata1!',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await postLogin(server(1), { login: CUSTOMER, password: DEMO_PASSWORD });
    expectFailure(limited, 429, [messages.tooManyRequests.message]);
  });

  it('a shopper trying gift codes is stopped after the limit, even with a real code, whichever process answers', async () => {
    if (testDatabase === undefined) throw new Error('the test database is not open');
    const shopper = await readyShopper(testDatabase.database.db);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const guess = await giftCall(server(attempt % 2), shopper, 'check', `INVENTATO${attempt}`);
      expect(guess.statusCode).toBe(400);
    }
    const real = await giftCall(server(0), shopper, 'check', 'BENVENUTO10');
    expectFailure(real, 429, [messages.tooManyRequests.message], shopper.userId);
    expect(real.headers['retry-after']).toBeDefined();
    const applying = await giftCall(server(1), shopper, 'add_code', 'BENVENUTO10');
    expect(applying.statusCode).toBe(429);
  });
});

describe('behind one reverse proxy that appends to X-Forwarded-For (TRUST_PROXY=1)', () => {
  const testApp = useTestApp('pglite', {
    trustProxy: trustProxyOf('1'),
    loginRateLimit: { max: 1, timeWindowMs: 60_000 },
  });

  it('a client naming another address each time is still counted by the one the proxy saw', async () => {
    const { app } = testApp();
    const attempt = (spoofed: string) =>
      postLogin(
        app,
        { login: 'utente.proxy@example.it', password: 'Sbagliata1!' },
        { 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
      );
    expect((await attempt('6.6.6.6')).statusCode).toBe(401);
    expectFailure(await attempt('7.7.7.7'), 429, [messages.tooManyRequests.message]);
  });
});
