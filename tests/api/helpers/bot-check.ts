/**
 * The login's bot check as a client passes it: ask for a challenge, solve it with altcha-lib's
 * `solveChallenge`, send the solution once as `token_recaptcha`. Tests keep the difficulty low
 * through the app's settings (TEST_BOT_CHECK); the check itself always runs. Free of Vitest, so
 * the scripts (benchmarks, fuzzer) log in with it too.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../src/api/ebsn';

export type BotChallenge = components['schemas']['BotChallenge'];

/** What the test apps use: a known key (to forge expired challenges) and an easy difficulty. */
export const TEST_BOT_CHECK = {
  hmacKey: 'test-bot-check-key-0123456789abcdef0123456789abcdef',
  maxNumber: 1000,
} as const;

const CHALLENGE_PATH = '/ebsn/api/auth/bot-challenge';

/** The token of a solved challenge: ALTCHA's payload, base64 JSON. */
export async function solveBotChallenge(challenge: BotChallenge): Promise<string> {
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  if (solution === null) throw new Error('The bot-check challenge has no solution');
  return botTokenOf(challenge, solution.number);
}

/** The token that answers `challenge` with `number`, right or not. */
export function botTokenOf(challenge: BotChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  const payload = { algorithm, challenge: hash, number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A challenge from an app under `app.inject`. */
export async function injectBotChallenge(app: FastifyInstance): Promise<BotChallenge> {
  const response = await app.inject({ method: 'GET', url: CHALLENGE_PATH });
  if (response.statusCode !== 200) {
    throw new Error(`bot-challenge answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { data: BotChallenge }).data;
}

/** A fresh solved token from an app under `app.inject`. */
export async function injectBotToken(app: FastifyInstance): Promise<string> {
  return solveBotChallenge(await injectBotChallenge(app));
}

/** A fresh solved token from a server listening at `base` (`http://127.0.0.1:8080`). */
export async function fetchBotToken(base: string): Promise<string> {
  const response = await fetch(`${base}${CHALLENGE_PATH}`, {
    headers: { accept: 'application/json', 'x-ebsn-client': 'web' },
  });
  if (!response.ok) throw new Error(`bot-challenge answered ${response.status}`);
  return solveBotChallenge(((await response.json()) as { data: BotChallenge }).data);
}

/** The login call's path with a solved token in `token_recaptcha`. */
export function loginPathWith(token: string): string {
  return `/ebsn/api/auth/login?token_recaptcha=${encodeURIComponent(token)}`;
}
