/**
 * The password forms (account-and-platform.md sections 2 and 7): asking for a reset link by
 * e-mail, choosing a new password from that link, and changing it from the personal area.
 */
import * as v from 'valibot';
import { messages } from './messages';
import { accountMessages } from './account-messages';
import { newPasswordRule } from './registration';
import { checkForm, emailRule, passwordRule } from './validation';

/** `password_reset_token_request`: the account's e-mail. */
export const resetRequestSchema = v.object({
  e_mail: emailRule(messages.emailRequired.id),
});

/** `password_reset`: the e-mail and token of the link, and the new password. */
export const passwordResetSchema = v.object({
  e_mail: emailRule(messages.emailRequired.id),
  reset_token: v.pipe(
    v.string(accountMessages.tokenInvalid.id),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, accountMessages.tokenInvalid.id),
  ),
  password: newPasswordRule,
});

/** `update_password`: the current password and a new one. */
export const passwordChangeSchema = v.object({
  old_password: passwordRule(messages.passwordRequired.id),
  new_password: newPasswordRule,
});

export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;

export function checkResetRequest(input: unknown) {
  return checkForm(resetRequestSchema, input);
}

export function checkPasswordReset(input: unknown) {
  return checkForm(passwordResetSchema, input);
}

export function checkPasswordChange(input: unknown) {
  return checkForm(passwordChangeSchema, input);
}
