/**
 * The billing data of the invoices ('fiscal persons', account-and-platform.md sections 3 and 7
 * 'Personal data'): a person, with name and fiscal code, or an Italian company, with its name,
 * VAT number (or its own fiscal code), and where its electronic invoice goes, the SDI code of
 * its invoicing system or its PEC address; both with the billing address. The app's form and the
 * server's `user-person-fiscal/insert-billing-address` and `registration/update_billing_address`
 * check it with the same rules.
 */
import * as v from 'valibot';
import { accountMessages } from './account-messages';
import { addressFormSchema } from './address-form';
import { messages } from './messages';
import {
  checkForm,
  EMAIL_PATTERN,
  fiscalCodeOrVatRule,
  fiscalCodeRule,
  personNameRule,
} from './validation';

/** `personTypeId`: 1 a person, 2 a company. */
export const PERSON_TYPE = { person: 1, company: 2 } as const;

/** How many billing profiles one account may keep. */
export const MAX_BILLING_PROFILES = 10;

/** The SDI (Sistema di Interscambio) code of a company's invoicing system: 7 letters or digits. */
export const SDI_CODE_LENGTH = 7;

function requiredText(maxLength: number, maxLengthMessage: string) {
  return v.pipe(
    v.string(messages.required.id),
    v.trim(),
    v.nonEmpty(messages.required.id),
    v.maxLength(maxLength, maxLengthMessage),
    // Plain text only: no markup and no control characters reach an invoice.
    v.regex(/^[^<>\p{Cc}]*$/u, accountMessages.plainText.id),
  );
}

/** The same postal code rule as the company addresses: 4 or 5 digits. */
const postalCodeRule = addressFormSchema.entries.postalCode;

const billingAddressEntries = {
  address1: requiredText(100, accountMessages.maxLength100.id),
  addressNumber: requiredText(10, accountMessages.maxLength10.id),
  postalCode: postalCodeRule,
  city: requiredText(50, accountMessages.maxLength50.id),
  province: v.pipe(
    v.string(messages.required.id),
    v.trim(),
    v.nonEmpty(messages.required.id),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, messages.province.id),
  ),
};

/** A company's name: letters, digits, spaces and the punctuation of company names. */
const companyNameRule = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(100, accountMessages.maxLength100.id),
  v.regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()/+-]*$/u, accountMessages.companyName.id),
);

/** An optional SDI code, sent upper-case; empty when the company gives a PEC instead. */
const sdiCodeRule = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check(
      (code) => code === '' || code.length === SDI_CODE_LENGTH,
      accountMessages.sdiCodeLength.id,
    ),
    v.regex(/^[A-Z0-9]*$/, accountMessages.sdiCodeCharacters.id),
  ),
  '',
);

/** An optional PEC (certified e-mail) address, sent lowercased. */
const pecRule = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check((pec) => pec === '' || EMAIL_PATTERN.test(pec), messages.email.id),
  ),
  '',
);

// A missing field is an empty one: 'Campo obbligatorio' (the object's message).
export const personBillingSchema = v.object(
  {
    personTypeId: v.literal(PERSON_TYPE.person),
    firstName: personNameRule,
    lastName: personNameRule,
    fiscalCode: fiscalCodeRule,
    ...billingAddressEntries,
  },
  messages.required.id,
);

export const companyBillingSchema = v.object(
  {
    personTypeId: v.literal(PERSON_TYPE.company),
    companyName: companyNameRule,
    vatNumber: fiscalCodeOrVatRule,
    sdiCode: sdiCodeRule,
    pec: pecRule,
    ...billingAddressEntries,
  },
  messages.required.id,
);

function isBlank(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

type BillingValue =
  v.InferOutput<typeof personBillingSchema> | v.InferOutput<typeof companyBillingSchema>;

/**
 * A company's electronic invoice reaches it through the SDI code or the PEC, so one of them is
 * needed (the message goes to the SDI field). Checked even while other fields fail, so the form
 * shows every message at once; the value may then be anything.
 */
const reachableCompany = v.rawCheck<BillingValue>(({ dataset, addIssue }) => {
  const value: unknown = dataset.value;
  if (typeof value !== 'object' || value === null) return;
  const company = value as Record<string, unknown>;
  if (company.personTypeId !== PERSON_TYPE.company) return;
  if (isBlank(company.sdiCode) && isBlank(company.pec)) {
    addIssue({
      message: accountMessages.sdiOrPec.id,
      path: [
        { type: 'unknown', origin: 'value', input: value, key: 'sdiCode', value: company.sdiCode },
      ],
    });
  }
});

/** The billing data of a person or of a company, by `personTypeId`. */
export const billingSchema = v.pipe(
  v.variant(
    'personTypeId',
    [personBillingSchema, companyBillingSchema],
    accountMessages.personType.id,
  ),
  reachableCompany,
);

export type BillingInput = v.InferInput<typeof billingSchema>;
export type Billing = v.InferOutput<typeof billingSchema>;

/** Checks billing data; one message id per failing field. */
export function checkBilling(input: unknown) {
  return checkForm(billingSchema, input);
}
