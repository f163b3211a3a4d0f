import { lazy, Suspense } from 'react';
import { useMounted } from '@mantine/hooks';

// Its code (the links' handling, the video dialog) and its results come apart from the products.
const ContentSearchResultsContainer = lazy(() => import('./ContentSearchResultsContainer'));

/**
 * The content service's results for the site search's `words`, where the search page shows them:
 * loaded once the page has taken over, never holding up or breaking the products.
 */
export function ContentSearchSlot({ words }: { readonly words: string }) {
  // Never in the server's markup nor the hydrating render, which must match it.
  const mounted = useMounted();
  if (!mounted || words.trim() === '') return null;
  return (
    <Suspense fallback={null}>
      <ContentSearchResultsContainer words={words} />
    </Suspense>
  );
}
