/**
 * The shared form rules of spec section 5, written once for the app and the server.
 * Every rule's message is a descriptor id from `messages.ts`; optional rules pass on empty values.
 */
import * as v from 'valibot';
import { isValidFiscalCode, isValidVatNumber } from './fiscal-code';
import { messages } from './messages';
import { accountMessages } from './account-messages';

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

/**
 * An optional two-factor code at login: the app's six digits, or a recovery code ('ABCD-EFGH',
 * src/domain/two-factor.ts).
 */
export const mfaPinRule = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^([0-9]{6}|[A-Za-z2-9]{4}-[A-Za-z2-9]{4})$/, messages.mfaPin.id),
  ),
);

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

/**
 * An optional Italian phone number, landline or mobile, with an optional +39 or 0039 prefix;
 * spaces, dots and dashes between the digits are allowed.
 */
export const ITALIAN_PHONE_PATTERN = /^(?:(?:\+|00)39)?(?:3[0-9]{8,9}|0[0-9]{5,10})$/;

export const phoneRule = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (phone) => phone === '' || ITALIAN_PHONE_PATTERN.test(phone.replace(/[\s.-]/g, '')),
      accountMessages.phone.id,
    ),
  ),
  '',
);

/** A required first name or surname: letters (any accent), spaces, apostrophes, dots, dashes. */
export const personNameRule = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(50, accountMessages.maxLength50.id),
  v.regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, accountMessages.personName.id),
);

/** A required Italian person's fiscal code, sent upper-case (omocodia variants accepted). */
export const fiscalCodeRule = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.toUpperCase(),
  v.check(isValidFiscalCode, accountMessages.fiscalCode.id),
);

/**
 * A required fiscal code or VAT number, as a company's billing data has: a person's sixteen
 * characters, or eleven digits with the VAT check digit ('P.Iva e C.F. devono avere 11 cifre').
 */
export const fiscalCodeOrVatRule = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.toUpperCase(),
  v.check(
    (code) => code.length === 16 || /^[0-9]{11}$/.test(code),
    accountMessages.fiscalCodeOrVat.id,
  ),
  v.check(
    (code) => (code.length === 16 ? isValidFiscalCode(code) : isValidVatNumber(code)),
    (issue) =>
      issue.input.length === 16 ? accountMessages.fiscalCode.id : accountMessages.vatCheckDigit.id,
  ),
);

/** A required checkbox: checked ('1' or true) or 'Campo obbligatorio'. */
export const requiredCheckboxRule = v.pipe(
  v.union([v.boolean(), v.literal('1'), v.literal('')], messages.required.id),
  v.check((value) => value === true || value === '1', messages.required.id),
);
