import { useQuery } from '@tanstack/react-query';
import { ContentLinksProvider } from './ContentLinksProvider';
import { NewsList } from './components/NewsList';
import { contentClient } from './content-client';
import { newsQueryOptions } from './content.queries';

export interface NewsListContainerProps {
  /** 1 first (kept in the address). */
  readonly page: number;
  readonly onPage: (page: number) => void;
}

/** 'Archivio Messaggi' (`/profile/news-list`), from the content service's news. */
export function NewsListContainer({ page, onPage }: NewsListContainerProps) {
  const query = useQuery(newsQueryOptions(contentClient, page));
  if (query.data === undefined && query.error === null) return null;
  return (
    <ContentLinksProvider>
      <NewsList
        items={query.data?.items ?? null}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={onPage}
      />
    </ContentLinksProvider>
  );
}
