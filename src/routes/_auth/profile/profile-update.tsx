import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApiError } from '../../../api/api-error';
import { userDetailQueryOptions } from '../../../features/account/account.queries';
import { ProfileUpdatePage } from '../../../features/account/ProfileUpdatePage';

/** 'Il mio profilo'; when the shopper's data cannot be read, /profile/profile-update-error. */
export const Route = createFileRoute('/_auth/profile/profile-update')({
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(userDetailQueryOptions(context.client));
    } catch (error) {
      // An expired session has its own way (419: the login is offered).
      if (error instanceof ApiError && error.httpStatus === 419) throw error;
      throw redirect({ to: '/profile/$outcome', params: { outcome: 'profile-update-error' } });
    }
  },
  component: ProfileUpdateRoute,
});

function ProfileUpdateRoute() {
  return <ProfileUpdatePage client={Route.useRouteContext().client} />;
}
