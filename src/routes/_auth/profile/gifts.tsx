import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GiftsPage } from '../../../features/gifts/GiftsPage';

const giftsSearchSchema = v.object({
  history: v.optional(v.fallback(v.boolean(), false)),
});

export const Route = createFileRoute('/_auth/profile/gifts')({
  validateSearch: (search) => v.parse(giftsSearchSchema, search),
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
