import { useQuery } from '@tanstack/react-query';
import { ContentSearchResults } from './components/ContentSearchResults';
import { ContentLinksProvider } from './ContentLinksProvider';
import { contentClient } from './content-client';
import { contentSearchQueryOptions } from './site-search.queries';

/**
 * The content service's results for the site search's `words`, asked for on their own: the
 * products never wait for them, and if the service is slow or fails the section is simply absent.
 */
export default function ContentSearchResultsContainer({ words }: { readonly words: string }) {
  const query = useQuery({
    ...contentSearchQueryOptions(contentClient, words),
    enabled: words.trim() !== '',
  });
  return (
    <ContentLinksProvider>
      <ContentSearchResults results={query.data?.results} />
    </ContentLinksProvider>
  );
}
