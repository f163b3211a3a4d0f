import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '../../../shared/route-params';
import { contentClient, NewsListContainer, newsQueryOptions } from '../../../features/content';

/** The page of messages shown, in the address; a wrong one is the first. */

/** `/profile/news-list` (account-and-platform.md §2): 'Archivio Messaggi'. */
export const Route = createFileRoute('/_auth/profile/news-list')({
  validateSearch: (search): { page?: number | undefined } => ({ page: pageNumber(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(newsQueryOptions(contentClient, deps.page)),
  component: NewsListRoute,
});

function NewsListRoute() {
  const navigate = Route.useNavigate();
  return (
    <NewsListContainer
      page={Route.useSearch().page ?? 1}
      onPage={(page) => void navigate({ search: page === 1 ? {} : { page } })}
    />
  );
}
