import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import { PasswordResetContainer } from '../features/password-reset';

/** The link of the reset e-mail: checked, then the new password. */
export const Route = createFileRoute('/recover-password-confirm')({
  validateSearch: searchTexts('e_mail', 'token'),
  beforeLoad: leaveIfLoggedIn,
  component: RecoverPasswordConfirmRoute,
});

function RecoverPasswordConfirmRoute() {
  const { e_mail: email, token } = Route.useSearch();
  return (
    <PasswordResetContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'link', email: email ?? '', token: token ?? '' }}
    />
  );
}
