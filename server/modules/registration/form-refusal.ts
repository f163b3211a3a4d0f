/** A form the shared rules refused, as the 400 the login answers too: one Italian text a field. */
import { messages } from '../../../src/domain/messages';
import { findAccountMessage } from '../../../src/domain/account-messages';
import { ApiError } from '../../http/envelope';

export function formTexts(fieldErrors: Readonly<Record<string, string>>): string[] {
  return Object.values(fieldErrors).map(
    (id) => findAccountMessage(id)?.message ?? messages.badRequest.message,
  );
}

export function formRefusal(fieldErrors: Readonly<Record<string, string>>): ApiError {
  return new ApiError(400, formTexts(fieldErrors));
}
