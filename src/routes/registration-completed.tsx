import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../features/session';
import { searchTexts } from '../shared/route-params';
import {
  RegistrationContainer,
  registrationDisclaimersQueryOptions,
} from '../features/registration';

/** After the form: the confirmation e-mail is on its way to `email`. */
export const Route = createFileRoute('/registration-completed')({
  validateSearch: searchTexts('email'),
  beforeLoad: leaveIfLoggedIn,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(registrationDisclaimersQueryOptions(context.client)),
  component: RegistrationCompletedRoute,
});

function RegistrationCompletedRoute() {
  const { email } = Route.useSearch();
  return (
    <RegistrationContainer
      client={Route.useRouteContext().client}
      entry={{ route: 'completed', email: email ?? '' }}
    />
  );
}
