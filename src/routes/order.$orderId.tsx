import { createFileRoute, redirect } from '@tanstack/react-router';
import { sharedOrderQueryOptions } from '../features/orders/orders.queries';
import { orderIdParam, orNotFound, searchText } from '../shared/route-params';
import { SharedOrderPage } from '../features/orders/SharedOrderPage';

const MAX_SHARE_TOKEN = 64;

/** An order shared by its shopper, read without login; a wrong token is not found. */
export const Route = createFileRoute('/order/$orderId')({
  params: orderIdParam,
  validateSearch: (search) => ({ token: searchText(search.token, MAX_SHARE_TOKEN) ?? '' }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => {
    if (deps.token === '') throw redirect({ to: '/not-found' });
    return orNotFound(
      context.queryClient.ensureQueryData(
        sharedOrderQueryOptions(context.client, params.orderId, deps.token),
      ),
    );
  },
  component: SharedOrderRoute,
});

function SharedOrderRoute() {
  return (
    <SharedOrderPage
      client={Route.useRouteContext().client}
      orderId={Route.useParams().orderId}
      token={Route.useSearch().token}
    />
  );
}
