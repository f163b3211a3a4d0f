/**
 * The logged-in half of the fuzzing: the demo customer's session, started with the web login form
 * and kept across calls that end or replace it (logout, a 419, another login).
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { injectBotToken, loginPathWith } from '../api/helpers/bot-check';
import { APP_HEADERS } from './fuzz-request';

export const DEMO_CUSTOMER = 'cliente@example.it';

/** The `Set-Cookie` lines of a reply. */
function setCookieLines(headers: Readonly<Record<string, unknown>>): string[] {
  const header = headers['set-cookie'];
  if (typeof header === 'string') return [header];
  return Array.isArray(header)
    ? header.filter((line): line is string => typeof line === 'string')
    : [];
}

/**
 * What the reply did to the session cookie: the new `name=value` pair, `null` when it cleared it,
 * `undefined` when it left it alone.
 */
export function sessionCookieChange(
  headers: Readonly<Record<string, unknown>>,
): string | null | undefined {
  const line = setCookieLines(headers).find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  if (line === undefined) return undefined;
  const pair = line.split(';')[0] ?? '';
  return pair === `${SESSION_COOKIE}=` ? null : pair;
}

/** Logs the demo customer in through the login form; the session cookie (`ebsn_session=...`). */
export async function logInDemoCustomer(app: FastifyInstance): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: loginPathWith(await injectBotToken(app)),
    headers: { ...APP_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ login: DEMO_CUSTOMER, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = sessionCookieChange(reply.headers);
  if (reply.statusCode !== 200 || typeof cookie !== 'string') {
    throw new Error(`The demo customer cannot log in: HTTP ${reply.statusCode} ${reply.body}`);
  }
  return cookie;
}

/**
 * The customer's session during a run: its cookie, replaced when a reply sets a new one, and
 * started again when a reply ended it (logout, a 419, a cleared cookie).
 */
export class CustomerSession {
  private current: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly logIn: (app: FastifyInstance) => Promise<string> = logInDemoCustomer,
  ) {}

  /** The cookie to send, or null when the customer could not log in again. */
  get cookie(): string | null {
    return this.current;
  }

  /** Logs in; throws when the customer cannot. */
  async start(): Promise<void> {
    this.current = await this.logIn(this.app);
  }

  /**
   * Follows what a reply to the customer did to the session; a text saying why the customer
   * could not log in again, or null.
   */
  async follow(reply: {
    readonly statusCode: number;
    readonly headers: Readonly<Record<string, unknown>>;
  }): Promise<string | null> {
    const change = sessionCookieChange(reply.headers);
    if (typeof change === 'string') this.current = change;
    if (change !== null && reply.statusCode !== 419) return null;
    try {
      await this.start();
      return null;
    } catch (error) {
      this.current = null;
      return `the customer cannot log in again: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}
