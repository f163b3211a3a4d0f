/**
 * The login's bot check (issue 16): a self-hosted proof of work. The challenge's shape, a solved
 * token logging in once, and every token that must not: replayed, forged, expired, wrong,
 * malformed, missing; the second step of a two-factor login goes without; a refusal changes
 * nothing. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { accountMessages } from '../../src/domain/account-messages';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChallenge } from 'altcha-lib/v1';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { BOT_CHALLENGE_LIFETIME_SECONDS } from '../../server/config';
import type { Db } from '../../server/db/client';
import { botCheckTokens } from '../../server/db/schema';
import { DEMO_MFA_SECRET } from '../../server/db/seed';
import { botCheckKeyIn, BOT_CHECK_KEY_FILE } from '../../server/modules/login/bot-check';
import { decodeBase32, totpAt, totpStep } from '../../server/modules/login/totp';
import {
  botTokenOf,
  injectBotChallenge,
  loginPathWith,
  solveBotChallenge,
  TEST_BOT_CHECK,
  type BotChallenge,
} from './helpers/bot-check';
import {
  APP_CLIENT,
  backends,
  bodyOf,
  clearSessions,
  countSessions,
  DEMO_PASSWORD,
  expectFailure,
  FORM,
  sessionSetCookie,
  useTestApp,
} from './helpers/test-app';

const CUSTOMER = 'cliente@example.it';
const MFA_USER = 'mfa@example.it';
const REFUSED = [accountMessages.botCheckFailed.message];

/** Posts the customer's right credentials with `token` (none: no `token_recaptcha`). */
function login(
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string> = { login: CUSTOMER, password: DEMO_PASSWORD },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: token === undefined ? '/ebsn/api/auth/login' : loginPathWith(token),
    headers: { ...FORM, ...APP_CLIENT },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A challenge made with `hmacKey` (the shop's, or another) expiring at `expires`. */
async function challengeSignedWith(hmacKey: string, expires: Date): Promise<BotChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: TEST_BOT_CHECK.maxNumber,
    expires,
  });
  return { ...challenge, algorithm: 'SHA-256', maxnumber: TEST_BOT_CHECK.maxNumber };
}

function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

