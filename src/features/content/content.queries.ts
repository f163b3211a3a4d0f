/** The content service's pages (account-and-platform.md §7 "Content service"). */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../api/content';
import type { ContentClient } from '../../api/client';
import { CLIENT_VERSION } from '../../domain/constants';
import { shopDate } from '../../domain/shop-time';

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

export type MenuItem = components['schemas']['WpMenuItem'];

/** Where the content service's menus appear: the footer, the header, the mobile links drawer. */
export type MenuLocation = 'footer' | 'header' | 'links-drawer';

/** The menu at `location`, as a tree; an unknown or empty location has no entries. */
export const menuQueryOptions = (client: ContentClient, location: MenuLocation) =>
  queryOptions({
    queryKey: ['content', 'menu', location],
    queryFn: async (): Promise<readonly MenuItem[]> => {
      const { data, error } = await client.GET(
        '/p/wp-json/wp-api-menus/v2/menu-locations/{location}',
        { params: { path: { location } } },
      );
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return data;
    },
    staleTime: 30 * 60_000,
  });

export type NewsItem = components['schemas']['CustomNews'];

/** Messages a page of 'Archivio Messaggi' shows (account-and-platform.md §7: 8 or 10). */
export const NEWS_PAGE_SIZE = 8;

export interface NewsPage {
  readonly items: readonly NewsItem[];
  /** Pages in all (the `X-WP-TotalPages` header). */
  readonly totalPages: number;
}

/**
 * The spec's cache-burst: the app's version and today's date (`2.0.7-25-11-2026`), so a cache
 * in front of WordPress serves a day's list at most.
 */
export function newsCacheBurst(now: Date): string {
  const [year, month, day] = shopDate(now).split('-');
  return `${CLIENT_VERSION}-${day}-${month}-${year}`;
}

/** A page of the messages to customers, newest first. */
export const newsQueryOptions = (client: ContentClient, page: number) =>
  queryOptions({
    queryKey: ['content', 'news', page],
    queryFn: async (): Promise<NewsPage> => {
      const { data, error, response } = await client.GET('/p/wp-json/custom/v1/{endpoint}', {
        params: {
          path: { endpoint: 'news' },
          query: { per_page: NEWS_PAGE_SIZE, page, hash: newsCacheBurst(new Date()) },
        },
      });
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return { items: data, totalPages: Number(response.headers.get('x-wp-totalpages') ?? 1) };
    },
    staleTime: 5 * 60_000,
  });
