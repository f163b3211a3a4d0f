import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../features/catalog/catalog.queries';
import { HomePage } from '../features/catalog/HomePage';
import { useRouteTakenOver } from '../app/route-taken-over';

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context.queryClient, context.client),
  component: HomeRoute,
});

function HomeRoute() {
  useRouteTakenOver();
  return <HomePage client={Route.useRouteContext().client} />;
}
