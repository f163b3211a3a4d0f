/**
 * Registration calls (account-and-platform.md §7 "Registration and profile", "Disclaimers"): the
 * disclaimers to answer, the registration itself, the confirmation link and sending it again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { Registration } from '../../domain/registration';

/** The registration disclaimers of the shop's default store and module (5 and 2), in order. */
export const registrationDisclaimersQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['registration-disclaimers'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/registration-disclaimer/list'));
      return [...reply.data.registrationDisclaimers].sort((a, b) => a.priority - b.priority);
    },
    staleTime: Infinity,
  });

/**
 * Answers whether the account is confirmed and logged in already (a social sign-in's verified
 * e-mail); otherwise its confirmation mail is on its way.
 */
export async function registerUser(client: ShopClient, registration: Registration) {
  const reply = await unwrap(
    client.POST('/ebsn/api/registration/register_user', { body: registration }),
  );
  return reply.data.confirmed === true;
}

export async function resendConfirmation(client: ShopClient, email: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/registration_resend_email', {
      params: { query: { e_mail: email } },
    }),
  );
}

export async function confirmRegistration(client: ShopClient, email: string, code: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/registration_confirm', {
      params: { query: { e_mail: email, reg_control_code: code } },
    }),
  );
}
