/**
 * Password recovery calls (account-and-platform.md §7 "Registration and profile"): the link by
 * e-mail, its check, and the new password.
 */
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';

export async function requestResetLink(client: ShopClient, email: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/password_reset_token_request', {
      params: { query: { e_mail: email } },
    }),
  );
}

export async function checkResetLink(client: ShopClient, email: string, token: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/password_reset_token_check', {
      params: { query: { e_mail: email, token } },
    }),
  );
}

export async function resetPassword(
  client: ShopClient,
  link: { readonly email: string; readonly token: string },
  password: string,
) {
  await unwrap(
    client.POST('/ebsn/api/registration/password_reset', {
      body: { e_mail: link.email, reset_token: link.token, password },
    }),
  );
}
