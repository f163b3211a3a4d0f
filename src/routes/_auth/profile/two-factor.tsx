import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../../features/account/TwoFactorPage';

/** 'Verifica in due passaggi' of the personal area. */
export const Route = createFileRoute('/_auth/profile/two-factor')({
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  return <TwoFactorPage client={Route.useRouteContext().client} />;
}
