/**
 * The staff's calls (openapi tag `staff`): who is signed on, single sign-on and the backoffice
 * sign-on, the customer search, acting for a customer and its audit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import type { BackofficeCredentials, StaffState } from '../../../machines/staff/backoffice.machine';

export type StaffSignOn = components['schemas']['StaffSignOn'];
export type CustomerSearchPage = components['schemas']['CustomerSearchPage'];
export type StaffAuditPage = components['schemas']['StaffAuditPage'];

export const staffQueryKey = ['staff', 'sign-on'] as const;

function stateOf(signOn: StaffSignOn): StaffState {
  return { staff: signOn.staff ?? null, acting: signOn.acting ?? null };
}

/** saml/do-login?checkUser=true: the staff user signed on in this browser (and whom they act for). */
export const staffQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: staffQueryKey,
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/saml/do-login', { params: { query: { checkUser: true } } }),
      );
      return stateOf(reply.data);
    },
  });

/** saml/do-login: the identity provider's address for a sign-on that returns to `relay`. */
export async function requestSignOn(client: ShopClient, relay: string): Promise<string> {
  const reply = await unwrap(
    client.GET('/ebsn/api/saml/do-login', { params: { query: { relay_state_url: relay } } }),
  );
  const url = reply.data.redirectUrl;
  if (url === null) throw new Error('do-login answered no address');
  return url;
}

export async function backofficeSignIn(
  client: ShopClient,
  credentials: BackofficeCredentials,
): Promise<StaffState> {
  const reply = await unwrap(
    client.POST('/ebsn/api/backoffice-access/sso-login', {
      body: {
        backoffice_user: credentials.backofficeUser,
        password: credentials.password,
        ...(credentials.otp === undefined ? {} : { otp: credentials.otp }),
      },
    }),
  );
  return stateOf(reply.data);
}

export async function selectCustomer(client: ShopClient, userId: number): Promise<StaffState> {
  const reply = await unwrap(
    client.GET('/ebsn/api/user-search/select_user', { params: { query: { user_id: userId } } }),
  );
  return stateOf(reply.data);
}

export async function releaseCustomer(client: ShopClient): Promise<StaffState> {
  const reply = await unwrap(client.POST('/ebsn/api/user-search/release_user'));
  return stateOf(reply.data);
}

/** saml/do-logout: the identity provider's logout address when it has one, else null. */
export async function staffSignOut(client: ShopClient): Promise<string | null> {
  const reply = await unwrap(client.GET('/ebsn/api/saml/do-logout'));
  return reply.data.redirectUrl;
}

export interface CustomerSearchParams {
  readonly q: string;
  readonly codInt: string;
  readonly page: number;
}

export const customerSearchQueryOptions = (client: ShopClient, search: CustomerSearchParams) =>
  queryOptions({
    queryKey: ['staff', 'customers', search],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/user-search/list_user', {
          params: {
            query: {
              q: search.q,
              ...(search.codInt === '' ? {} : { cod_int: search.codInt }),
              page: search.page,
              page_size: 20,
              user_type_id: 2,
            },
          },
        }),
      );
      return reply.data;
    },
  });

export const staffAuditQueryOptions = (client: ShopClient, page: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', page],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/staff/audit', { params: { query: { page, page_size: 50 } } }),
      );
      return reply.data;
    },
  });
