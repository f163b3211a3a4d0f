import { lazy, Suspense } from 'react';
import type { ShopClient } from '../../api/client';
import { HomeSliderPlaceholder } from './components/HomeSliderPlaceholder';

// A chunk of its own, which a server-rendered Home preloads (src/app/server-rendered.ts).
const HomeSliderContainer = lazy(() => import('./HomeSliderContainer'));

/**
 * Home's slider where Home shows it. The server renders it with a guest's slides of the day, and
 * React takes it over once its code has come: until then it is the server's markup, whose links
 * work. Its room is kept while the code or the slides load, and goes if there are no slides.
 */
export function HomeSliderSlot({ client }: { readonly client: ShopClient }) {
  return (
    <Suspense fallback={<HomeSliderPlaceholder />}>
      <HomeSliderContainer client={client} />
    </Suspense>
  );
}
