import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import {
  RegistrationContainer,
  registrationDisclaimersQueryOptions,
} from '../features/registration';

/** The link of the confirmation e-mail: confirms the account, then shows the login. */
export const Route = createFileRoute('/registration-confirm')({
  validateSearch: searchTexts('e_mail', 'reg_control_code'),
  beforeLoad: leaveIfLoggedIn,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(registrationDisclaimersQueryOptions(context.client)),
  component: RegistrationConfirmRoute,
});

function RegistrationConfirmRoute() {
  const { e_mail: email, reg_control_code: code } = Route.useSearch();
  return (
    <RegistrationContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'confirm', email: email ?? '', code: code ?? '' }}
    />
  );
}
