import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import { LoginPage } from '../features/login/LoginPage';
import { SocialLogin } from '../features/social-login';

export const Route = createFileRoute('/login')({
  beforeLoad: leaveIfLoggedIn,
  component: LoginRoute,
});

/**
 * After a social sign-in, `social_error` says why it failed and `social_link` asks for the
 * password to link the provider's account (the social login flow's). Checked here rather than
 * in `validateSearch`, which would put the schema in the first page's JavaScript (at its budget).
 */
const socialSearch = searchTexts('social_error', 'social_link');

function LoginRoute() {
  const { social_error: socialError, social_link: socialLink } = socialSearch(Route.useSearch());
  if (socialLink !== undefined) {
    return (
      <Suspense fallback={null}>
        <SocialLogin socialLink={socialLink} />
      </Suspense>
    );
  }
  // The form shows the providers' buttons, with why the last social sign-in failed.
  return <LoginPage socialError={socialError} />;
}
