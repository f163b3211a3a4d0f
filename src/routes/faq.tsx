import { createFileRoute } from '@tanstack/react-router';
import { searchText } from '../shared/route-params';
import { FaqContainer, contentClient, faqQueryOptions } from '../features/content';

/** The search within the FAQ lives in the address, so it can be shared and survives a reload. */
const MAX_FAQ_SEARCH = 200;

/** `/faq` (account-and-platform.md §2): the content service's questions and answers. */
export const Route = createFileRoute('/faq')({
  validateSearch: (search): { q?: string | undefined } => ({
    q: searchText(search.q, MAX_FAQ_SEARCH),
  }),
  loader: ({ context }) => context.queryClient.prefetchQuery(faqQueryOptions(contentClient)),
  component: FaqRoute,
});

function FaqRoute() {
  const navigate = Route.useNavigate();
  const { q = '' } = Route.useSearch();
  return (
    <FaqContainer
      search={q}
      onSearch={(search) =>
        void navigate({ search: search === '' ? {} : { q: search }, replace: true })
      }
    />
  );
}
