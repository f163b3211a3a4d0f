/**
 * The login's bot check on the app's side: a challenge fetched and solved in a Web Worker as soon
 * as the login form shows, so the token is ready when the shopper submits. A token works once: a
 * new challenge is solved for the next attempt. altcha-lib stays in the worker.
 */
import type { components } from '../../api/ebsn';

export type BotChallenge = components['schemas']['BotChallenge'];

/** What the worker answers: the token (ALTCHA's base64 JSON payload), or that it found none. */
export type BotCheckWorkerReply =
  { readonly ok: true; readonly token: string } | { readonly ok: false };

/**
 * A prepared token older than this is dropped for a new one: the server refuses it 5 minutes
 * after its challenge was handed out.
 */
const FRESH_FOR_MS = 4 * 60_000;

export interface BotCheck {
  /** Starts fetching and solving a challenge, unless one is under way or ready and fresh. */
  readonly prepare: () => void;
  /** The token for this attempt (the prepared one, or a new one), handed out once. */
  readonly take: () => Promise<string>;
}

export interface BotCheckEffects {
  readonly fetchChallenge: () => Promise<BotChallenge>;
  readonly solve: (challenge: BotChallenge) => Promise<string>;
  /** @default Date.now */
  readonly now?: () => number;
}

interface Attempt {
  readonly token: Promise<string>;
  readonly startedAt: number;
}

export function createBotCheck({
  fetchChallenge,
  solve,
  now = Date.now,
}: BotCheckEffects): BotCheck {
  let prepared: Attempt | null = null;
  const start = (): Attempt => {
    const token = fetchChallenge().then(solve);
    // A failure shows when the token is taken, not while the shopper types.
    token.catch(() => undefined);
    return { token, startedAt: now() };
  };
  const isFresh = (attempt: Attempt | null): attempt is Attempt =>
    attempt !== null && now() - attempt.startedAt < FRESH_FOR_MS;
  return {
    prepare: () => {
      if (!isFresh(prepared)) prepared = start();
    },
    take: () => {
      const attempt = prepared;
      prepared = null;
      if (!isFresh(attempt)) return start().token;
      // A prepared attempt that failed (the network, while the shopper typed) gets one new try.
      return attempt.token.catch(() => start().token);
    },
  };
}

/** Solves `challenge` in a module worker of its own, ended once it answers. */
export function solveInWorker(challenge: BotChallenge): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<BotCheckWorkerReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.token);
      else reject(new Error('The bot-check challenge has no solution'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('The bot-check worker failed'));
    };
    worker.postMessage(challenge);
  });
}
