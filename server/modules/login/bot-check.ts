/**
 * The login's bot check (issue 16): a self-hosted proof of work (ALTCHA v1, `altcha-lib/v1`).
 * `GET auth/bot-challenge` hands out a signed challenge that expires after 5 minutes; the login
 * sends its solution as `token_recaptcha`, checked here before the credentials: shape, signature,
 * expiry, solution, and single use (the sha256 of the signature is inserted once, ON CONFLICT DO
 * NOTHING, so two concurrent uses cannot both pass, whatever the number of processes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import fp from 'fastify-plugin';
import { accountMessages } from '../../../src/domain/account-messages';
import { BOT_CHALLENGE_LIFETIME_SECONDS, DEFAULT_BOT_CHECK_MAX_NUMBER } from '../../config';
import type { Db } from '../../db/client';
import { deleteExpiredBotTokens, recordUsedBotToken } from './bot-token-repository';
import type { Schemas } from '../../http/contract';
import { ApiError } from '../../http/envelope';

/** How the challenges are signed and how hard they are. */
export interface BotCheckSettings {
  /** The HMAC key every process of the shop shares. */
  readonly hmacKey: string;
  /** The secret number is at most this (ALTCHA's `maxnumber`). */
  readonly maxNumber: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheckSettings;
  }
}

export interface BotCheckPluginOptions {
  /** Default: a random key for this process only (tests, one in-memory database). */
  readonly hmacKey?: string;
  /** Default DEFAULT_BOT_CHECK_MAX_NUMBER. */
  readonly maxNumber?: number;
}

/** The only algorithm handed out, so the only one accepted. */
const ALGORITHM = 'SHA-256';
/** A used token's row outlives its challenge by this much, in case the clocks of the app and the database differ. */
const USED_TOKEN_MARGIN_SECONDS = 60;
/** Name of the key's file in DATA_DIR. */
export const BOT_CHECK_KEY_FILE = 'bot-check-hmac.key';

const HEX_64 = /^[0-9a-f]{64}$/;
/** ALTCHA v1's salt: random hex, then its parameters (here only `expires`), ending with `&`. */
const SALT_SHAPE = /^[0-9a-f]{8,64}\?expires=(\d{1,12})&$/;

/** A new random key: 32 bytes as hex. */
export function newBotCheckKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The key kept in `dataDir`, created on first use: written to a file of its own, then linked to
 * its name, which fails when another process got there first; so every process reads the same
 * complete key.
 */
export async function botCheckKeyIn(dataDir: string): Promise<string> {
  const file = path.join(dataDir, BOT_CHECK_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, newBotCheckKey(), { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < 32) throw new Error(`${file} must hold a key of at least 32 characters`);
  return key;
}

/** A fresh challenge, signed, expiring after BOT_CHALLENGE_LIFETIME_SECONDS. */
export async function createBotChallenge(
  settings: BotCheckSettings,
): Promise<Schemas['BotChallenge']> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey: settings.hmacKey,
    maxnumber: settings.maxNumber,
    expires: new Date(Date.now() + BOT_CHALLENGE_LIFETIME_SECONDS * 1000),
  });
  return {
    algorithm: ALGORITHM,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? settings.maxNumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

/** A solution as the client sends it, checked for shape only. */
interface BotSolution {
  readonly algorithm: typeof ALGORITHM;
  readonly challenge: string;
  readonly number: number;
  readonly salt: string;
  readonly signature: string;
  /** When its challenge expires, in Unix seconds (from the signed salt). */
  readonly expires: number;
}

/** Decodes a token (base64 of ALTCHA's JSON payload); null for anything else. */
export function parseBotToken(token: string): BotSolution | null {
  if (token.length === 0 || token.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (
    algorithm !== ALGORITHM ||
    typeof challenge !== 'string' ||
    !HEX_64.test(challenge) ||
    typeof signature !== 'string' ||
    !HEX_64.test(signature) ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    number < 0 ||
    typeof salt !== 'string'
  ) {
    return null;
  }
  const expires = SALT_SHAPE.exec(salt)?.[1];
  if (expires === undefined) return null;
  return { algorithm, challenge, number, salt, signature, expires: Number(expires) };
}

function refused(): ApiError {
  return new ApiError(400, [accountMessages.botCheckFailed.message]);
}

/**
 * Accepts `token` once: a well-formed, signed, unexpired, right solution not used before;
 * otherwise throws the 400 of a failed bot check. Expired tokens' rows are deleted on the way.
 */
export async function useBotToken(
  db: Db,
  settings: BotCheckSettings,
  token: string | undefined,
): Promise<void> {
  const solution = token === undefined ? null : parseBotToken(token);
  if (solution === null) throw refused();
  if (solution.expires * 1000 <= Date.now()) throw refused();
  const { expires: _expires, ...payload } = solution;
  // Checks the signature of the challenge, its expiry again, and the solution.
  if (!(await verifySolution(payload, settings.hmacKey, true))) throw refused();

  const id = createHash('sha256').update(solution.signature).digest('hex');
  const firstUse = await recordUsedBotToken(
    db,
    id,
    new Date((solution.expires + USED_TOKEN_MARGIN_SECONDS) * 1000),
  );
  if (!firstUse) throw refused();
  await deleteExpiredBotTokens(db);
}

/** Makes the bot check's settings available to the handlers as `app.botCheck`. */
export const botCheckPlugin = fp<BotCheckPluginOptions>(
  async (app, options) => {
    app.decorate<BotCheckSettings>('botCheck', {
      hmacKey: options.hmacKey ?? newBotCheckKey(),
      maxNumber: options.maxNumber ?? DEFAULT_BOT_CHECK_MAX_NUMBER,
    });
  },
  { name: 'bot-check' },
);
