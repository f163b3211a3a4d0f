import { createFileRoute } from '@tanstack/react-router';
import { changeFilters, parseProductFilters } from '../../../domain/product-filters';
import { PreferredPage } from '../../../features/catalog/PreferredPage';

export const Route = createFileRoute('/_auth/profile/preferred')({
  validateSearch: (search) => parseProductFilters(search),
  component: PreferredRoute,
});

/** 'I miei preferiti' or 'I più acquistati', with the listing's filters in the address. */
function PreferredRoute() {
  const navigate = Route.useNavigate();
  return (
    <PreferredPage
      client={Route.useRouteContext().client}
      filters={Route.useSearch()}
      onFiltersChange={(change) =>
        void navigate({ search: (previous) => changeFilters(previous, change) })
      }
    />
  );
}