describe.each(backends)('the login bot check (%s)', (backend) => {
  const testApp = useTestApp(backend);

  /** Refused with the bot check's 400, and nothing changed: no session, no cookie. */
  async function expectRefusedWithoutChange(
    db: Db,
    response: LightMyRequestResponse,
    sessionsBefore = 0,
  ) {
    expectFailure(response, 400, REFUSED);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(response.headers['x-ebsn-session']).toBeUndefined();
    expect(await countSessions(db)).toBe(sessionsBefore);
  }

  it('hands out a signed challenge that expires in 5 minutes, a new one each time', async () => {
    const { app } = testApp();
    const response = await app.inject({ method: 'GET', url: '/ebsn/api/auth/bot-challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionSetCookie(response)).toBeUndefined();
    const body = bodyOf(response);
    expect(body.response.status).toBe(0);
    expect(body.user.userId).toBe(-1);
    const challenge = body.data as BotChallenge;
    expect(Object.keys(challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.maxnumber).toBe(TEST_BOT_CHECK.maxNumber);
    const expires = Number(/^[0-9a-f]{24}\?expires=(\d+)&$/.exec(challenge.salt)?.[1]);
    const expected = Date.now() / 1000 + BOT_CHALLENGE_LIFETIME_SECONDS;
    expect(Math.abs(expires - expected)).toBeLessThan(10);

    const another = await injectBotChallenge(app);
    expect(another.salt).not.toBe(challenge.salt);
    expect(another.signature).not.toBe(challenge.signature);
  });

  it('a solved token logs in, and is kept as used until its challenge expires', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const challenge = await injectBotChallenge(app);
    const response = await login(app, await solveBotChallenge(challenge));
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).user.email).toBe(CUSTOMER);
    expect(sessionSetCookie(response)).toBeDefined();
    expect(await countSessions(db, CUSTOMER)).toBe(1);

    const [row] = await db
      .select()
      .from(botCheckTokens)
      .where(eq(botCheckTokens.id, sha256(challenge.signature)));
    const expires = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]);
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(expires * 1000);
  });

  it('the token also travels in the JSON body as `token`', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const token = await solveBotChallenge(await injectBotChallenge(app));
    const response = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: APP_CLIENT,
      payload: { login: CUSTOMER, password: DEMO_PASSWORD, token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a token works once: replayed, it is refused and logs no one in', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const token = await solveBotChallenge(await injectBotChallenge(app));
    expect((await login(app, token)).statusCode).toBe(200);
    await expectRefusedWithoutChange(db, await login(app, token), 1);
  });

  it('of two logins with one token at the same time, only one passes', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const token = await solveBotChallenge(await injectBotChallenge(app));
    const replies = await Promise.all([login(app, token), login(app, token), login(app, token)]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    expect(await countSessions(db)).toBe(1);
  });

  it('a forged signature is refused, and so is a challenge signed with another key', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const challenge = await injectBotChallenge(app);
    const solved = JSON.parse(
      Buffer.from(await solveBotChallenge(challenge), 'base64').toString(),
    ) as { number: number };
    const flipped = challenge.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await expectRefusedWithoutChange(
      db,
      await login(app, botTokenOf({ ...challenge, signature: flipped }, solved.number)),
    );

    const inFiveMinutes = new Date(Date.now() + BOT_CHALLENGE_LIFETIME_SECONDS * 1000);
    const foreign = await challengeSignedWith('a-key-the-shop-never-had-0123456789', inFiveMinutes);
    await expectRefusedWithoutChange(db, await login(app, await solveBotChallenge(foreign)));
    // The salt (with its expiry) is signed too: a later expiry breaks the signature.
    const later = challenge.salt.replace(
      /expires=\d+/,
      `expires=${Math.floor(Date.now() / 1000) + 86_400}`,
    );
    await expectRefusedWithoutChange(
      db,
      await login(app, botTokenOf({ ...challenge, salt: later }, solved.number)),
    );
    expect(await db.$count(botCheckTokens, eq(botCheckTokens.id, sha256(flipped)))).toBe(0);
  });

  it('an expired challenge is refused, even solved and signed with the shop key', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const expired = await challengeSignedWith(TEST_BOT_CHECK.hmacKey, new Date(Date.now() - 1000));
    await expectRefusedWithoutChange(db, await login(app, await solveBotChallenge(expired)));
    // The same key and a future expiry pass: only the expiry made the difference.
    const fresh = await challengeSignedWith(TEST_BOT_CHECK.hmacKey, new Date(Date.now() + 60_000));
    expect((await login(app, await solveBotChallenge(fresh))).statusCode).toBe(200);
  });

  it('a wrong solution is refused', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const challenge = await injectBotChallenge(app);
    const solved = JSON.parse(
      Buffer.from(await solveBotChallenge(challenge), 'base64').toString(),
    ) as { number: number };
    await expectRefusedWithoutChange(
      db,
      await login(app, botTokenOf(challenge, solved.number + 1)),
    );
    // The challenge is not spent by a wrong answer: the right one still passes.
    expect((await login(app, botTokenOf(challenge, solved.number))).statusCode).toBe(200);
  });

  it('a missing, empty or malformed token is refused before the credentials are looked at', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const challenge = await injectBotChallenge(app);
    const { algorithm: _algorithm, ...withoutAlgorithm } = challenge;
    const tokens = [
      undefined,
      '',
      'not base64!',
      Buffer.from('not json').toString('base64'),
      base64Json(null),
      base64Json([]),
      base64Json({}),
      base64Json({ ...withoutAlgorithm, number: 1 }),
      base64Json({ ...challenge, algorithm: 'SHA-1', number: 1 }),
      base64Json({ ...challenge, number: '1' }),
      base64Json({ ...challenge, number: -1 }),
      base64Json({ ...challenge, number: 1.5 }),
      base64Json({ ...challenge, salt: 'abcdef0123456789', number: 1 }),
    ];
    for (const token of tokens) {
      await expectRefusedWithoutChange(db, await login(app, token));
    }
    // Wrong credentials with a bad token: the same refusal, so nothing is learnt about accounts.
    const unknown = await login(app, 'x', { login: 'nessuno@example.it', password: 'Sbagliata1!' });
    await expectRefusedWithoutChange(db, unknown);
  });

  it('the second step of a two-factor login, with its pin, needs no token', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const pin = totpAt(decodeBase32(DEMO_MFA_SECRET), totpStep(Date.now()));
    const response = await login(app, undefined, {
      login: MFA_USER,
      password: DEMO_PASSWORD,
      mfa_pin: pin,
    });
    expect(response.statusCode).toBe(200);
    expect(await countSessions(db, MFA_USER)).toBe(1);
  });

  it('a pin does not skip the check for an account without two-factor login', async () => {
    const { app, db } = testApp();
    await clearSessions(db);
    const response = await login(app, undefined, {
      login: CUSTOMER,
      password: DEMO_PASSWORD,
      mfa_pin: '123456',
    });
    expectFailure(response, 401, [messages.wrongCredentials.message]);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await countSessions(db)).toBe(0);
  });

  it('the rows of expired tokens are deleted when a token is used', async () => {
    const { app, db } = testApp();
    const stale = sha256('a signature of long ago');
    await db.insert(botCheckTokens).values({ id: stale, expiresAt: new Date(Date.now() - 60_000) });
    expect(await db.$count(botCheckTokens, eq(botCheckTokens.id, stale))).toBe(1);
    const token = await solveBotChallenge(await injectBotChallenge(app));
    expect((await login(app, token)).statusCode).toBe(200);
    expect(await db.$count(botCheckTokens, eq(botCheckTokens.id, stale))).toBe(0);
  });
});

describe('the bot check key in DATA_DIR', () => {
  it('is created once, readable only by the shop, and every process reads the same', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ebsn-bot-key-'));
    try {
      const keys = await Promise.all(Array.from({ length: 8 }, () => botCheckKeyIn(dataDir)));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(path.join(dataDir, BOT_CHECK_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(await botCheckKeyIn(dataDir)).toBe(keys[0]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
