import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../../app/guards';
import { productQueryOptions } from '../../../features/catalog/catalog.queries';
import { ProductPage } from '../../../features/catalog/ProductPage';

export const Route = createFileRoute('/catalog/product/$slug')({
  // An unknown slug goes to /not-found.
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(productQueryOptions(context.client, params.slug)),
    ),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductPage client={Route.useRouteContext().client} slug={Route.useParams().slug} />;
}
