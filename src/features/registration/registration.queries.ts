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

export async function registerUser(client: ShopClient, registration: Registration) {
  await unwrap(client.POST('/ebsn/api/registration/register_user', { body: registration }));
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
