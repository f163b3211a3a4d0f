/**
 * The domain's valibot rules as an `@mantine/form` validator: each failing field gets the Italian
 * text of its message id (the server checks the same rules and answers with the same texts).
 */
import type { I18n } from '@lingui/core';
import type * as v from 'valibot';
import { findAccountMessage } from '../domain/account-messages';
import { checkForm } from '../domain/validation';

/** The texts of the fields `schema` refuses in `values`, by field path; none when it accepts. */
export function fieldErrorsOf<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
  i18n: I18n,
): Record<string, string> {
  const check = checkForm(schema, values);
  if (check.ok) return {};
  return Object.fromEntries(
    Object.entries(check.fieldErrors).map(([field, id]) => [
      field,
      i18n._(findAccountMessage(id) ?? { id }),
    ]),
  );
}
