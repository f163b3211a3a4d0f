import { lazy, Suspense } from 'react';
import { useMounted } from '@mantine/hooks';
import type { ShopClient } from '../../api/client';
import { HomeSliderPlaceholder } from './components/HomeSliderPlaceholder';

// Its code and its slides come after the first paint: the page's first HTML keeps its room.
const HomeSliderContainer = lazy(() => import('./HomeSliderContainer'));

/**
 * Home's slider where Home shows it: its room is kept from the first paint (on the server too),
 * the slider's code loads once the page has taken over, and the room goes if there are no slides.
 */
export function HomeSliderSlot({ client }: { readonly client: ShopClient }) {
  // Never in the server's markup nor the hydrating render, which must match it.
  const mounted = useMounted();
  if (!mounted) return <HomeSliderPlaceholder />;
  return (
    <Suspense fallback={<HomeSliderPlaceholder />}>
      <HomeSliderContainer client={client} />
    </Suspense>
  );
}
