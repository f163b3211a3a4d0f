/**
 * The push provider of development and tests (PUSH_PROVIDER=standin, the default): it delivers
 * nothing and records what would have been sent, so `npm start` runs with no Firebase or Apple
 * account and a test asserts the notifications an action sends (`sent`). It keeps the latest
 * sendings only, so a long-running server does not grow.
 */
import type { PushMessage, PushProvider, PushResult } from '../modules/push/provider';

/** One sending as the provider received it. */
export interface RecordedPush {
  readonly tokens: readonly string[];
  readonly message: PushMessage;
}

export interface PushStandin extends PushProvider {
  /** The latest sendings, oldest first. */
  readonly sent: readonly RecordedPush[];
  /** Forgets what was recorded. */
  clear(): void;
}

/** Sendings kept: enough for a test or a demo to look at, bounded for a server left running. */
const KEPT = 100;

export function createPushStandin(): PushStandin {
  const sent: RecordedPush[] = [];
  return {
    kind: 'standin',
    sent,
    clear: () => {
      sent.length = 0;
    },
    async send(tokens, message): Promise<PushResult> {
      sent.push({ tokens: [...tokens], message: { ...message } });
      if (sent.length > KEPT) sent.splice(0, sent.length - KEPT);
      return { sent: tokens.length, invalidTokens: [] };
    },
  };
}
