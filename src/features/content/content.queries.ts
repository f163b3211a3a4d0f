/** The content service's pages (account-and-platform.md §7 "Content service"). */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../api/content';
import type { ContentClient } from '../../api/client';

export type ContentPage = components['schemas']['WpPage'];

/** Why a page cannot be shown: it does not exist, or the content service failed. */
export class ContentPageMissing extends Error {
  constructor() {
    super('content page not found');
    this.name = 'ContentPageMissing';
  }
}

/** The published page `slug`; ContentPageMissing when there is none. */
export const contentPageQueryOptions = (client: ContentClient, slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: async (): Promise<ContentPage> => {
      const { data, error } = await client.GET('/p/wp-json/wp/v2/pages', {
        params: { query: { slug } },
      });
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      const [page] = data;
      if (page === undefined) throw new ContentPageMissing();
      return page;
    },
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ContentPageMissing) && failures < 2,
  });

export type FaqEntry = components['schemas']['WpFaq'];

/** Every question of the FAQ (it holds far fewer than WordPress's 100 a page), in order. */
export const faqQueryOptions = (client: ContentClient) =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: async (): Promise<readonly FaqEntry[]> => {
      const { data, error } = await client.GET('/p/wp-json/wp/v2/faq', {
        params: { query: { per_page: 100 } },
      });
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return data;
    },
    staleTime: 5 * 60_000,
  });
