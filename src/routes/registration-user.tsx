import { createFileRoute, redirect } from '@tanstack/react-router';
import { registrationEnabled } from '../shared/build-flags';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import {
  RegistrationContainer,
  registrationDisclaimersQueryOptions,
} from '../features/registration';

const registrationSearch = searchTexts('invite', 'social_login');

/**
 * The registration form; `invite` carries a friend's code, `social_login` (after a sign-in with
 * Google or Facebook) fills it from the provider's account.
 */
export const Route = createFileRoute('/registration-user')({
  validateSearch: registrationSearch,
  beforeLoad: (match) => {
    leaveIfLoggedIn(match);
    // With the shop's own registration turned off, the login links the company's page instead.
    if (!registrationEnabled) throw redirect({ to: '/login' });
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(registrationDisclaimersQueryOptions(context.client)),
  component: RegistrationUserRoute,
});

function RegistrationUserRoute() {
  const { invite, social_login: socialLogin } = Route.useSearch();
  return (
    <RegistrationContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'form', inviteCode: invite, socialLogin }}
    />
  );
}
