/**
 * Reading the response envelope (account-and-platform.md sections 3 and 8): status 0 is success;
 * errors, warnings and infos come both as `errors` and as `errorsMessage` (and so on), and are
 * shown once each.
 */
import { ANONYMOUS_USER_ID } from './constants';

interface ErrorText {
  readonly error: string;
}
interface InfoText {
  readonly info: string;
}

/** The `response` part of the envelope, as loose as servers send it. */
export interface ResponseStatusLike {
  readonly status?: number;
  readonly errors?: readonly ErrorText[];
  readonly warnings?: readonly ErrorText[];
  readonly infos?: readonly InfoText[];
  readonly errorsMessage?: readonly ErrorText[];
  readonly warningsMessage?: readonly ErrorText[];
  readonly infosMessage?: readonly InfoText[];
}

/** The texts of a reply, by kind, without repeats. */
export interface ResponseMessages {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly infos: readonly string[];
}

export const NO_MESSAGES: ResponseMessages = { errors: [], warnings: [], infos: [] };

const unique = (texts: readonly string[]) => [...new Set(texts.filter((text) => text !== ''))];

/** Collects the texts of a reply's `response`, each once. */
export function collectMessages(response: ResponseStatusLike | undefined): ResponseMessages {
  if (!response) return NO_MESSAGES;
  return {
    errors: unique(
      [...(response.errors ?? []), ...(response.errorsMessage ?? [])].map((e) => e.error),
    ),
    warnings: unique(
      [...(response.warnings ?? []), ...(response.warningsMessage ?? [])].map((e) => e.error),
    ),
    infos: unique([...(response.infos ?? []), ...(response.infosMessage ?? [])].map((i) => i.info)),
  };
}

/** A failed reply shows at least one error: the generic text when the server gave none. */
export function withGenericError(messages: ResponseMessages, generic: string): ResponseMessages {
  return messages.errors.length > 0 ? messages : { ...messages, errors: [generic] };
}

/** Whether a user id belongs to a logged-in user. */
export function isLoggedInUserId(userId: number | undefined): boolean {
  return userId !== undefined && userId > ANONYMOUS_USER_ID;
}

/** Whether the time since the app was last active calls for a restart. */
export function isInactiveTooLong(pausedAt: number | null, resumedAt: number, limitMs: number) {
  return pausedAt !== null && resumedAt - pausedAt > limitMs;
}
