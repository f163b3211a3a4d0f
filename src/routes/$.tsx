import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The spec's short deep links open their pages (src/domain/deep-links.ts, loaded only for an
 * unknown path: no page's first JavaScript carries it); Home is the catch-all for any other.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ location }) => {
    const { deepLinkTarget } = await import('../domain/deep-links');
    const target = deepLinkTarget(location.pathname, location.search);
    throw redirect({ ...(target ?? { to: '/' }), replace: true });
  },
});
