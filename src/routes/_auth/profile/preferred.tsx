import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageNumber } from '../../../app/guards';
import { PreferredPage } from '../../../features/catalog/PreferredPage';

export const Route = createFileRoute('/_auth/profile/preferred')({
  validateSearch: (search) => v.parse(v.object({ page: pageNumber }), search),
  component: PreferredRoute,
});

/** 'I miei preferiti' or 'I più acquistati'. */
function PreferredRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PreferredPage
      client={Route.useRouteContext().client}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    />
  );
}
