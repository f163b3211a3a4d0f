import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { PasswordResetContainer } from '../features/password-reset';

/** The new password is set: the login. */
export const Route = createFileRoute('/reset-password-completed')({
  beforeLoad: leaveIfLoggedIn,
  component: ResetPasswordCompletedRoute,
});

function ResetPasswordCompletedRoute() {
  return (
    <PasswordResetContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'completed' }}
    />
  );
}
