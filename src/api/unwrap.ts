/**
 * Turns an openapi-fetch result into the reply's envelope, or throws an `ApiError`: a status other
 * than 0 is a failure even on HTTP 200, and a body that is not an envelope gets the generic text.
 */
import {
  collectMessages,
  NO_MESSAGES,
  withGenericError,
  type ResponseMessages,
  type ResponseStatusLike,
} from '../domain/envelope';
import { ApiError } from './api-error';
import { genericErrorText, inlineReading } from './server-messages';

interface FetchResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

export async function unwrap<T extends { response: ResponseStatusLike }>(
  request: Promise<FetchResult<T>>,
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch (cause) {
    throw new ApiError(0, withGeneric(NO_MESSAGES), cause);
  }
  const { data, error, response } = result;
  if (response.ok && data && (data.response.status ?? 0) === 0) return data;
  const body: unknown = data ?? error;
  const status = responseStatusOf(body);
  throw new ApiError(
    response.status,
    withGeneric(status ? collectMessages(status, inlineReading) : NO_MESSAGES),
    body,
  );
}

/** The reply's messages, or else the generic error, in the active language. */
const withGeneric = (shown: ResponseMessages) => withGenericError(shown, genericErrorText());

function responseStatusOf(body: unknown): ResponseStatusLike | null {
  if (typeof body !== 'object' || body === null || !('response' in body)) return null;
  const { response } = body as { response: unknown };
  return typeof response === 'object' && response !== null
    ? (response as ResponseStatusLike)
    : null;
}
