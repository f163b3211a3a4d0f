import { createFileRoute } from '@tanstack/react-router';
import { ConsentsPage } from '../../../features/consent/ConsentsPage';
import { userDisclaimersQueryOptions } from '../../../features/consent/consent.queries';

/** 'Privacy e consensi' of the personal area. */
export const Route = createFileRoute('/_auth/profile/consents')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(userDisclaimersQueryOptions(context.client)),
  component: ConsentsRoute,
});

function ConsentsRoute() {
  return <ConsentsPage client={Route.useRouteContext().client} />;
}
