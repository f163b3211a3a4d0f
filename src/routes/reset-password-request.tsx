import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { PasswordResetContainer } from '../features/password-reset';

/** A forgotten password: the account's e-mail, to receive a link. */
export const Route = createFileRoute('/reset-password-request')({
  beforeLoad: leaveIfLoggedIn,
  component: ResetPasswordRequestRoute,
});

function ResetPasswordRequestRoute() {
  return (
    <PasswordResetContainer client={Route.useRouteContext().client} entry={{ route: 'request' }} />
  );
}
