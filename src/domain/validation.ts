/**
 * The shared form rules of spec section 5, written once for the app and the server.
 * Every rule's message is a descriptor id from `messages.ts`; optional rules pass on empty values.
 */
import * as v from 'valibot';
import { messages } from './messages';

/** Standard e-mail pattern with a top-level domain of 2 to 11 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,11}$/;
export const MIN_PASSWORD_LENGTH = 6;

/** A required e-mail: `requiredMessage` when empty, the e-mail message when malformed. */
export function emailRule(requiredMessage: string = messages.required.id) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(EMAIL_PATTERN, messages.email.id),
  );
}

/** A required password of at least six characters. */
export function passwordRule(requiredMessage: string = messages.required.id) {
  return v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(MIN_PASSWORD_LENGTH, messages.password.id),
  );
}

/** An optional six-digit two-factor code. */
export const mfaPinRule = v.optional(v.pipe(v.string(), v.regex(/^[0-9]{6}$/, messages.mfaPin.id)));

/** Result of checking a form: the parsed value, or one message id per failing field. */
export type FormCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> };

/** Runs `schema` on `input` and keeps the first message of each failing field. */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
