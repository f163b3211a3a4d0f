import { createFileRoute } from '@tanstack/react-router';
import { searchFlag } from '../../../shared/route-params';
import { GiftsPage } from '../../../features/gifts/GiftsPage';

export const Route = createFileRoute('/_auth/profile/gifts')({
  validateSearch: (search): { history?: boolean | undefined } => ({
    history: searchFlag(search.history, false),
  }),
  component: GiftsRoute,
});

function GiftsRoute() {
  const navigate = Route.useNavigate();
  return (
    <GiftsPage
      client={Route.useRouteContext().client}
      history={Route.useSearch().history ?? false}
      onShowHistory={(show) => void navigate({ search: { history: show } })}
    />
  );
}
