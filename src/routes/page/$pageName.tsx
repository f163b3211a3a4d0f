import { createFileRoute } from '@tanstack/react-router';
import {
  ContentPageContainer,
  contentClient,
  contentPageQueryOptions,
} from '../../features/content';

/** `/page/{pageName}` (account-and-platform.md §2): a page of the content service. */
export const Route = createFileRoute('/page/$pageName')({
  // Fetched with the page; a missing page or a failing service is the page's own state.
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(contentClient, params.pageName)),
  component: ContentPageRoute,
});

function ContentPageRoute() {
  return <ContentPageContainer slug={Route.useParams().pageName} />;
}
