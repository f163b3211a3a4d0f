/** How the app's actors turn a failed call into what a machine shows. */
import type { FlowFailure } from '../../machines/flow-failure';
import { ApiError } from '../api/api-error';

/** The server's errors, or the given fallback text when it said nothing (network, 500). */
export function toFailure(error: unknown, fallback: string): FlowFailure {
  const errors = error instanceof ApiError ? error.messages.errors : [];
  return { messages: errors.length > 0 ? errors : [fallback] };
}

export async function failingWith<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFailure(error, fallback);
  }
}
