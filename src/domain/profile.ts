/**
 * The personal data forms of the profile area (account-and-platform.md sections 2 and 7
 * 'Registration and profile'): the shopper's name, phone, fiscal code and birth date, the phone
 * alone, the extra person infos, and the new e-mail address. The same rules as registration; the
 * app's forms and the server's `registration/update_*` calls check them alike.
 */
import * as v from 'valibot';
import { accountMessages } from './account-messages';
import { messages } from './messages';
import { isBirthDate, isOfAge } from './registration';
import { checkForm, emailRule, fiscalCodeRule, personNameRule, phoneRule } from './validation';

/** A required birth date (YYYY-MM-DD) of someone of age on `today`. */
export function birthDateRule(today: string) {
  return v.pipe(
    v.string(messages.required.id),
    v.nonEmpty(messages.required.id),
    v.check((date) => isBirthDate(date, today), accountMessages.birthDate.id),
    v.check((date) => isOfAge(date, today), accountMessages.adultCustomer.id),
  );
}

/** `update_user_detail`: what 'Il mio profilo' edits, for the day `today` (the shop's day). */
export function profileSchema(today: string) {
  // A missing field is an empty one: 'Campo obbligatorio' (the object's message).
  return v.object(
    {
      firstName: personNameRule,
      lastName: personNameRule,
      phone: phoneRule,
      fiscalCode: fiscalCodeRule,
      birthDate: birthDateRule(today),
    },
    messages.required.id,
  );
}

export type ProfileInput = v.InferInput<ReturnType<typeof profileSchema>>;
export type Profile = v.InferOutput<ReturnType<typeof profileSchema>>;

/** `update_contact`: the phone alone (empty removes it). */
export const contactSchema = v.object({ phone: phoneRule });

/**
 * The extra person infos a shopper may give, by `personInfoTypeId`:
 * 1 household size, the people the shopping is for (1 to 20), which helps suggest pack sizes;
 * 2 preferred contact time ('mattina', 'pomeriggio' or 'sera'), when customer care should call.
 * An empty value removes the info.
 */
export const PERSON_INFO_TYPE = { householdSize: 1, preferredContactTime: 2 } as const;
export const MAX_HOUSEHOLD_SIZE = 20;
export const CONTACT_TIMES = ['mattina', 'pomeriggio', 'sera'] as const;

export type PersonInfoTypeId = (typeof PERSON_INFO_TYPE)[keyof typeof PERSON_INFO_TYPE];

const householdSizeRule = v.pipe(
  v.string(accountMessages.householdSize.id),
  v.trim(),
  v.check(
    (size) =>
      size === '' ||
      (/^[0-9]{1,2}$/.test(size) && Number(size) >= 1 && Number(size) <= MAX_HOUSEHOLD_SIZE),
    accountMessages.householdSize.id,
  ),
  // '07' and '7' are one household size.
  v.transform((size) => (size === '' ? '' : String(Number(size)))),
);

const contactTimeRule = v.pipe(
  v.string(accountMessages.contactTime.id),
  v.trim(),
  v.toLowerCase(),
  v.check(
    (time) => time === '' || (CONTACT_TIMES as readonly string[]).includes(time),
    accountMessages.contactTime.id,
  ),
);

/** `update_person_info`: one info, its value checked by its type's rule. */
export const personInfoSchema = v.variant(
  'personInfoTypeId',
  [
    v.object({
      personInfoTypeId: v.literal(PERSON_INFO_TYPE.householdSize),
      value: householdSizeRule,
    }),
    v.object({
      personInfoTypeId: v.literal(PERSON_INFO_TYPE.preferredContactTime),
      value: contactTimeRule,
    }),
  ],
  accountMessages.personInfoType.id,
);

export type PersonInfo = v.InferOutput<typeof personInfoSchema>;

/** 'Altre informazioni' of 'Il mio profilo': both person infos at once, each may be empty. */
export const personInfosFormSchema = v.object({
  householdSize: householdSizeRule,
  preferredContactTime: contactTimeRule,
});

export type PersonInfosForm = v.InferInput<typeof personInfosFormSchema>;

/** The `update_person_info` calls of the form's accepted values, one per info. */
export function toPersonInfos(
  values: v.InferOutput<typeof personInfosFormSchema>,
): readonly PersonInfo[] {
  return [
    { personInfoTypeId: PERSON_INFO_TYPE.householdSize, value: values.householdSize },
    { personInfoTypeId: PERSON_INFO_TYPE.preferredContactTime, value: values.preferredContactTime },
  ];
}

/** `update_email_request`: the new address, which must differ from `currentEmail`. */
export function emailChangeSchema(currentEmail: string) {
  return v.object({
    new_email: v.pipe(
      emailRule(messages.emailRequired.id),
      v.check(
        (email) => email.toLowerCase() !== currentEmail.trim().toLowerCase(),
        accountMessages.sameEmail.id,
      ),
    ),
  });
}

/** Checks the profile form for the day `today`; one message id per failing field. */
export function checkProfile(input: unknown, today: string) {
  return checkForm(profileSchema(today), input);
}

export function checkContact(input: unknown) {
  return checkForm(contactSchema, input);
}

export function checkPersonInfo(input: unknown) {
  return checkForm(personInfoSchema, input);
}

export function checkEmailChange(input: unknown, currentEmail: string) {
  return checkForm(emailChangeSchema(currentEmail), input);
}
