import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { returnPathOf } from '../domain/service-down';
import { ServiceDownContainer } from '../features/service-down';

export const Route = createFileRoute('/service-down')({
  component: ServiceDown,
});

/** `from` is read here, not validated by the route, so nothing of it reaches the first page. */
function ServiceDown() {
  const { client } = Route.useRouteContext();
  const from = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).from,
  });
  return <ServiceDownContainer client={client} returnPath={returnPathOf(from)} />;
}
