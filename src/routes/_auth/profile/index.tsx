import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../../../api/cart';
import { ProfilePage } from '../../../features/account/ProfilePage';

export const Route = createFileRoute('/_auth/profile/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueryOptions(context.client)),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage client={Route.useRouteContext().client} />;
}
