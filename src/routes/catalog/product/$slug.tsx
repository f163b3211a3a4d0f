import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../../shared/route-params';
import {
  categoryTreeQueryOptions,
  productQueryOptions,
} from '../../../features/catalog/catalog.queries';
import { ProductPage } from '../../../features/catalog/ProductPage';
import { useRouteTakenOver } from '../../../shared/route-taken-over';

export const Route = createFileRoute('/catalog/product/$slug')({
  // An unknown slug goes to /not-found; the category tree gives the breadcrumb.
  loader: ({ context, params }) =>
    Promise.all([
      orNotFound(
        context.queryClient.ensureQueryData(productQueryOptions(context.client, params.slug)),
      ),
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.client)),
    ]),
  component: ProductRoute,
});

function ProductRoute() {
  useRouteTakenOver();
  return <ProductPage client={Route.useRouteContext().client} slug={Route.useParams().slug} />;
}
