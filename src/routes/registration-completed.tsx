import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { leaveIfLoggedIn, searchText } from '../app/guards';
import {
  RegistrationContainer,
  registrationDisclaimersQueryOptions,
} from '../features/registration';

/** After the form: the confirmation e-mail is on its way to `email`. */
export const Route = createFileRoute('/registration-completed')({
  validateSearch: v.object({ email: searchText }),
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
