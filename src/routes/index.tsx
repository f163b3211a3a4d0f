import { createFileRoute } from '@tanstack/react-router';
import { categoryQueryOptions, HOME_CATEGORY } from '../features/catalog/catalog.queries';
import { HomePage } from '../features/catalog/HomePage';

export const Route = createFileRoute('/')({
  // Start the Home page's data without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoryQueryOptions(context.client, HOME_CATEGORY));
  },
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage client={Route.useRouteContext().client} />;
}
