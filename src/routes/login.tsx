import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import * as v from 'valibot';
import { leaveIfLoggedIn, searchText } from '../app/guards';
import { LoginPage } from '../features/login/LoginPage';
import { SocialLogin } from '../features/social-login';

/**
 * The login page; after a social sign-in, `social_error` says why it failed and `social_link`
 * asks for the password to link the provider's account (the social login flow's).
 */
export const Route = createFileRoute('/login')({
  validateSearch: v.object({ social_error: searchText, social_link: searchText }),
  beforeLoad: leaveIfLoggedIn,
  component: LoginRoute,
});

function LoginRoute() {
  const { social_error: socialError, social_link: socialLink } = Route.useSearch();
  const { client } = Route.useRouteContext();
  const social = (
    <Suspense fallback={null}>
      <SocialLogin client={client} socialError={socialError} socialLink={socialLink} />
    </Suspense>
  );
  if (socialLink !== undefined) return social;
  // A failed sign-in's reason (and the buttons to try again) come first.
  return socialError === undefined ? (
    <>
      <LoginPage />
      {social}
    </>
  ) : (
    <>
      {social}
      <LoginPage />
    </>
  );
}
