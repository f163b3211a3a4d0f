import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../features/catalog/catalog.queries';
import { HomePage } from '../features/catalog/HomePage';
import { useRouteTakenOver } from '../shared/route-taken-over';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient, client, contentClient } }) =>
    Promise.all([
      loadHome(queryClient, client),
      // The page renderer's Home shows a guest's slides too; only the server's build has this
      // part (import.meta.env.SSR), and the browser's content client comes with the slider.
      import.meta.env.SSR &&
        contentClient &&
        import('../features/content').then(({ prefetchGuestSlides }) =>
          prefetchGuestSlides(queryClient, contentClient),
        ),
    ]),
  component: HomeRoute,
});

function HomeRoute() {
  useRouteTakenOver();
  return <HomePage client={Route.useRouteContext().client} />;
}
