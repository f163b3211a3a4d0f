/**
 * The reply envelope every /ebsn/api call answers with (DESIGN.md "The API contract"):
 * `{ response: { status, errors, ... }, data, user }`, status 0 meaning success.
 */
import type { Schemas } from './contract';

export type ApiUser = Schemas['User'];
export type ResponseStatus = Schemas['ResponseStatus'];

/** `user` of a reply without a live session. */
export function anonymousUser(): ApiUser {
  return { userId: -1 };
}

export interface Envelope<Data> {
  response: ResponseStatus;
  data: Data;
  user: ApiUser;
}

/** A successful reply. */
export function ok<Data>(data: Data, user: ApiUser): Envelope<Data> {
  return { response: status(0, []), data, user };
}

/** A failed reply: each text becomes one `errors` entry (and the same in `errorsMessage`). */
export function failure<Data>(
  errorTexts: readonly string[],
  user: ApiUser,
  data: Data,
): Envelope<Data> {
  return { response: status(1, errorTexts), data, user };
}

function status(code: number, errorTexts: readonly string[]): ResponseStatus {
  const errors = errorTexts.map((error) => ({ error }));
  return {
    status: code,
    errors,
    warnings: [],
    infos: [],
    errorsMessage: errors.map((entry) => ({ ...entry })),
    warningsMessage: [],
    infosMessage: [],
  };
}

/**
 * A failure a handler or hook throws; the error handler turns it into the envelope with the
 * session's user, so handlers only say what went wrong.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly texts: readonly string[],
    readonly data: unknown = null,
  ) {
    super(texts.join('; '));
    this.name = 'ApiError';
  }
}
