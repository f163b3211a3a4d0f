import { createFileRoute } from '@tanstack/react-router';
import { orNotFound } from '../../../shared/route-params';
import { changeFilters, parseProductFilters } from '../../../domain/product-filters';
import {
  categoryQueryOptions,
  productListQueryOptions,
} from '../../../features/catalog/catalog.queries';
import { CategoryPage } from '../../../features/catalog/CategoryPage';
import { useRouteTakenOver } from '../../../shared/route-taken-over';

export const Route = createFileRoute('/catalog/category/$')({
  validateSearch: (search) => parseProductFilters(search),
  // The category is loaded before entry; an unknown slug goes to /not-found.
  beforeLoad: async ({ context, params }) => ({
    category: await orNotFound(
      context.queryClient.ensureQueryData(
        categoryQueryOptions(context.client, params._splat ?? ''),
      ),
    ),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      productListQueryOptions(context.client, {
        ...deps,
        parent_category_id: context.category.categoryId,
      }),
    ),
  component: CategoryRoute,
});

function CategoryRoute() {
  useRouteTakenOver();
  const { category, client } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CategoryPage
      client={client}
      category={category}
      filters={Route.useSearch()}
      onFiltersChange={(change) =>
        navigate({ search: (previous) => changeFilters(previous, change) })
      }
    />
  );
}
