/**
 * The reply envelope every /ebsn/api call answers with (DESIGN.md "The API contract"):
 * `{ response: { status, errors, ... }, data, user }`, status 0 meaning success.
 */
import type { FastifyReply } from 'fastify';
import type { JsonBytes, JsonText, Schemas } from './contract';
import { messageCodeOf } from './message-codes';

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

/** A success that also carries an info text (response.infos, response.infosMessage). */
export function withInfo<Data>(envelope: Envelope<Data>, text: string): Envelope<Data> {
  const infos = [withCode({ info: text }, text)];
  return { ...envelope, response: { ...envelope.response, infos, infosMessage: [...infos] } };
}

/** A success that also carries warning texts (response.warnings, response.warningsMessage). */
export function withWarnings<Data>(envelope: Envelope<Data>, texts: readonly string[]) {
  if (texts.length === 0) return envelope;
  const warnings = texts.map((error) => withCode({ error }, error));
  return {
    ...envelope,
    response: { ...envelope.response, warnings, warningsMessage: [...warnings] },
  };
}

/** The JSON text of `value`; the brand keeps the type it was made from. */
export function jsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

const OK_STATUS_JSON = JSON.stringify(status(0, []));

/** JSON text as UTF-8 bytes, to keep a reply ready to send. */
export function jsonBytes<T>(text: JsonText<T>): JsonBytes<T> {
  return Buffer.from(text) as JsonBytes<T>;
}

const OK_PREFIX_BYTES = Buffer.from(`{"response":${OK_STATUS_JSON},"data":`);

/**
 * A successful reply from `data` kept as JSON bytes: the hot catalogue calls serialise a page once
 * per catalogue version instead of once per request, and each reply is one copy of those bytes
 * between the envelope's parts. Sets the JSON content type, so Fastify sends the bytes as they are
 * (the contract's serialiser is for objects; the bytes were made from the contract's types).
 */
export function okJsonBytes<Data>(
  reply: FastifyReply,
  data: JsonBytes<Data>,
  user: ApiUser,
): JsonBytes<Envelope<Data>> {
  reply.type('application/json; charset=utf-8');
  const userPart = Buffer.from(`,"user":${JSON.stringify(user)}}`);
  return Buffer.concat([OK_PREFIX_BYTES, data, userPart]) as JsonBytes<Envelope<Data>>;
}

/** A message entry with its code and values, when its text is one of the domain's (message-codes.ts). */
function withCode<Entry extends object>(
  entry: Entry,
  text: string,
): Entry & { code?: string; params?: Readonly<Record<string, string>> } {
  const coded = messageCodeOf(text);
  return coded === undefined ? entry : { ...entry, ...coded };
}

function status(code: number, errorTexts: readonly string[]): ResponseStatus {
  const errors = errorTexts.map((error) => withCode({ error }, error));
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
