/** The content service's results for the words of the site search (pages, FAQ, news). */
import { queryOptions } from '@tanstack/react-query';
import type { ContentClient } from '../../api/client';
import type { ContentSearchResult } from './components/ContentSearchResults';

/** WordPress's page of search results the spec asks for (account-and-platform.md §7). */
export const CONTENT_SEARCH_PAGE_SIZE = 24;

export interface ContentSearch {
  readonly results: readonly ContentSearchResult[];
  /** Results in all (the `X-WP-Total` header), possibly more than those answered. */
  readonly total: number;
}

/** The pages, questions and news whose title or text hold `words`. */
export const contentSearchQueryOptions = (client: ContentClient, words: string) =>
  queryOptions({
    queryKey: ['content', 'search', words],
    queryFn: async ({ signal }): Promise<ContentSearch> => {
      const { data, error, response } = await client.GET('/p/wp-json/wp/v2/search', {
        params: {
          query: {
            search: words,
            per_page: CONTENT_SEARCH_PAGE_SIZE,
            type: 'post',
            subtype: 'any',
          },
        },
        signal,
      });
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return {
        results: data.map((hit) => ({
          id: hit.id,
          title: hit.title,
          url: hit.url,
          kind: hit.subtype,
        })),
        total: Number(response.headers.get('x-wp-total') ?? data.length),
      };
    },
    staleTime: 5 * 60_000,
    // Beside the products: a failing service leaves the section out rather than trying on.
    retry: false,
  });
