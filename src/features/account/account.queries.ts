/** The personal area's calls (account-and-platform.md §7 "Registration and profile"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DeletionLink } from '../../../machines/account/account-deletion.machine';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import type { PasswordChange } from '../../domain/password-reset';
import type { PersonInfo, Profile } from '../../domain/profile';

export type UserDetail = components['schemas']['UserDetail'];

const userDetailKey = ['registration', 'user_detail'] as const;

/** 'Il mio profilo': the shopper's personal data. */
export const userDetailQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: userDetailKey,
    queryFn: async () => (await unwrap(client.GET('/ebsn/api/registration/user_detail'))).data,
  });

export async function updatePassword(client: ShopClient, change: PasswordChange) {
  await unwrap(client.POST('/ebsn/api/registration/update_password', { body: change }));
}

/** Saves 'Il mio profilo' and keeps the reply as the shopper's data. */
export async function updateUserDetail(
  client: ShopClient,
  queryClient: QueryClient,
  details: Profile,
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/registration/update_user_detail', { body: details }),
  );
  queryClient.setQueryData(userDetailKey, reply.data);
}

/** Saves the person infos one by one (an empty value removes one); keeps the last reply. */
export async function updatePersonInfos(
  client: ShopClient,
  queryClient: QueryClient,
  infos: readonly PersonInfo[],
) {
  for (const info of infos) {
    const reply = await unwrap(
      client.POST('/ebsn/api/registration/update_person_info', { body: info }),
    );
    queryClient.setQueryData(userDetailKey, reply.data);
  }
}

/** Mails the link that changes the login to `newEmail`. */
export async function requestEmailChange(client: ShopClient, newEmail: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/update_email_request', {
      params: { query: { new_email: newEmail } },
    }),
  );
}

/** The link of that mail: the login becomes the new address. */
export async function confirmEmailChange(client: ShopClient, email: string, token: string) {
  await unwrap(
    client.GET('/ebsn/api/registration/update_email', {
      params: { query: { e_mail: email, token } },
    }),
  );
}

/** Mails the link that confirms the deletion of the account. */
export async function requestAccountDeletion(client: ShopClient) {
  await unwrap(client.GET('/ebsn/api/registration/anonymize_token_request'));
}

/** Checks the deletion link for the logged-in account. */
export async function checkDeletionLink(client: ShopClient, link: DeletionLink) {
  await unwrap(
    client.GET('/ebsn/api/registration/anonymize_token_check', { params: { query: link } }),
  );
}

/** Deletes the account with the link (GDPR): its personal data are erased. */
export async function deleteAccount(client: ShopClient, link: DeletionLink) {
  await unwrap(client.GET('/ebsn/api/registration/user_anonymize', { params: { query: link } }));
}

const mfaStatusKey = ['registration', 'mfa_enabled'] as const;

/** Whether login asks a second factor, and how many recovery codes are left. */
export const mfaStatusQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: mfaStatusKey,
    queryFn: async () => (await unwrap(client.GET('/ebsn/api/registration/mfa_enabled'))).data,
  });

async function updateMfa(client: ShopClient, body: components['schemas']['MfaUpdate']) {
  return (await unwrap(client.POST('/ebsn/api/registration/update_mfa', { body }))).data;
}

/** A new secret to add to the authenticator app. */
export async function startTwoFactor(client: ShopClient) {
  const { enrolment } = await updateMfa(client, { enabled: true });
  if (enrolment === undefined) throw new Error('update_mfa answered no enrolment');
  return { secret: enrolment.secret, qrCode: enrolment.qrCode };
}

/** The app's first code turns it on; answers the recovery codes. */
export async function confirmTwoFactor(client: ShopClient, code: string) {
  const { recoveryCodes = [] } = await updateMfa(client, { enabled: true, code });
  return recoveryCodes;
}

/** Turns it off with the password and a code of the app or a recovery code. */
export async function disableTwoFactor(
  client: ShopClient,
  change: { readonly password: string; readonly code: string },
) {
  await updateMfa(client, { enabled: false, ...change });
}
