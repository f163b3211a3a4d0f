import { createFileRoute } from '@tanstack/react-router';
import { searchTexts } from '../../../shared/route-params';
import { DeleteAccountPage } from '../../../features/account/DeleteAccountPage';
import { cartQueryOptions } from '../../../api/cart';

/** 'Elimina il mio account'; the link of its e-mail carries `login` and `token`. */
export const Route = createFileRoute('/_auth/profile/delete-account')({
  validateSearch: searchTexts('login', 'token'),
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueryOptions(context.client)),
  component: DeleteAccountRoute,
});

function DeleteAccountRoute() {
  const { login, token } = Route.useSearch();
  return (
    <DeleteAccountPage
      client={Route.useRouteContext().client}
      link={token === undefined ? null : { login: login ?? '', token }}
    />
  );
}
