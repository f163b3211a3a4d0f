import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { changeFilters, searchFiltersSchema } from '../../domain/product-filters';
import { SearchPage } from '../../features/catalog/SearchPage';

export const Route = createFileRoute('/catalog/search')({
  validateSearch: (search) => v.parse(searchFiltersSchema, search),
  component: SearchRoute,
});

function SearchRoute() {
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
