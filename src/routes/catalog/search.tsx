import { createFileRoute } from '@tanstack/react-router';
import { changeFilters, parseSearchFilters } from '../../domain/product-filters';
import { searchQueryOptions } from '../../features/catalog/catalog.queries';
import { SearchPage } from '../../features/catalog/SearchPage';
import { useRouteTakenOver } from '../../shared/route-taken-over';

export const Route = createFileRoute('/catalog/search')({
  validateSearch: (search) => parseSearchFilters(search),
  loaderDeps: ({ search }) => search,
  // The results of a search; the bare search page has none to load.
  loader: ({ context, deps: { query, ...filters } }) =>
    query
      ? context.queryClient.ensureQueryData(searchQueryOptions(context.client, query, filters))
      : undefined,
  component: SearchRoute,
});

function SearchRoute() {
  useRouteTakenOver();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      client={Route.useRouteContext().client}
      search={Route.useSearch()}
      onFiltersChange={(change) =>
        navigate({ search: (previous) => changeFilters(previous, change) })
      }
    />
  );
}
