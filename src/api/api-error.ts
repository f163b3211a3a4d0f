/** A failed reply: its HTTP status, its messages and its body (the promise "rejects with the response"). */
import type { ResponseMessages } from '../domain/envelope';

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the network failed. */
    readonly httpStatus: number,
    readonly messages: ResponseMessages,
    readonly body: unknown,
  ) {
    super(messages.errors[0] ?? `HTTP ${httpStatus}`);
    this.name = 'ApiError';
  }
}
