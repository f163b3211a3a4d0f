import { useQuery } from '@tanstack/react-query';
import { FaqView } from './components/FaqView';
import { ContentLinksProvider } from './ContentLinksProvider';
import { contentClient } from './content-client';
import { faqQueryOptions } from './content.queries';
import { faqSectionsOf } from './faq-sections';

export interface FaqContainerProps {
  readonly search: string;
  /** Puts the search in the address. */
  readonly onSearch: (search: string) => void;
}

/** `/faq`: the content service's FAQ, searched within as the shopper types. */
export function FaqContainer({ search, onSearch }: FaqContainerProps) {
  const query = useQuery(faqQueryOptions(contentClient));
  if (query.data === undefined && query.error === null) return null;
  const sections = query.data === undefined ? null : faqSectionsOf(query.data, search);
  return (
    <ContentLinksProvider>
      <FaqView sections={sections} search={search} onSearch={onSearch} />
    </ContentLinksProvider>
  );
}
