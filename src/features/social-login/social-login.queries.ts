/**
 * Social login's calls (account-and-platform.md §7 'Single sign-on, social and backoffice'):
 * the provider's address to sign in at, linking the waiting provider account by password, and
 * the provider account the registration form starts from.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { SocialProvider } from '../../domain/social-login';

/** The provider's authorization address for a sign-in in this browser. */
export async function startSocialLogin(client: ShopClient, provider: SocialProvider) {
  const reply = await unwrap(
    client.POST('/ebsn/api/social/start', { params: { query: { provider } } }),
  );
  return reply.data.redirectUrl;
}

/** Links the waiting provider account to the shopper with that e-mail; the logged-in user. */
export async function linkSocialAccount(client: ShopClient, password: string) {
  const reply = await unwrap(
    client.POST('/ebsn/api/social/link', { body: { password, remember_me: false } }),
  );
  return reply.data.user;
}

/**
 * The provider account waiting in this browser for registration (`linked` false: none). Never
 * cached across pages: the cookie behind it is used once.
 */
export const socialUserDetailQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['social-user-detail'],
    queryFn: async () =>
      (await unwrap(client.GET('/ebsn/api/registration/social_user_detail'))).data,
    staleTime: 0,
    gcTime: 0,
  });
