/**
 * Reading the response envelope (account-and-platform.md sections 3 and 8): status 0 is success;
 * errors, warnings and infos come both as `errors` and as `errorsMessage` (and so on), and are
 * shown once each.
 */
import { ANONYMOUS_USER_ID } from './constants';

/** The values a text was filled with, by its catalog text's placeholders. */
type MessageParams = Readonly<Record<string, string>>;

interface ErrorText {
  readonly error: string;
  /** The text's catalog id, when it is one of the shop's texts. */
  readonly code?: string;
  readonly params?: MessageParams;
}
interface InfoText {
  readonly info: string;
  readonly code?: string;
  readonly params?: MessageParams;
}

/** A message as the app reads it. */
interface CodedText {
  readonly code?: string;
  readonly params?: MessageParams;
  readonly text: string;
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
  /** Texts whose code is in the show-in-popup list: a dialog instead of a toast. */
  readonly popups?: readonly string[];
}

/** How the app reads coded messages (shopping-flow.md §8). */
export interface MessageReading {
  /**
   * The text to show for a message: its translation when its code has one (filled with the
   * message's values), else its text.
   */
  readonly translate?: (message: CodedText) => string;
  /** Whether a code is in the show-in-popup list. */
  readonly isPopup?: (code: string) => boolean;
}

export const NO_MESSAGES: ResponseMessages = { errors: [], warnings: [], infos: [] };

const unique = (texts: readonly string[]) => [...new Set(texts.filter((text) => text !== ''))];

/** Collects the texts of a reply's `response`, each once, read as `reading` says. */
export function collectMessages(
  response: ResponseStatusLike | undefined,
  { translate = ({ text }) => text, isPopup = () => false }: MessageReading = {},
): ResponseMessages {
  if (!response) return NO_MESSAGES;
  const popups: string[] = [];
  const read = (entries: readonly CodedText[]) =>
    unique(
      entries.flatMap((message) => {
        const shown = translate(message);
        if (message.code !== undefined && isPopup(message.code)) {
          popups.push(shown);
          return [];
        }
        return [shown];
      }),
    );
  const errorsOf = (list: readonly ErrorText[] | undefined) =>
    (list ?? []).map(({ error, ...coded }) => ({ ...coded, text: error }));
  const collected = {
    errors: read([...errorsOf(response.errors), ...errorsOf(response.errorsMessage)]),
    warnings: read([...errorsOf(response.warnings), ...errorsOf(response.warningsMessage)]),
    infos: read(
      [...(response.infos ?? []), ...(response.infosMessage ?? [])].map(({ info, ...coded }) => ({
        ...coded,
        text: info,
      })),
    ),
  };
  return popups.length > 0 ? { ...collected, popups: unique(popups) } : collected;
}

/** A failed reply shows at least one error: the generic text when the server gave none. */
export function withGenericError(messages: ResponseMessages, generic: string): ResponseMessages {
  const shown = messages.errors.length + (messages.popups?.length ?? 0);
  return shown > 0 ? messages : { ...messages, errors: [generic] };
}

/** Whether a user id belongs to a logged-in user. */
export function isLoggedInUserId(userId: number | undefined): boolean {
  return userId !== undefined && userId > ANONYMOUS_USER_ID;
}

/** Whether the time since the app was last active calls for a restart. */
export function isInactiveTooLong(pausedAt: number | null, resumedAt: number, limitMs: number) {
  return pausedAt !== null && resumedAt - pausedAt > limitMs;
}
