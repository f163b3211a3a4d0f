import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import { PasswordResetContainer } from '../features/password-reset';

/** The link for a new password is on its way to `email` (if it has an account). */
export const Route = createFileRoute('/reset-password-sent')({
  validateSearch: searchTexts('email'),
  beforeLoad: leaveIfLoggedIn,
  component: ResetPasswordSentRoute,
});

function ResetPasswordSentRoute() {
  const { email } = Route.useSearch();
  return (
    <PasswordResetContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'sent', email: email ?? '' }}
    />
  );
}
