/**
 * The company-address form (shopping-flow.md §5): required fields 'Campo obbligatorio', postal
 * code of 4 or 5 digits 'Il CAP deve essere di 4 o 5 cifre', an optional two-letter province.
 * Lengths are capped by the inputs and checked again by the server through the contract.
 */
import * as v from 'valibot';
import { messages } from './messages';
import { checkForm } from './validation';

const required = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id));

export const addressFormSchema = v.object({
  addressName: required,
  address1: required,
  addressNumber: required,
  city: required,
  postalCode: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{4,5}$/, messages.postalCode.id)),
  province: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^([A-Z]{2})?$/, messages.province.id),
  ),
  notes: v.pipe(v.string(), v.trim()),
});

/** What the address form sends: the service and the save-anyway flag have defaults. */
export interface AddressDraft {
  readonly addressId?: number;
  readonly addressName: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly city: string;
  readonly postalCode: string;
  readonly province?: string;
  readonly notes?: string;
  readonly deliveryServiceId?: 2 | 3;
  readonly saveUnvalidated?: boolean;
}

export type AddressFormValues = v.InferInput<typeof addressFormSchema>;

export const checkAddressForm = (values: AddressFormValues) => checkForm(addressFormSchema, values);
