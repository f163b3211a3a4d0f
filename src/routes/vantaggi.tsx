import { createFileRoute } from '@tanstack/react-router';
import { ContentPageContainer, contentClient, contentPageQueryOptions } from '../features/content';

/** The content page that `/vantaggi` shows: gift codes, the friend invite, shop-at-work. */
const BENEFITS_PAGE = 'vantaggi';

/** `/vantaggi` (shopping-flow.md §2): the shop's benefits, a page of the content service. */
export const Route = createFileRoute('/vantaggi')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(contentClient, BENEFITS_PAGE)),
  component: BenefitsRoute,
});

function BenefitsRoute() {
  return <ContentPageContainer slug={BENEFITS_PAGE} />;
}
