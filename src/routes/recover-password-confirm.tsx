import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { leaveIfLoggedIn, searchText } from '../app/guards';
import { PasswordResetContainer } from '../features/password-reset';

/** The link of the reset e-mail: checked, then the new password. */
export const Route = createFileRoute('/recover-password-confirm')({
  validateSearch: v.object({ e_mail: searchText, token: searchText }),
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
