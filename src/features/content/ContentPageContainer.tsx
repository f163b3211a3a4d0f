import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scrollToAnchor } from './components/ContentHtml';
import { ContentPageView, type ContentPageViewProps } from './components/ContentPageView';
import { ContentLinksProvider } from './ContentLinksProvider';
import { contentClient } from './content-client';
import { ContentPageMissing, contentPageQueryOptions, type ContentPage } from './content.queries';

/** The page's title and description for the browser and search engines (`meta.seo_*`). */
function useSeo(page: ContentPage | undefined) {
  useEffect(() => {
    if (page === undefined) return;
    const previous = document.title;
    document.title = page.meta.seo_title || page.title.rendered;
    const description = document.querySelector('meta[name="description"]');
    const previousDescription = description?.getAttribute('content') ?? null;
    if (page.meta.seo_description !== '') {
      description?.setAttribute('content', page.meta.seo_description);
    }
    return () => {
      document.title = previous;
      if (previousDescription !== null) description?.setAttribute('content', previousDescription);
    };
  }, [page]);
}

/**
 * A link to a section of the page (`/page/servizi#locker`, Home's service cards) arrives before
 * the page's HTML: it scrolls there once the HTML is shown.
 */
function useScrollToHash(page: ContentPage | undefined) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (page !== undefined && id !== '') scrollToAnchor(id);
  }, [page]);
}

/** `/page/{pageName}`: a page of the content service, or why it cannot be shown. */
export function ContentPageContainer({ slug }: { readonly slug: string }) {
  const query = useQuery(contentPageQueryOptions(contentClient, slug));
  useSeo(query.data);
  useScrollToHash(query.data);
  const state: ContentPageViewProps['state'] | null =
    query.data !== undefined
      ? { kind: 'page', title: query.data.title.rendered, html: query.data.content.rendered }
      : query.error instanceof ContentPageMissing
        ? { kind: 'missing' }
        : query.error !== null
          ? { kind: 'failed' }
          : null;
  return state === null ? null : (
    <ContentLinksProvider>
      <ContentPageView state={state} />
    </ContentLinksProvider>
  );
}
