import { createFileRoute, redirect } from '@tanstack/react-router';

/** The login's 'Hai dimenticato la password?' link of the spec: the reset request. */
export const Route = createFileRoute('/Recupera-Password')({
  beforeLoad: () => {
    throw redirect({ to: '/reset-password-request', replace: true });
  },
});
