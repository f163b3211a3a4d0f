/**
 * The registration form (account-and-platform.md sections 3, 5 and 7 'Registration and
 * profile'): the shopper's name, e-mail, password, phone, fiscal code and birth date, the
 * disclaimers they accepted, the store and an optional friend's invite code. The app's form and
 * the server's `registration/register_user` check it with the same rules.
 */
import * as v from 'valibot';
import { messages } from './messages';
import { accountMessages } from './account-messages';
import { isCommonPassword } from './password-strength';
import {
  checkForm,
  emailRule,
  fiscalCodeRule,
  passwordRule,
  personNameRule,
  phoneRule,
} from './validation';

/** A customer must be of age to buy (alcohol is in the assortment, and to sign the terms). */
export const MIN_CUSTOMER_AGE_YEARS = 18;
const BIRTH_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** True when `date` (YYYY-MM-DD) is a day of the calendar from 1900 to `today`. */
export function isBirthDate(date: string, today: string): boolean {
  const parts = BIRTH_DATE_PATTERN.exec(date);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const exists = parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return exists && year >= 1900 && date <= today;
}

/** True when someone born on `birthDate` is at least 18 on `today` (both YYYY-MM-DD). */
export function isOfAge(birthDate: string, today: string): boolean {
  const comingOfAge = `${Number(birthDate.slice(0, 4)) + MIN_CUSTOMER_AGE_YEARS}${birthDate.slice(4)}`;
  return comingOfAge <= today;
}

/** The password rule of registration and of every password change: long enough, not common. */
export const newPasswordRule = v.pipe(
  passwordRule(messages.passwordRequired.id),
  v.check((password) => !isCommonPassword(password), accountMessages.passwordCommon.id),
);

/** A disclaimer as the shopper answered it: accepted (true) or not. */
export const disclaimerAnswerSchema = v.object({
  registrationDisclaimerId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  value: v.boolean(),
});

/** The rules of the registration body, for the day `today` (YYYY-MM-DD, the shop's day). */
export function registrationSchema(today: string) {
  return v.pipe(
    v.object({
      firstName: personNameRule,
      lastName: personNameRule,
      email: emailRule(messages.emailRequired.id),
      password: newPasswordRule,
      phone: phoneRule,
      fiscalCode: fiscalCodeRule,
      birthDate: v.pipe(
        v.string(messages.required.id),
        v.nonEmpty(messages.required.id),
        v.check((date) => isBirthDate(date, today), accountMessages.birthDate.id),
        v.check((date) => isOfAge(date, today), accountMessages.adult.id),
      ),
      disclaimers: v.pipe(v.array(disclaimerAnswerSchema), v.maxLength(20)),
      storeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      inviteCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
    }),
    v.forward(
      v.check(
        (form) => !isCommonPassword(form.password, form.email),
        accountMessages.passwordCommon.id,
      ),
      ['password'],
    ),
  );
}

export type RegistrationInput = v.InferInput<ReturnType<typeof registrationSchema>>;
export type Registration = v.InferOutput<ReturnType<typeof registrationSchema>>;

/** Checks a registration body for the day `today`; one message id per failing field. */
export function checkRegistration(input: unknown, today: string) {
  return checkForm(registrationSchema(today), input);
}
