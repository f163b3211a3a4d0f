/**
 * The login form rules (account-and-platform.md sections 3 and 5): the e-mail is trimmed,
 * required ('Digitare l'e-mail') and well formed; the password is required ('Digitare la
 * password') and at least six characters; an MFA pin, when present, is six digits.
 */
import * as v from 'valibot';
import { messages } from './messages';
import { checkForm, emailRule, mfaPinRule, passwordRule } from './validation';

export const loginFormSchema = v.object({
  login: emailRule(messages.emailRequired.id),
  password: passwordRule(messages.passwordRequired.id),
  remember_me: v.optional(v.boolean(), true),
  show_sectors: v.optional(v.boolean(), false),
  mfa_pin: mfaPinRule,
  token: v.optional(v.string()),
});

export type LoginFormInput = v.InferInput<typeof loginFormSchema>;
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

/** Checks a login form; on success the e-mail comes back trimmed. */
export function checkLoginForm(input: unknown) {
  return checkForm(loginFormSchema, input);
}
