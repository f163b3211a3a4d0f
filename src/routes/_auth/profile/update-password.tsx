import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangePage } from '../../../features/account/PasswordChangePage';

/** 'Aggiorna password' of the personal area. */
export const Route = createFileRoute('/_auth/profile/update-password')({
  component: UpdatePasswordRoute,
});

function UpdatePasswordRoute() {
  return <PasswordChangePage client={Route.useRouteContext().client} />;
}
